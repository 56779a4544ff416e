import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQuery, apiQueryKey } from '@quoteway/api-client';
import { ReportReviewDialog } from '@quoteway/reviews';
import { REVIEW_EDIT_HOURS, REVIEW_WINDOW_DAYS } from '@quoteway/domain';
import { Avatar, Button, ButtonLink, Card, Spinner, TextLink } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { FormStatus, type FormStatusValue } from '@quoteway/account-forms/fields';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../api';
import { businessPath } from '../businesses/BusinessTrust';
import { SimplePage } from '../pages/SimplePage';
import { queryClient } from '../queryClient';
import { RouterLink } from '../RouterLink';
import { ReviewForm, type ReviewSaved } from './ReviewForm';
import { type PostedReview, ReviewView } from './ReviewView';
import * as css from './reviews.css';

type JobReview = ApiOutput<'jobReview'>;

/**
 * /review/:jobId: the review of one of my completed jobs. Write it (within 60 days of the
 * job's completion), or see it and change it (for 48 hours, until the business replies). The
 * job-completed e-mail links here. A job that is not mine is "not found", like a missing one.
 */
export function ReviewPage() {
  const { t } = useLingui();
  const { jobId = '' } = useParams();
  const input = { params: { id: jobId } };
  const state = useQuery(apiQuery(api, 'jobReview', input));
  const [thanks, setThanks] = useState<ReviewSaved | null>(null);
  const name = state.data?.business?.businessName;

  const title = name ? t`Review ${name}` : t`Leave a review`;
  const body = (() => {
    if (state.isPending) return <Spinner label={t`Loading`} />;
    if (state.isError) {
      const status = state.error instanceof ApiRequestError ? state.error.status : 0;
      // 400: not a job id at all. 404: no such job, or not one of mine (never said which).
      if (status === 404 || status === 400) {
        return (
          <StateCard heading={t`We could not find this job`}>
            <p>
              <Trans>
                It is not one of your jobs, or it no longer exists. Are you signed in with the
                account you posted it from?
              </Trans>
            </p>
            <MyJobsLink />
          </StateCard>
        );
      }
      return (
        <StateCard heading={t`This page could not be loaded`}>
          <p role="alert">
            {state.error instanceof ApiRequestError ? state.error.message : t`Something went wrong`}
          </p>
          <div>
            <Button variant="outline" onClick={() => void state.refetch()}>
              {t`Try again`}
            </Button>
          </div>
        </StateCard>
      );
    }
    if (thanks) return <ThankYou data={state.data} saved={thanks} />;
    return (
      <ReviewState
        data={state.data}
        onPosted={(saved) => {
          queryClient.setQueryData<JobReview>(apiQueryKey('jobReview', input), (current) =>
            current
              ? { ...current, review: saved.review, canWrite: false, canEdit: true, reason: null }
              : current,
          );
          setThanks(saved);
        }}
        onRefused={() => void state.refetch()}
      />
    );
  })();

  return (
    <SimplePage title={title}>
      <div className={css.page}>
        {state.data?.business && <BusinessHeader business={state.data.business} />}
        {body}
      </div>
    </SimplePage>
  );
}

function BusinessHeader({ business }: { business: NonNullable<JobReview['business']> }) {
  return (
    <div className={css.businessHeader}>
      <Avatar name={business.businessName} src={business.logoUrl ?? undefined} decorative />
      <p className={css.businessName} dir="auto">
        <TextLink as={RouterLink} href={businessPath(business._id)}>
          {business.businessName}
        </TextLink>
      </p>
    </div>
  );
}

/** A card with a heading that takes focus when it appears (the page's state changed). */
function StateCard({
  heading,
  children,
  focus = false,
}: {
  heading: string;
  children: ReactNode;
  focus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Card padding="lg">
      <div className={css.review}>
        <h2 ref={ref} tabIndex={-1} className={css.stateHeading}>
          {heading}
        </h2>
        {children}
      </div>
    </Card>
  );
}

function MyJobsLink() {
  const { t } = useLingui();
  return (
    <div className={css.actions}>
      <ButtonLink as={RouterLink} href="/my-jobs/3" variant="outline">
        {t`Go to My Jobs`}
      </ButtonLink>
    </div>
  );
}

