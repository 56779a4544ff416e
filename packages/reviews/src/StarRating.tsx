import { useLingui } from '@lingui/react/macro';
import { formatStars } from './format';
import * as css from './StarRating.css';

export interface StarRatingProps {
  /** The rating, 0 to 5; a fraction fills part of a star (to a tenth). */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  /**
   * What a screen reader hears instead of the default "4.8 out of 5 stars", e.g. a
   * translated "Quality: 4.8 out of 5 stars".
   */
  label?: string;
}

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

function StarShape({ className }: { className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      strokeWidth="1.5"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

/** The tenths of star `index` (0-4) that `value` fills. */
function tenthsOf(value: number, index: number): number {
  return Math.round(Math.min(1, Math.max(0, value - index)) * 10);
}

/**
 * A rating as five stars, one image for assistive technology named "4.8 out of 5 stars".
 * Show the number beside it where there is room; the stars alone are hard to read exactly.
 */
export function StarRating({ value, size = 'md', label }: StarRatingProps) {
  const { t, i18n } = useLingui();
  const rating = formatStars(value, i18n.locale);
  return (
    <span role="img" aria-label={label ?? t`${rating} out of 5 stars`} className={css.stars[size]}>
      {[0, 1, 2, 3, 4].map((index) => (
        <span key={index} className={css.star}>
          <StarShape className={css.empty} />
          <span className={css.fill[tenthsOf(value, index)]}>
            <StarShape className={css.filled} />
          </span>
        </span>
      ))}
    </span>
  );
}
