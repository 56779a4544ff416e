import { mediaQueries } from '@quoteway/ui/breakpoints';
import { vars } from '@quoteway/ui/vars';
import type { GlobalStyleRule } from '@vanilla-extract/css';

// The rules a page's first screen and its served copy share (served.css.ts): the boxes the
// app draws when it replaces the served page are the same size as the served page's, so the
// page does not jump and its largest text or picture is the one painted first (Largest
// Contentful Paint). Plain objects, for `style()` in the pages' own .css.ts files and for
// `globalStyle()` over the served markup (so: properties and `@media` only, no selectors).

/** A business page's cover picture: the width of the page, a quarter of it high. */
export const coverRule = {
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '4 / 1',
  minBlockSize: '7rem',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.border,
} satisfies GlobalStyleRule;

/** A page's main heading (a business's name, a trade listing's title). */
export const pageTitleRule = {
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
} satisfies GlobalStyleRule;

/** The heading of a page's section. */
export const sectionTitleRule = { margin: 0, fontSize: vars.fontSize.xl } satisfies GlobalStyleRule;

/** Text someone typed: kept as written (line breaks), in its own direction. */
export const userTextRule = {
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
} satisfies GlobalStyleRule;

// ---- the home and landing pages' hero ------------------------------------------------------

export const heroRule = {
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  color: vars.color.primaryContrast,
  backgroundColor: vars.color.primaryStrong,
  backgroundImage: `linear-gradient(135deg, ${vars.color.primaryStrong} 0%, ${vars.color.secondaryStrong} 100%)`,
  '@media': {
    [mediaQueries.smUp]: { padding: vars.space.xl },
    [mediaQueries.mdUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 28rem)' },
  },
} satisfies GlobalStyleRule;

export const heroTextRule = {
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
} satisfies GlobalStyleRule;

export const heroTitleRule = {
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [mediaQueries.smUp]: { fontSize: vars.fontSize.xxxl } },
} satisfies GlobalStyleRule;

export const heroLeadRule = { margin: 0, fontSize: vars.fontSize.lg } satisfies GlobalStyleRule;

// ---- lists -------------------------------------------------------------------------------

/** A list without bullets or indent whose items run in a row that wraps, `gap` apart. */
export const rowListRule = (gap: string) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    gap,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }) satisfies GlobalStyleRule;

/** A list without bullets or indent whose items stand one under another, `gap` apart. */
export const columnListRule = (gap: string) =>
  ({ display: 'grid', gap, margin: 0, padding: 0, listStyle: 'none' }) satisfies GlobalStyleRule;
