import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

/** Lined up with the menu items below it (the list's padding plus the item's). */
export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  paddingBlock: vars.space.md,
  paddingInline: `calc(${vars.space.sm} + 12px)`,
  borderBlockEnd: `1px solid color-mix(in srgb, currentColor 15%, transparent)`,
});

/** The mini sidebar (80 px): the picture over the cut name, centred. */
export const accountMini = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  textAlign: 'center',
  borderBlockEnd: `1px solid color-mix(in srgb, currentColor 15%, transparent)`,
});

export const text = style({ minInlineSize: 0, maxInlineSize: '100%' });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${accountMini} &`]: { fontSize: vars.fontSize.xs } },
});

export const view = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
});
