import { vars } from '@quoteway/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

// The console's shared styles on the design system's theme variables. Logical properties
// only, so Arabic mirrors.

/** A short phrase kept on one line (an amount beside the words it belongs to). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** Secondary text: places, times, hints. */
export const mutedText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A price in credits, shown before the business spends anything. */
export const priceTag = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** A term/description list laid out as two columns. */
export const factList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  overflowWrap: 'anywhere',
  // On a phone each answer goes under its question: two columns do not fit.
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Terms of a fact list. */
export const factTerm = style({ color: vars.color.textMuted });

/** One term and its description, laid out by the fact list's grid as if unwrapped. */
export const factRow = style({ display: 'contents' });

globalStyle(`${factList} dd`, {
  margin: 0,
  marginBlockEnd: vars.space.xs,
  unicodeBidi: 'plaintext',
});

// A value that is no one's sentence (an amount "NZ$ 600", a place, a first name) sits on the
// page's side like the term above it: with `plaintext` its first Latin letter put it on the
// left of an Arabic page. It stays isolated from the text around it.
globalStyle(`${factList} dd[data-value]`, { unicodeBidi: 'isolate' });

// A lead's questions come in the trade's language (English in an Arabic page): like the
// answers, each takes its own direction, so its question mark ends the question.
globalStyle(`${factList} dt`, { unicodeBidi: 'plaintext' });

/** Error text, as the design system's fields show it. */
export const errorText = style({
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** Text the customer or the business typed: their line breaks are kept. */
export const typedText = style({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  // Its direction follows the text (English typed into an Arabic page reads left to right).
  unicodeBidi: 'plaintext',
});

/** A group of fields under a small heading (a trade category, a day of the week). */
export const fieldGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The heading of a field group. */
export const fieldGroupLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});
