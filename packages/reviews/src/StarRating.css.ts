import { vars } from '@quoteway/ui/vars';
import { createVar, style, styleVariants } from '@vanilla-extract/css';

// Five stars, each filled from its inline start (the right in Arabic) to a tenth of a star.

const starSize = createVar();

const row = style({
  display: 'inline-flex',
  gap: '0.1em',
  verticalAlign: 'middle',
  lineHeight: 1,
});

export const stars = styleVariants({
  sm: [row, { vars: { [starSize]: '0.875rem' } }],
  md: [row, { vars: { [starSize]: '1.125rem' } }],
  lg: [row, { vars: { [starSize]: '1.5rem' } }],
});

export const star = style({
  position: 'relative',
  display: 'inline-block',
  inlineSize: starSize,
  blockSize: starSize,
  flexShrink: 0,
});

const shape = style({
  display: 'block',
  inlineSize: starSize,
  blockSize: starSize,
  maxInlineSize: 'none',
});

export const empty = style([
  shape,
  { color: vars.color.borderStrong, fill: 'none', stroke: 'currentColor' },
]);

const filledPart = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  blockSize: '100%',
  overflow: 'hidden',
  color: vars.color.warning,
  fill: 'currentColor',
  stroke: 'currentColor',
});

/** How much of a star is filled, in tenths (0 to 10). */
export const fill = Array.from({ length: 11 }, (_, tenths) =>
  style([filledPart, { inlineSize: `${tenths * 10}%` }]),
);

/** The filled star inside its clipped part. */
export const filled = style([shape]);
