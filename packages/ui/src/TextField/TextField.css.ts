import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const required = style({
  color: vars.color.error,
  marginInlineStart: vars.space.xxs,
});

/** What a field's control looks like, the input's and the Select's. */
export const control = style({
  inlineSize: '100%',
  minBlockSize: '44px',
  paddingBlock: vars.space.sm,
  paddingInline: '12px',
  // 16px minimum stops iOS Safari from zooming in on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  textAlign: 'start',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '0',
      borderColor: vars.color.focusRing,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const input = style([
  control,
  {
    appearance: 'none',
    transition: 'border-color 120ms ease',
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled):not(:read-only)': { borderColor: vars.color.text },
      '&[aria-invalid="true"]:focus-visible': { outlineColor: vars.color.error },
      '&:read-only': { backgroundColor: vars.color.background },
    },
  },
]);

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.error,
});
