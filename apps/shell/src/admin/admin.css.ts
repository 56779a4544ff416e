import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// The operator console. Logical properties only: everything mirrors in Arabic. Grids of one
// column (minmax(0, 1fr)) so a long id or address never pushes the page sideways at 320 px.

const oneColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const nav = style({ marginBlock: vars.space.md });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.primaryContrast,
      borderColor: vars.color.primary,
    },
  },
});

export const section = style({ ...oneColumn, gap: vars.space.md });

export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const form = style({ ...oneColumn, gap: vars.space.md, maxInlineSize: '36rem' });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
});

export const list = style({
  ...oneColumn,
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const row = style({ ...oneColumn, gap: vars.space.xs, minInlineSize: 0 });

export const strong = style({ fontWeight: vars.fontWeight.bold, margin: 0 });

export const wrap = style({ overflowWrap: 'anywhere' });

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tileLabel = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const figure = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

/** The second-factor step's card, apart from the page's title. */
export const step = style({ marginBlockStart: vars.space.md, maxInlineSize: '36rem' });
