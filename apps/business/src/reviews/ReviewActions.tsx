import { Trans, useLingui } from '@lingui/react/macro';
import { ReportReviewDialog } from '@quoteway/reviews';
import { Button } from '@quoteway/ui';
import { useEffect, useRef, useState } from 'react';
import { useConsole } from '../console';
import { mutedText } from '../styles.css';
import { ReplyForm } from './ReplyForm';
import type { BusinessReview } from './reviewCache';
import * as css from './ReviewActions.css';

interface ReviewActionsProps {
  review: BusinessReview;
  /** Change the review as loaded, once the server has. */
  onChange(change: (review: BusinessReview) => BusinessReview): void;
}

/**
 * What the business can do about one of its reviews: reply publicly (once, if it has not),
 * and report it (unless someone has). After each, a status line says what happened and takes
 * focus, since the button that was pressed is gone.
 */
export function ReviewActions({ review, onChange }: ReviewActionsProps) {
  const { t } = useLingui();
  const { api } = useConsole();
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  // A new object for each request, so the same target can be asked for twice.
  const [focus, setFocus] = useState<{ target: 'status' | 'reply' } | null>(null);

  useEffect(() => {
    if (focus?.target === 'status') statusLine.current?.focus();
    if (focus?.target === 'reply') replyButton.current?.focus();
  }, [focus]);

  const done = (message: string) => {
    setStatus(message);
    setFocus({ target: 'status' });
  };

  return (
    <>
      {status ? (
        <p ref={statusLine} tabIndex={-1} role="status" className={css.status}>
          {status}
        </p>
      ) : null}
      {!review.reply && replying ? (
        <ReplyForm
          reviewId={review._id}
          onPosted={(replied) => {
            onChange(() => replied);
            setReplying(false);
            done(t`Your reply is posted.`);
          }}
          onCancel={() => {
            setReplying(false);
            setFocus({ target: 'reply' });
          }}
        />
      ) : null}
      <div className={css.actions}>
        {!review.reply && !replying ? (
          <Button
            ref={replyButton}
            variant="outline"
            size="sm"
            onClick={() => {
              setStatus(null);
              setReplying(true);
            }}
          >
            {t`Reply publicly`}
          </Button>
        ) : null}
        {review.reported ? (
          <p className={mutedText}>
            <Trans>Reported: an operator will review it</Trans>
          </p>
        ) : (
          <Button variant="text" size="sm" onClick={() => setReporting(true)}>
            {t`Report`}
          </Button>
        )}
      </div>
      <ReportReviewDialog
        api={api}
        reviewId={review._id}
        subject="review"
        open={reporting}
        onOpenChange={setReporting}
        onReported={() => {
          onChange((current) => ({ ...current, reported: true }));
          done(t`Thank you. We will look at this review.`);
        }}
      />
    </>
  );
}
