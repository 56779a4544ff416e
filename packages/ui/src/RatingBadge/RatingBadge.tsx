import { useLingui } from '@lingui/react';
import { cx } from '../private/cx';
import * as css from './RatingBadge.css';

// A five-pointed star on a 24 px grid, and its half on the reading-start side.
const STAR =
  'M12 2.75 14.86 8.55 21.26 9.48 16.63 13.99 17.72 20.36 12 17.35 6.28 20.36 7.37 13.99 2.74 9.48 9.14 8.55z';
const HALF_STAR = 'M12 2.75 9.14 8.55 2.74 9.48 7.37 13.99 6.28 20.36 12 17.35z';

type StarFill = 'full' | 'half' | 'empty';

/** One star, drawn in the current colour: filled, half filled or outlined. */
export function StarGlyph({ fill, className }: { fill: StarFill; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={cx(css.star, fill === 'half' && css.halfStar, className)}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={STAR}
        fill={fill === 'full' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {fill === 'half' && <path d={HALF_STAR} fill="currentColor" />}
    </svg>
  );
}

/** The stars of a rating, to the nearest half: 4.3 shows four and a half. */
function starFills(value: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  return [1, 2, 3, 4, 5].map((n) =>
    halves >= n * 2 ? 'full' : halves === n * 2 - 1 ? 'half' : 'empty',
  );
}

export interface RatingBadgeProps {
  /** The average, 1 to 5 (one decimal); null before the first review. */
  value: number | null;
  /** How many reviews the average is of; shown beside it when given. */
  count?: number;
  size?: 'sm' | 'md';
}

// The design system's own strings use Lingui's runtime API with explicit `ui.*` ids (see
// TextArea for why not the macros).

/**
 * A rating as stars with its figure and count ("4.8 12 reviews", or "4.8 (12)" when small).
 * Screen readers hear one phrase: "Rated 4.8 out of 5 from 12 reviews". Before the first
 * review it says so rather than showing 0 stars.
 */
export function RatingBadge({ value, count, size = 'md' }: RatingBadgeProps) {
  const { i18n } = useLingui();
  if (value === null || count === 0) {
    return (
      <span className={css.noReviews}>
        {i18n._({ id: 'ui.ratingBadge.noReviews', message: 'No reviews yet' })}
      </span>
    );
  }
  const figure = i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label =
    count === undefined
      ? i18n._({
          id: 'ui.ratingBadge.rated',
          message: 'Rated {figure} out of 5',
          values: { figure },
        })
      : i18n._({
          id: 'ui.ratingBadge.ratedFrom',
          message:
            '{count, plural, one {Rated {figure} out of 5 from # review} other {Rated {figure} out of 5 from # reviews}}',
          values: { count, figure },
        });
  const shownCount = count === undefined ? '' : i18n.number(count);
  return (
    <span role="img" aria-label={label} className={`${css.rating} ${css.ratingText[size]}`}>
      <span className={css.stars}>
        {starFills(value).map((fill, index) => (
          // The five stars never reorder: their place is their key.
          <StarGlyph key={`star-${index}`} fill={fill} className={css.starSize[size]} />
        ))}
      </span>
      <span className={css.average}>{figure}</span>
      {count !== undefined &&
        (size === 'md' ? (
          <span className={css.count}>
            {i18n._({
              id: 'ui.ratingBadge.reviews',
              message: '{count, plural, one {# review} other {# reviews}}',
              values: { count },
            })}
          </span>
        ) : (
          <span className={css.count}>({shownCount})</span>
        ))}
    </span>
  );
}
