import { vars } from '@quoteway/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';
import { rowListRule } from '../../layout/pageRules';

// The help and policy pages: long text people read before they trust us with their money.
// A readable measure (about 70 characters), generous line height, headings that stand out,
// theme colours only (light, semi-dark and dark), logical properties only (Arabic mirrors),
// and nothing wider than a 320 px screen.

const wide = 'screen and (min-width: 1100px)';
const MEASURE = '70ch';

/** A page whose text is still loading holds a screen's height (the footer stays below it). */
export const loading = style({ minBlockSize: '100vh' });

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  minInlineSize: 0,
  maxInlineSize: MEASURE,
});

/** With a table of contents: beside the text on a wide screen, above it on a phone. */
export const withToc = style({
  '@media': {
    [wide]: {
      maxInlineSize: 'none',
      gridTemplateColumns: `15rem minmax(0, ${MEASURE})`,
      columnGap: vars.space.xxl,
      alignItems: 'start',
    },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [wide]: { gridColumn: '1 / -1', maxInlineSize: MEASURE } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const updated = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const policyNav = style({
  ...rowListRule(`${vars.space.xs} ${vars.space.md}`),
  fontSize: vars.fontSize.sm,
});

export const toc = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  '@media': {
    [wide]: {
      position: 'sticky',
      insetBlockStart: vars.space.lg,
      maxBlockSize: `calc(100vh - 2 * ${vars.space.lg})`,
      overflowY: 'auto',
    },
  },
});

export const tocTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const tocList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  lineHeight: vars.lineHeight.tight,
});

/** The Markdown's HTML: paragraphs, lists, links and headings, at a reading size. */
export const prose = style({
  minInlineSize: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.65,
  overflowWrap: 'break-word',
});

globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, {
  marginBlock: `0 ${vars.space.md}`,
});
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.lg });
globalStyle(`${prose} li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${prose} a:not([data-anchor])`, {
  color: vars.color.primaryText,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
});
globalStyle(`${prose} a:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});
globalStyle(`${prose} table`, {
  display: 'block',
  maxInlineSize: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
});
globalStyle(`${prose} th, ${prose} td`, {
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const section = style({
  marginBlockStart: vars.space.xl,
  scrollMarginBlockStart: vars.space.lg,
});

export const sectionTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  scrollMarginBlockStart: vars.space.lg,
});

export const entry = style({
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  scrollMarginBlockStart: vars.space.lg,
  selectors: {
    // A question linked to (#credit-returns) is marked while it is the page's target.
    '&:target': {
      borderInlineStart: `4px solid ${vars.color.primary}`,
      paddingInlineStart: vars.space.md,
    },
  },
});

export const entryTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** A heading's own link (to its anchor), in the heading's colour (marked `data-anchor`). */
export const anchor = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': {
    outline: `2px solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
    borderRadius: vars.radius.sm,
  },
});

export const search = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const searchStatus = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const empty = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.text,
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const flush = style({ margin: 0 });

globalStyle(`${entry} :is(p, ul, ol):last-child`, { marginBlockEnd: 0 });
