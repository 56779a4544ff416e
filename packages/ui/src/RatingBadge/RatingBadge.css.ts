import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Stars, figure and count of a rating. Logical properties only: it mirrors in Arabic.

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const stars = style({ display: 'inline-flex', gap: '1px', color: vars.color.warning });

export const starSize = styleVariants({
  sm: { inlineSize: '14px', blockSize: '14px' },
  md: { inlineSize: '18px', blockSize: '18px' },
});

export const star = style({ flex: 'none', display: 'block' });

/** A half star fills from the reading start: on the right in Arabic. */
export const halfStar = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const ratingText = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
});

export const average = style({ fontWeight: vars.fontWeight.bold });

export const count = style({ color: vars.color.textMuted });

export const noReviews = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
