import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiOutput } from '@quoteway/api-client';
import { RatingBadge, TextLink } from '@quoteway/ui';
import { type ReactNode, useId } from 'react';
import { businessPath } from '../../businesses/BusinessTrust';
import { useJobMonth } from '../../reviews/ReviewView';
import { RouterLink } from '../../RouterLink';
import * as css from './sections.css';

type RecentReview = ApiOutput<'recentReviews'>['reviews'][number];

interface RecentReviewsSectionProps {
  /** The section's heading. */
  title: ReactNode;
  /** Said under the heading. */
  lead?: ReactNode;
  reviews: readonly RecentReview[];
}

/**
 * Recent reviews as the home page and a trade-in-a-place landing page show them (nothing when
 * there are none): each with its rating, its text, who reviewed which business, and the
 * verified hire's trade and month.
 */
export function RecentReviewsSection({ title, lead, reviews }: RecentReviewsSectionProps) {
  const { t } = useLingui();
  const id = useId();
  const jobMonth = useJobMonth();
  if (reviews.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={id}>
      <div className={css.sectionHeader}>
        <h2 id={id} className={css.sectionTitle}>
          {title}
        </h2>
        {lead && <p className={css.sectionLead}>{lead}</p>}
      </div>
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
                    <TextLink
                      as={RouterLink}
                      href={businessPath(review.business._id, review.business.slug)}
                    >
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
    </section>
  );
}
