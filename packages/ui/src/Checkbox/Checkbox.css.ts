import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const box = style({
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  margin: 0,
  accentColor: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The error under the box, as the design system's fields show it. */
export const error = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
