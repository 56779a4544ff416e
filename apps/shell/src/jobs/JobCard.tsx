import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ApiOutput,
  ApiRequestError,
  type CustomerQuote,
  type JobSummary,
} from '@quoteway/api-client';
import { JOB_TITLE_SEPARATOR } from '@quoteway/domain';
import { PhotoGrid } from '@quoteway/reviews';
import { Badge, Button, ButtonLink, Card, Spinner } from '@quoteway/ui';
import { formStyles as forms, localityLabel } from '@quoteway/account-forms/fields';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNotifications } from '../notifications/notificationStore';
import { api } from '../api';
import { RouterLink } from '../RouterLink';
import { useSiteFormat } from '../useSiteFormat';
import { CompareQuotes } from './CompareQuotes';
import { ConfirmDialog } from './ConfirmDialog';
import { JobQuotes } from './JobQuotes';
import * as css from './myJobs.css';
import { useStatusLabels } from './statusLabels';
import { useJobDetail } from './useJobDetail';

interface JobCardProps {
  job: JobSummary;
  expanded: boolean;
  onToggle(): void;
  onJobChanged(job: JobSummary): void;
}

type Pending =
  | { action: 'hire'; quote: CustomerQuote }
  | { action: 'cancel' }
  | { action: 'complete' }
  | null;

