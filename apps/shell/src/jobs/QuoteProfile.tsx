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
  return (
    <div className={css.profile}>
      <ul className={css.profileFacts} aria-label={t`About ${business.businessName}`}>
        <li>{hires}</li>
        {responseTime && (
          <li>
            <Trans>Usually quotes {responseTime}</Trans>
          </li>
        )}
        {business.licences.map((licence) => (
          <li key={`${licence.name} ${licence.number}`}>
            <Trans>
              Licence: {licence.name} <bdi>{licence.number}</bdi>
            </Trans>
          </li>
        ))}
      </ul>
      {review && (
        <figure className={css.reviewLine}>
          <blockquote className={css.reviewText} dir="auto">
            {review.text}
          </blockquote>
          <figcaption className={css.muted}>
            <Trans>
              {review.rating} of 5 stars, {review.reviewer}
            </Trans>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
