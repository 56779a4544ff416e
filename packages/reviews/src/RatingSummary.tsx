import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ApiOutput } from '@quoteway/api-client';
import { formatCount, formatRating } from './format';
import * as css from './reviews.css';
import { StarRating } from './StarRating';

/** Average, count, distribution by stars and the four detailed averages of a business. */
type RatingSummaryData = ApiOutput<'business'>['rating'];

/** The share of `count` in `total`, in steps of 5% (the bar classes). */
function barStep(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 20) : 0;
}

/**
 * A business's ratings at a glance: the average as a big number and stars, how many
 * reviews, how they spread over 5 to 1 stars, and the four detailed averages.
 */
export function RatingSummary({ rating }: { rating: RatingSummaryData }) {
  const { t, i18n } = useLingui();
  const { average, count, distribution } = rating;
  if (average === null || count === 0) {
    return (
      <p className={css.muted}>
        <Trans>No reviews yet</Trans>
      </p>
    );
  }
  const details = [
    { key: 'quality', label: t`Quality`, value: rating.quality },
    { key: 'communication', label: t`Communication`, value: rating.communication },
    { key: 'value', label: t`Value for money`, value: rating.value },
    { key: 'punctuality', label: t`Punctuality`, value: rating.punctuality },
  ];
  return (
    <div className={css.ratingSummary}>
      <div className={css.overall}>
        <span className={css.bigNumber} aria-hidden="true">
          {formatRating(average, i18n.locale)}
        </span>
        <StarRating value={average} size="lg" />
        <span className={css.muted}>
          <Plural value={count} one="Based on # review" other="Based on # reviews" />
        </span>
      </div>
      <ul className={css.distribution} aria-label={t`Reviews by stars`}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className={css.distributionRow}>
              <span>
                <Plural value={stars} one="# star" other="# stars" />
              </span>
              <span className={css.bar} aria-hidden="true">
                <span className={css.barFill[barStep(n, count)]} />
              </span>
              <span className={css.barCount}>{formatCount(n, i18n.locale)}</span>
            </li>
          );
        })}
      </ul>
      <dl className={css.detailRatings}>
        {details.map((detail) =>
          detail.value === null ? null : (
            <div key={detail.key} className={css.detailRating}>
              <dt>{detail.label}</dt>
              <dd className={css.detailValue}>
                <StarRating value={detail.value} size="sm" />
                <span aria-hidden="true">{formatRating(detail.value, i18n.locale)}</span>
              </dd>
            </div>
          ),
        )}
      </dl>
    </div>
  );
}
