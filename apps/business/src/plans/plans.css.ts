import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

/** The custom purchase's slider, full width. */
export const rangeInput = style({
  inlineSize: '100%',
  accentColor: vars.color.primary,
});

/** The custom purchase's live price: a row of phrasing content that wraps. */
export const customPrice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

/** The ledger scrolls sideways on a narrow screen instead of squeezing its columns. */
export const ledgerScroller = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  minInlineSize: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const ledgerTable = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
});

export const ledgerCaption = style({ textAlign: 'start' });

export const ledgerCell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

/** Amounts line up at the end of their column. */
export const ledgerAmount = style([ledgerCell, { textAlign: 'end' }]);

/** Where Stripe's Payment Element mounts its frame: as wide as the dialog, never wider. */
export const cardElement = style({
  inlineSize: '100%',
  minBlockSize: '120px',
});

/** A tax document's amount lines: their labels read as text, the total's as the sum. */
export const amountLabel = style([ledgerCell, { fontWeight: vars.fontWeight.regular }]);

/** The weekly cap's field: a number of credits needs no more than this, even on a desktop. */
export const capField = style({ maxInlineSize: '20rem' });

/** This month's top-ups: a plain list, its items spaced. */
export const topUpList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});