/** One of the customer's jobs; expanded, its quotes and what can be done with them. */
export function JobCard({ job, expanded, onToggle, onJobChanged }: JobCardProps) {
  const { t } = useLingui();
  const { date } = useSiteFormat();
  const id = useId();
  const labels = useStatusLabels();
  const { detail, replace } = useJobDetail(expanded ? job._id : null);
  const [confirming, setConfirming] = useState<Pending>(null);
  /** An action on the job; its answer is the job and quotes as they are now. */
  const action = useMutation({
    mutationFn: (chosen: NonNullable<Pending>): Promise<ApiOutput<'myJob'>> => {
      const params = { id: job._id };
      if (chosen.action === 'hire')
        return api.hire({ params, body: { quoteId: chosen.quote._id } });
      if (chosen.action === 'cancel') return api.cancelJob({ params });
      return api.completeJob({ params });
    },
  });
  const busy = action.isPending;
  const [comparing, setComparing] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const [focusTitle, setFocusTitle] = useState(0);
  const [photo, setPhoto] = useState<number | null>(null);

  // The button that started an action is gone afterwards (a hired job has no Hire or
  // Cancel): focus goes to the job's title instead of being lost.
  useEffect(() => {
    if (focusTitle > 0) title.current?.focus();
  }, [focusTitle]);
  const status = labels.job[job.status];
  const posted = date(job.createdAt);
  const place = localityLabel(job.location);
  // Titled by its answers ("Leak or burst pipe · House"); the trade then shows beside it.
  const jobTitle = job.titleParts.join(JOB_TITLE_SEPARATOR);
  const titledByTrade = jobTitle === job.professionName;

  /** Run an action on the job, and say `done` when it is done. */
  const act = (chosen: NonNullable<Pending>, done: string) =>
    action.mutate(chosen, {
      onSuccess: (result) => {
        replace(result);
        onJobChanged(result.job);
        setConfirming(null);
        setFocusTitle((n) => n + 1);
        useNotifications.getState().showMessage(done);
      },
      onError: (error) => {
        setConfirming(null);
        useNotifications
          .getState()
          .showError(error instanceof ApiRequestError ? error.message : t`Something went wrong`);
      },
    });

  const confirm = () => {
    if (!confirming) return;
    if (confirming.action === 'hire') {
      const name = confirming.quote.business.businessName;
      act(confirming, t`You hired ${name}.`);
    } else if (confirming.action === 'cancel') {
      act(confirming, t`Your job is cancelled.`);
    } else {
      act(confirming, t`Your job is marked completed.`);
    }
  };

  // The name as one isolated run (U+2068 ... U+2069): in Arabic a Latin name that wraps stays
  // whole, and the question mark stays at the end of the sentence.
  const hiring =
    confirming?.action === 'hire' ? `\u2068${confirming.quote.business.businessName}\u2069` : '';
  return (
    <Card as="li" labelledBy={`${id}-title`} padding="lg">
      <div className={css.jobHeader}>
        <h2 id={`${id}-title`} ref={title} tabIndex={-1} className={css.jobTitle}>
          {jobTitle}
        </h2>
        <Badge text={status.text} tone={status.tone} />
      </div>
      <p className={css.facts}>
        {!titledByTrade && <span>{job.professionName}</span>}
        <span>{place}</span>
        <span>
          <Trans>Posted {posted}</Trans>
        </span>
        <span>{plural(job.noOfQuotes, { one: '# quote', other: '# quotes' })}</span>
      </p>
      <p className={css.description}>{job.description}</p>
      <PhotoGrid
        photos={job.photos}
        label={t`Photos of ${jobTitle}`}
        open={photo}
        onOpenChange={setPhoto}
        size="sm"
      />
      <div className={css.actions}>
        {/* A disclosure: the design system's Button has no aria-expanded yet. */}
        <button
          type="button"
          className={css.disclosure}
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={expanded ? `${id}-quotes` : undefined}
          aria-describedby={`${id}-title`}
        >
          <span aria-hidden="true" className={css.disclosureMark}>
            {'›'}
          </span>
          {expanded ? t`Hide quotes` : t`Show quotes`}
        </button>
        {job.status === 'hired' && (
          <Button size="sm" onClick={() => setConfirming({ action: 'complete' })}>
            {t`Mark completed`}
          </Button>
        )}
        {job.status === 'completed' &&
          (job.reviewed ? (
            <Badge text={t`Reviewed`} tone="success" />
          ) : (
            <ButtonLink as={RouterLink} href={`/review/${job._id}`} size="sm">
              {t`Leave a review`}
            </ButtonLink>
          ))}
        {(job.status === 'open' || job.status === 'hired') && (
          <Button
            variant="text"
            color="error"
            size="sm"
            onClick={() => setConfirming({ action: 'cancel' })}
          >
            {t`Cancel job`}
          </Button>
        )}
      </div>
      {expanded && (
        <section id={`${id}-quotes`} aria-label={t`Quotes`} className={css.quotes}>
          {detail.isPending && <Spinner label={t`Loading the quotes`} />}
          {detail.isError && (
            <p role="alert" className={forms.error}>
              {detail.error instanceof ApiRequestError
                ? detail.error.message
                : t`The quotes could not be loaded.`}
            </p>
          )}
          {detail.isSuccess && detail.data.quotes.length > 1 && (
            <div className={css.actions}>
              {/* A toggle: the design system's Button has no aria-pressed yet. */}
              <button
                type="button"
                className={css.disclosure}
                aria-pressed={comparing}
                onClick={() => setComparing((on) => !on)}
              >
                {t`Compare quotes`}
              </button>
            </div>
          )}
          {detail.isSuccess &&
            (comparing && detail.data.quotes.length > 1 ? (
              <CompareQuotes
                job={detail.data.job}
                quotes={detail.data.quotes}
                onHire={(quote) => setConfirming({ action: 'hire', quote })}
              />
            ) : (
              <JobQuotes
                job={detail.data.job}
                quotes={detail.data.quotes}
                onHire={(quote) => setConfirming({ action: 'hire', quote })}
              />
            ))}
        </section>
      )}
      <ConfirmDialog
        open={confirming?.action === 'hire'}
        title={t`Hire ${hiring}?`}
        description={t`The other businesses' quotes on this job will be declined.`}
        confirmLabel={t`Hire`}
        keepLabel={t`Not yet`}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming?.action === 'complete'}
        title={t`Mark this job completed?`}
        description={t`Do this once the work is done. The job closes, and you can then review the business.`}
        confirmLabel={t`Mark completed`}
        keepLabel={t`Not yet`}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming?.action === 'cancel'}
        title={t`Cancel this job?`}
        description={
          job.status === 'hired'
            ? t`This ends the hire: the business you hired is told the job is cancelled.`
            : t`Businesses can no longer quote on it. Businesses who already quoted get their credits back.`
        }
        confirmLabel={t`Cancel job`}
        keepLabel={t`Keep the job`}
        busy={busy}
        danger
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
