import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// Form pieces the design system does not have (form layout, phone row, form status),
// drawn to match its TextField. Logical properties only: the forms mirror in Arabic.

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxInlineSize: '36rem',
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: '1fr 1fr' },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  position: 'relative',
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.error,
});

/**
 * A calling-code select beside the national number, in reading order. Aligned at the top,
 * so an error under the number does not push the select down beside it.
 */
export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5.5rem, auto) minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const status = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.info}`,
  backgroundColor: vars.color.background,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const statusError = style({ borderInlineStartColor: vars.color.error });
export const statusSuccess = style({ borderInlineStartColor: vars.color.success });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});
