import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiOutput } from '@quoteway/api-client';
import { RatingBadge, TextLink } from '@quoteway/ui';
import { businessPath } from '../../businesses/BusinessTrust';
import { useJobMonth } from '../../reviews/ReviewView';
import { RouterLink } from '../../RouterLink';
import * as css from './sections.css';

type RecentReview = ApiOutput<'recentReviews'>['reviews'][number];

/**
 * Recent reviews as the home page and a trade-in-a-place landing page list them: the rating,
 * the text, who reviewed which business, and the verified hire's trade and month.
 */
export function ReviewList({ reviews }: { reviews: readonly RecentReview[] }) {
  const { t } = useLingui();
  const jobMonth = useJobMonth();
  return (
    <ul className={css.reviews}>
      {reviews.map((review) => {
        const trade = review.professionName;
        const month = jobMonth(review.jobMonth);
        const name = review.reviewerName;
        return (
          <li key={review._id}>
            <article
              className={css.review}
              aria-label={t`Review of ${review.business.businessName}`}
            >
              <RatingBadge value={review.rating} size="sm" />
              <p className={css.reviewText} dir="auto">
                {review.text}
              </p>
              <p className={css.reviewBy} dir="auto">
                <Trans>
                  {name} reviewed{' '}
                  <TextLink as={RouterLink} href={businessPath(review.business._id)}>
                    {review.business.businessName}
                  </TextLink>
                </Trans>
              </p>
              <p className={css.reviewHire}>
                <Trans>
                  Verified hire: {trade}, {month}
                </Trans>
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
