import { vars } from '@quoteway/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';
import { factList } from '../styles.css';

// The return-on-spend dashboard. Logical properties only, so Arabic mirrors; nothing wider
// than a 320 px phone.

/** The headline figures: as many tiles a row as fit, one a row on the narrowest phone. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
});

/** One figure: its name above, its value below. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const tileTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tileValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The custom period's two dates, side by side when they fit. */
export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space.sm,
});

/** The chart and the per-trade table: full width, the table's words may wrap. */
export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  textAlign: 'start',
  verticalAlign: 'middle',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.sm,
});

/** The week column of the chart. */
export const weekColumn = style({ inlineSize: '26%' });

/** A bar and its figure, one above the other. */
export const barCell = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

/** An SVG bar filling the cell's width (its length is the figure's share of the largest). */
export const bar = style({ display: 'block', inlineSize: '100%', blockSize: '0.75rem' });

export const spendFill = style({ fill: vars.color.primary });
export const hiresFill = style({ fill: vars.color.success });

/** The chart's key: a swatch beside each series' name. */
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({ inlineSize: '0.75rem', blockSize: '0.75rem', flex: 'none' });

/** The per-trade table scrolls by itself rather than widening the page. */
export const tableScroll = style({ overflowX: 'auto', maxInlineSize: '100%' });

export const tradeTable = style({ minInlineSize: '34rem' });

/**
 * A figure in a fact list: its own direction-neutral island, so that numbers and money,
 * which carry no direction of their own, follow the page's (the right in Arabic).
 */
export const figureValue = style({});

globalStyle(`${factList} dd.${figureValue}`, { unicodeBidi: 'isolate' });
