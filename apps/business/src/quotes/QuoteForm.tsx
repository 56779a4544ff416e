import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  type ApiInput,
  ApiRequestError,
  apiRouteKey,
  type DraftMetadata,
  type Lead,
  NetworkError,
} from '@quoteway/api-client';
import {
  DEFAULT_QUOTE_TYPE,
  formatAmount,
  parseDollars,
  QUOTE_COMMENT_MAX_LENGTH,
  type QuoteType,
  siteOfHost,
} from '@quoteway/domain';
import { Button, ButtonLink, Checkbox, Stack, TextArea, TextLink } from '@quoteway/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConsole } from '../console';
import { refreshLeads } from '../leads/useLeadList';
import { RouterLink } from '../RouterLink';
import { errorText } from '../styles.css';
import { useSiteMoney } from '../useSiteMoney';
import {
  QuoteCheckboxFields,
  type QuoteCheckboxes,
  QuoteCostFields,
  useQuoteCostReader,
} from './QuoteFields';

/** What the server refused: a message, and for 402 the way to buy credits. */
interface Refusal {
  message: string;
  needsCredits: boolean;
}

interface QuoteFormProps {
  job: Lead;
  /** A saved draft of this quote, to start from. */
  draft: DraftMetadata | null;
}

/**
 * The quote on a lead: estimated cost (type and amount, in the job's currency), comment and
 * the four checkboxes.
 * Sending spends the lead's price in credits; the form says so and shows the balance first.
 */