interface ReviewStateProps {
  data: JobReview;
  onPosted(saved: ReviewSaved): void;
  onRefused(): void;
}

/** What the customer may do now: write, see (and perhaps change) the review, or why not. */
function ReviewState({ data, onPosted, onRefused }: ReviewStateProps) {
  const { t, i18n } = useLingui();
  const jobId = useParams().jobId ?? '';
  if (data.review) return <PostedState data={data} review={data.review} />;
  if (data.canWrite) {
    const until = data.writeUntil
      ? i18n.date(new Date(data.writeUntil), { dateStyle: 'long' })
      : null;
    const name = data.business?.businessName ?? '';
    return (
      <Card padding="lg">
        <div className={css.review}>
          <p className={css.muted}>
            {until ? (
              <Trans>
                Your review helps other customers choose, and helps {name} earn their trust. Only
                customers who hired a business can review it. You can write it until {until}.
              </Trans>
            ) : (
              <Trans>
                Your review helps other customers choose, and helps {name} earn their trust. Only
                customers who hired a business can review it.
              </Trans>
            )}
          </p>
          <ReviewForm jobId={jobId} onSaved={onPosted} onRefused={onRefused} />
        </div>
      </Card>
    );
  }
  switch (data.reason) {
    case 'not-completed':
      return (
        <StateCard heading={t`This job is not completed yet`}>
          <p>
            <Trans>
              You can review the business once the work is done. When it is, mark the job completed
              in My Jobs, then come back here.
            </Trans>
          </p>
          <div className={css.actions}>
            <ButtonLink as={RouterLink} href="/my-jobs/2">
              {t`Go to My Jobs`}
            </ButtonLink>
          </div>
        </StateCard>
      );
    case 'window-closed': {
      const ended = data.writeUntil
        ? i18n.date(new Date(data.writeUntil), { dateStyle: 'long' })
        : null;
      const days = REVIEW_WINDOW_DAYS;
      return (
        <StateCard heading={t`The time to review this job has passed`}>
          <p>
            {ended ? (
              <Trans>
                Reviews can be written within {days} days of a job's completion, so that they
                describe work as it was. For this job, that time ended on {ended}.
              </Trans>
            ) : (
              <Trans>
                Reviews can be written within {days} days of a job's completion, so that they
                describe work as it was.
              </Trans>
            )}
          </p>
          <MyJobsLink />
        </StateCard>
      );
    }
    case 'not-hired':
      return (
        <StateCard heading={t`No business was hired for this job`}>
          <p>
            <Trans>
              Only a business you hired through Quoteway can be reviewed, so every review comes from
              a real job.
            </Trans>
          </p>
          <MyJobsLink />
        </StateCard>
      );
    default:
      return (
        <StateCard heading={t`This job cannot be reviewed`}>
          <MyJobsLink />
        </StateCard>
      );
  }
}

