import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Like TextField's input, but keeping the platform's arrow (no `appearance: none`).
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