export function QuoteForm({ job, draft }: QuoteFormProps) {
  const { t } = useLingui();
  const { api, user, onUserChange, notify, notifyError, refreshUser } = useConsole();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const money = useSiteMoney();
  const [type, setType] = useState<QuoteType>(draft?.estCost?.type ?? DEFAULT_QUOTE_TYPE);
  const [value, setValue] = useState(
    draft?.estCost?.value ? formatAmount(draft.estCost.value) : '',
  );
  const [comment, setComment] = useState(draft?.comment ?? '');
  const [checkboxes, setCheckboxes] = useState<QuoteCheckboxes>({
    cost: false,
    inspection: false,
    information: false,
    comment: false,
    ...draft?.checkboxes,
  });
  // GST: the default follows the site's usual practice (NZ and AU quote prices incl. GST).
  const { gst } = siteOfHost(window.location.hostname);
  const rate = gst.ratePercent;
  const [gstIncluded, setGstIncluded] = useState(draft?.gstIncluded ?? gst.quotedInclusive);
  const [errors, setErrors] = useState<{ value?: string; comment?: string }>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const headingId = useId();
  const valueRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  /** The Idempotency-Key of this quote: kept while the same quote is sent again. */
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const balance = user?.credits ?? 0;
  const price = job.credits;
  const missing = price - balance;
  // Sending spends credits in one click: the button says how many and what they are worth.
  const worth = money.creditWorth(price);
  const plansHref = `/plans/${job._id}`;
  // A quote is in the currency of the job, held to that currency's ceiling.
  const costReader = useQuoteCostReader(job.currency);
  const { rupees, ceiling } = costReader;

  /** Quotes and drafts change the lists and this lead: they re-read when next shown. */
  const backToLeads = () => {
    void refreshLeads(queryClient, { leaving: true });
    void navigate('/leads/tab');
  };

  const sendQuote = useMutation({
    mutationFn: (input: ApiInput<'sendQuote'>) => api.sendQuote(input),
    // No answer, or the proxy's 502/503/504 (the process stopped under it): the same quote
    // again with the same key, so it is charged at most once.
    retry: (failures, error) =>
      failures < 3 &&
      (error instanceof NetworkError ||
        (error instanceof ApiRequestError && [502, 503, 504].includes(error.status))),
    retryDelay: (failures) => 250 * 2 ** failures,
    onSuccess: (result) => {
      notify(result.message);
      if (user) onUserChange({ ...user, credits: result.credits });
      refreshUser?.();
      // The credits spent are a new ledger entry.
      void queryClient.invalidateQueries({ queryKey: apiRouteKey('ledger') });
      backToLeads();
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) {
        setRefusal({ message: t`Something went wrong`, needsCredits: false });
        return;
      }
      const fieldErrors = {
        value: error.fieldMessage('estCost'),
        comment: error.fieldMessage('comment'),
      };
      if (error.status === 400 && (fieldErrors.value || fieldErrors.comment)) {
        setErrors(fieldErrors);
        return;
      }
      // 402: too few credits; 409: already quoted, the job is full, its price changed, or the weekly cap.
      setRefusal({ message: error.message, needsCredits: error.status === 402 });
    },
  });

  const saveDraft = useMutation({
    mutationFn: (input: ApiInput<'saveJobAsDraft'>) => api.saveJobAsDraft(input),
    onSuccess: () => {
      notify(t`Job saved as draft`);
      backToLeads();
    },
    onError: (error) =>
      notifyError(error instanceof ApiRequestError ? error.message : t`Something went wrong`),
  });

  // A sent quote or a saved draft keeps the buttons busy until the page goes back to the leads.
  const busy =
    sendQuote.isPending || sendQuote.isSuccess
      ? 'send'
      : saveDraft.isPending || saveDraft.isSuccess
        ? 'draft'
        : null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const cost = costReader.read(type, value);
    const found: typeof errors = {};
    if ('error' in cost) found.value = cost.error;
    if (comment.trim() === '') found.comment = t`Write a comment for the customer`;
    setErrors(found);
    setRefusal(null);
    // Focus the first problem in the same update that shows it.
    if (found.value) valueRef.current?.focus();
    else if (found.comment) commentRef.current?.focus();
    if ('error' in cost || found.comment) return;

    const body = {
      lead: { _id: job._id, credits: price },
      estCost: { type, value: cost.cents },
      comment: comment.trim(),
      checkboxes,
      gstIncluded,
    };
    // Sent again after a failure, the same quote keeps its key; a changed one gets a new key.
    const asked = JSON.stringify(body);
    if (attempt.current?.body !== asked) {
      attempt.current = { key: crypto.randomUUID(), body: asked };
    }
    sendQuote.mutate({ body, headers: { 'idempotency-key': attempt.current.key } });
  };

  const keepAsDraft = () => {
    if (busy) return;
    const cost = value.trim() === '' ? null : parseDollars(value);
    const metadata: DraftMetadata = {
      estCost: cost === null ? { type } : { type, value: Math.min(cost, ceiling) },
      comment,
      checkboxes,
      gstIncluded,
    };
    saveDraft.mutate({ body: { id: job._id, metadata } });
  };

  return (
    <form onSubmit={send} aria-labelledby={headingId} noValidate>
      <Stack gap="md">
        <h2 id={headingId}>
          <Trans>Send a quote</Trans>
        </h2>
        <p>
          <Plural value={balance} one="You have # credit." other="You have # credits." />{' '}
          <Plural
            value={price}
            one="Sending this quote uses # credit."
            other="Sending this quote uses # credits."
          />
        </p>
        {missing > 0 ? (
          <p>
            <Plural
              value={missing}
              one="You need # more credit to quote on this lead."
              other="You need # more credits to quote on this lead."
            />{' '}
            <TextLink as={RouterLink} href={plansHref}>
              {t`Buy credits`}
            </TextLink>
          </p>
        ) : null}
        <QuoteCostFields
          type={type}
          onTypeChange={setType}
          value={value}
          onValueChange={setValue}
          rupees={rupees}
          error={errors.value}
          valueRef={valueRef}
        />
        <Checkbox
          label={t`The price includes GST (${rate}%)`}
          name="gstIncluded"
          checked={gstIncluded}
          onChange={setGstIncluded}
        />
        <TextArea
          ref={commentRef}
          label={t`Comment for the customer`}
          name="comment"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={errors.comment}
          maxLength={QUOTE_COMMENT_MAX_LENGTH}
          required
        />
        <QuoteCheckboxFields checkboxes={checkboxes} onChange={setCheckboxes} />
        {refusal ? (
          <div role="alert">
            <p className={errorText}>{refusal.message}</p>
            {refusal.needsCredits ? (
              <ButtonLink as={RouterLink} href={plansHref} variant="outline">
                {t`Buy credits`}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
        <Stack direction="row" gap="sm" wrap>
          <Button type="submit" loading={busy === 'send'} disabled={busy !== null}>
            <Plural
              value={price}
              one={`Send quote · # credit (≈ ${worth})`}
              other={`Send quote · # credits (≈ ${worth})`}
            />
          </Button>
          <Button
            variant="outline"
            onClick={keepAsDraft}
            loading={busy === 'draft'}
            disabled={busy !== null}
          >
            {t`Save as draft`}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