/** The review already posted: shown as the business's page shows it, with Edit while allowed. */
function PostedState({ data, review }: { data: JobReview; review: PostedReview }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // A new object for each request, so the status line can take focus twice.
  const [focusAfter, setFocusAfter] = useState<{ target: 'status' | 'edit' } | null>(null);
  const jobId = useParams().jobId ?? '';
  const key = apiQueryKey('jobReview', { params: { id: jobId } });

  useEffect(() => {
    if (focusAfter?.target === 'status') statusRef.current?.focus();
    if (focusAfter?.target === 'edit') editButton.current?.focus();
  }, [focusAfter]);

  const editUntil = new Date(Date.parse(review.createdAt) + REVIEW_EDIT_HOURS * 3_600_000);
  const until = i18n.date(editUntil, { dateStyle: 'medium', timeStyle: 'short' });
  const hours = REVIEW_EDIT_HOURS;

  if (editing && data.canEdit) {
    return (
      <Card padding="lg">
        <div className={css.review}>
          <h2 className={css.stateHeading}>
            <Trans>Change your review</Trans>
          </h2>
          <ReviewForm
            jobId={jobId}
            editing={review}
            onSaved={({ review: saved, photosFailed }) => {
              queryClient.setQueryData<JobReview>(key, (current) =>
                current ? { ...current, review: saved } : current,
              );
              setEditing(false);
              setStatus(
                photosFailed > 0
                  ? {
                      tone: 'error',
                      text: plural(photosFailed, {
                        one: 'Your review is updated, but # photo could not be added.',
                        other: 'Your review is updated, but # photos could not be added.',
                      }),
                    }
                  : { tone: 'success', text: t`Your review is updated.` },
              );
              setFocusAfter({ target: 'status' });
            }}
            onRefused={() => void queryClient.invalidateQueries({ queryKey: key })}
            onCancel={() => {
              setEditing(false);
              setFocusAfter({ target: 'edit' });
            }}
          />
        </div>
      </Card>
    );
  }

  const business = data.business;
  return (
    <Card padding="lg">
      <div className={css.review}>
        <FormStatus ref={statusRef} status={status} />
        <h2 className={css.stateHeading}>
          <Trans>You reviewed this job</Trans>
        </h2>
        <ReviewView
          review={review}
          replyAction={
            // Once reported (by either party), an operator looks at the whole review.
            review.reply && !review.reported ? (
              <ReportReply
                reviewId={review._id}
                onReported={() => {
                  queryClient.setQueryData<JobReview>(key, (current) =>
                    current?.review
                      ? { ...current, review: { ...current.review, reported: true } }
                      : current,
                  );
                  setStatus({ tone: 'success', text: t`Thank you. We will look at this reply.` });
                  setFocusAfter({ target: 'status' });
                }}
              />
            ) : null
          }
        />
        {data.canEdit ? (
          <p className={css.muted}>
            <Trans>
              You can change your review until {until}, as long as the business has not replied.
            </Trans>
          </p>
        ) : (
          <p className={css.muted}>
            {review.reply ? (
              <Trans>The business has replied, so your review can no longer be changed.</Trans>
            ) : (
              <Trans>A review can be changed within {hours} hours of posting it.</Trans>
            )}
          </p>
        )}
        <div className={css.actions}>
          {data.canEdit && (
            <Button
              ref={editButton}
              variant="outline"
              onClick={() => {
                setStatus(null);
                setEditing(true);
              }}
            >
              {t`Edit your review`}
            </Button>
          )}
          {business && (
            <ButtonLink as={RouterLink} href={businessPath(business._id)} variant="text">
              {t`See it on the business's page`}
            </ButtonLink>
          )}
        </div>
      </div>
    </Card>
  );
}

/** "Report this reply": the business's reply, reported to the operators with a reason. */
function ReportReply({ reviewId, onReported }: { reviewId: string; onReported(): void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="text" size="sm" onClick={() => setOpen(true)}>
        {t`Report this reply`}
      </Button>
      <ReportReviewDialog
        api={api}
        reviewId={reviewId}
        subject="reply"
        open={open}
        onOpenChange={setOpen}
        onReported={onReported}
      />
    </div>
  );
}

/** After posting: thanks, and where the review now shows. */
function ThankYou({ data, saved }: { data: JobReview; saved: ReviewSaved }) {
  const { t } = useLingui();
  const business = data.business;
  const name = business?.businessName ?? '';
  const failed = saved.photosFailed;
  const hours = REVIEW_EDIT_HOURS;
  return (
    <StateCard heading={t`Thank you for your review!`} focus>
      <p>
        {business ? (
          <Trans>
            Your review of {name} is now on its page, marked as a verified hire. It helps other
            customers choose well.
          </Trans>
        ) : (
          <Trans>Your review is posted, marked as a verified hire.</Trans>
        )}
      </p>
      {failed > 0 && (
        <p role="alert">
          {plural(failed, {
            one: `# photo could not be added. You can add it by editing your review in the next ${hours} hours.`,
            other: `# photos could not be added. You can add them by editing your review in the next ${hours} hours.`,
          })}
        </p>
      )}
      <div className={css.actions}>
        {business && (
          <ButtonLink as={RouterLink} href={businessPath(business._id)}>
            {t`See ${name}'s page`}
          </ButtonLink>
        )}
        <ButtonLink as={RouterLink} href="/my-jobs" variant="outline">
          {t`Back to My Jobs`}
        </ButtonLink>
      </div>
    </StateCard>
  );
}
