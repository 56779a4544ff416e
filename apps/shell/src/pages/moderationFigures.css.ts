import { vars } from '@quoteway/ui/vars';
import { style, globalStyle } from '@vanilla-extract/css';

// The published moderation figures. Logical properties only (Arabic mirrors); the table scrolls
// inside its own box, so a narrow screen never scrolls the page sideways.

export const lead = style({ maxInlineSize: '48rem', color: vars.color.textMuted });

export const months = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const month = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
});

export const monthTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const tableBox = style({ overflowX: 'auto', maxInlineSize: '100%' });

export const table = style({ borderCollapse: 'collapse', minInlineSize: '100%' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xs,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} td`, { fontVariantNumeric: 'tabular-nums' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });

globalStyle(`${facts} dd`, {
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
