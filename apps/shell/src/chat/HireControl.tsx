import { useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError } from '@quoteway/api-client';
import { Badge, Button, Dialog } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { hiredFromConversation, hireRefused } from './chatQueries';

type ConversationPage = ApiOutput<'conversation'>;

interface HireControlProps {
  conversationId: string;
  /** The job the conversation is about. */
  jobId: string;
  /** The quote the conversation began with. */
  quote: NonNullable<ConversationPage['quote']>;
  jobStatus: ConversationPage['jobStatus'];
  /** The business's name, for the question and the toast. */
  businessName: string;
  /** Whether I am the job's customer (only the customer hires). */
  customer: boolean;
  /** Where focus goes after the hire, the Hire button being gone (the heading). */
  focusAfterHire: RefObject<HTMLElement | null>;
}

/**
 * Hire from the conversation's header: the customer, while the job is open and this
 * business's quote still stands, hires it after a confirmation (the same call as My Jobs).
 * Once hired, both sides' headers say so.
 */
export function HireControl({
  conversationId,
  jobId,
  quote,
  jobStatus,
  businessName,
  customer,
  focusAfterHire,
}: HireControlProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  // Named as My Jobs names them, so both screens share their messages' translations.
  const hiring = businessName;
  const name = businessName;
  // The Hire button is gone once hired: focus moves on after the dialog has closed (it
  // would otherwise return to the button that no longer exists, and be lost).
  const [moveFocus, setMoveFocus] = useState(0);
  useEffect(() => {
    if (moveFocus > 0) focusAfterHire.current?.focus();
  }, [moveFocus, focusAfterHire]);
  const hire = useMutation({
    mutationFn: () => api.hire({ params: { id: jobId }, body: { quoteId: quote._id } }),
    onSuccess: (result) => {
      hiredFromConversation(conversationId, result);
      setAsking(false);
      setMoveFocus((n) => n + 1);
      useNotifications.getState().showMessage(t`You hired ${name}.`);
    },
    onError: (error) => {
      setAsking(false);
      useNotifications
        .getState()
        .showError(error instanceof ApiRequestError ? error.message : t`Something went wrong`);
      void hireRefused(conversationId);
    },
  });

  if (quote.status === 'hired') {
    return <Badge text={customer ? t`Hired` : t`You’re hired`} tone="success" />;
  }
  // A declined quote (someone else was hired) or a job no longer open: nothing to offer.
  if (!customer || jobStatus !== 'open' || quote.status === 'declined') return null;
  return (
    <>
      <Button size="sm" onClick={() => setAsking(true)}>
        {t`Hire`}
      </Button>
      <Dialog
        open={asking}
        onOpenChange={(next) => {
          if (!next && !hire.isPending) setAsking(false);
        }}
        role="alertdialog"
        size="sm"
        title={t`Hire ${hiring}?`}
        description={t`The other businesses' quotes on this job will be declined.`}
        closeLabel={t`Close`}
        actions={
          <>
            <Button variant="outline" onClick={() => setAsking(false)} disabled={hire.isPending}>
              {t`Not yet`}
            </Button>
            <Button loading={hire.isPending} onClick={() => hire.mutate()}>
              {t`Hire`}
            </Button>
          </>
        }
      />
    </>
  );
}
