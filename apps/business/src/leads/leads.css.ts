import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

/** The folded filters' row: the button, then what is applied, wrapping on the narrowest. */
export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  marginBlockEnd: vars.space.sm,
});

/** Around the button, for its listeners only: no box of its own. */
export const filterButton = style({ display: 'contents' });

export const filterSummary = style({
  flex: '1 1 12rem',
  minInlineSize: 0,
  margin: 0,
});

export const drawerBody = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
});
