import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  marginBlockEnd: vars.space.xs,
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** One option: the whole row is the target (44 px high, as touch targets should be). */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { backgroundColor: vars.color.background } },
});

export const input = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
