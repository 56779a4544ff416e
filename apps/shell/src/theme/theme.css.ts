import { style } from '@vanilla-extract/css';
import { vars } from '@quoteway/ui/vars';
import { menuItem } from '../layout/layout.css';

export const switcher = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const select = style({
  minInlineSize: 0,
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
});

// The profile menu's theme group: the menu's own items, with a check mark before the chosen
// one.

export const separator = style({
  blockSize: 1,
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.border,
});

export const group = style({ listStyle: 'none', margin: 0, padding: 0 });

export const groupLabel = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const radioItem = style([
  menuItem,
  { display: 'flex', alignItems: 'center', gap: vars.space.sm },
]);

export const check = style({
  flexShrink: 0,
  visibility: 'hidden',
  selectors: { [`${radioItem}[aria-checked="true"] &`]: { visibility: 'visible' } },
});
