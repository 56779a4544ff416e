import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerQuote } from '@quoteway/api-client';
import * as css from './myJobs.css';
import { useResponseTime } from './responseTime';

type Business = CustomerQuote['business'];

/** "Hired 3 times on Quoteway", "New on Quoteway" before the first hire. */
export function useHiresText(): (hires: number) => string {
  const { t } = useLingui();
  return (hires) =>
    hires === 0
      ? t`No hires on Quoteway yet`
      : plural(hires, { one: 'Hired # time on Quoteway', other: 'Hired # times on Quoteway' });
}

/**
 * What the business's profile knows, under its quote: licences, hires on Quoteway, how fast
 * it usually quotes, and one line of its newest review.
 */
export function QuoteProfile({ business }: { business: Business }) {
  const { t } = useLingui();
  const responseTime = useResponseTime()(business.responseMinutes);
  const hires = useHiresText()(business.hires);
  const review = business.recentReview;
  const name = business.businessName;
  return (
    <div className={css.profile}>
      <ul className={css.profileFacts} aria-label={t`About ${name}`}>
        <li>{hires}</li>
        {responseTime && (
          <li>
            <Trans>Usually quotes {responseTime}</Trans>
          </li>
        )}
        {business.licences.map(({ name: licence, number }) => (
          <li key={`${licence} ${number}`}>
            <Trans>
              Licence: {licence} <bdi>{number}</bdi>
            </Trans>
          </li>
        ))}
      </ul>
      {review && <ReviewLine review={review} />}
    </div>
  );
}

/** One line of the business's newest review, with its stars and reviewer. */
function ReviewLine({ review }: { review: NonNullable<Business['recentReview']> }) {
  const { rating, reviewer } = review;
  return (
    <figure className={css.reviewLine}>
      <blockquote className={css.reviewText} dir="auto">
        {review.text}
      </blockquote>
      <figcaption className={css.muted}>
        <Trans>
          {rating} of 5 stars, {reviewer}
        </Trans>
      </figcaption>
    </figure>
  );
}
