import { vars } from '@quoteway/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';
import {
  columnListRule,
  coverRule,
  pageTitleRule,
  rowListRule,
  sectionTitleRule,
} from '../layout/pageRules';

// The public pages: a business's page, the directory and the trade listings. Logical
// properties only, so Arabic mirrors; nothing wider than a 320 px screen.

const wide = 'screen and (min-width: 960px)';

export const flush = style({ margin: 0 });

export const problem = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

/**
 * A page still loading what it shows holds a screen's height, so the footer under it starts
 * below the fold and does not jump when the page comes.
 */
export const loading = style({ minBlockSize: '100vh' });

// ---- a business's page -------------------------------------------------------------------

export const profile = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

// The cover and the name are the served page's too (layout/pageRules.ts).
export const cover = style(coverRule);

export const profileHeader = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  '@media': {
    'screen and (max-width: 479.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    [wide]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
  },
});

export const profileTitles = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const headerAction = style({
  gridColumn: '1 / -1',
  '@media': { [wide]: { gridColumn: 'auto' } },
});

export const title = style(pageTitleRule);

export const ratingLink = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const tradeLinks = style(rowListRule(vars.space.xs));

export const tradeChip = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.primary },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/**
 * One column on phones (about, facts, photos, reviews); from 960 px the facts stand beside
 * the rest.
 */
export const profileBody = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
      gridTemplateAreas: '"about aside" "photos aside" "reviews aside"',
      gridTemplateRows: 'auto auto 1fr',
      columnGap: vars.space.xl,
    },
  },
});

const area = (name: string) =>
  style({
    display: 'grid',
    gap: vars.space.md,
    minInlineSize: 0,
    '@media': { [wide]: { gridArea: name } },
  });

export const about = area('about');
export const photos = area('photos');
export const reviews = area('reviews');
export const aside = style([area('aside'), { alignSelf: 'start', alignContent: 'start' }]);

export const sectionTitle = style(sectionTitleRule);
export const asideTitle = style({
  marginBlock: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
});

export const factList = style({
  ...columnListRule(vars.space.sm),
  overflowWrap: 'anywhere',
});

export const factTerm = style({ color: vars.color.textMuted });

export const hours = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const hoursRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});
globalStyle(`${hoursRow} > dd`, { margin: 0, color: vars.color.textMuted });

// ---- the directory and the trade listings ----------------------------------------------

export const searchForm = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 720px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  gridColumn: '1 / -1',
  margin: 0,
  padding: 0,
  border: 'none',
});

export const resultsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const results = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

/** Results of the last search, shown while the new one loads. */
export const stale = style({
  opacity: 0.55,
  transition: 'opacity 150ms ease-in',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const emptyState = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
});

export const suggestions = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const chips = style(rowListRule(vars.space.sm));

export const explainer = style({ display: 'grid', gap: vars.space.sm });
globalStyle(`${explainer} p`, { margin: 0 });

export const categories = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const categoryName = style({ margin: 0, fontSize: vars.fontSize.md });

export const categoryTrades = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const breadcrumb = style({
  ...rowListRule(vars.space.xs),
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
// A chevron between the crumbs, pointing along the reading direction.
globalStyle(`${crumb} + ${crumb}::before`, {
  content: '"›"',
  color: vars.color.textMuted,
});
globalStyle(`[dir="rtl"] ${crumb} + ${crumb}::before`, { content: '"‹"' });

export const listingHeader = style({ display: 'grid', gap: vars.space.sm });

export const pageTitle = style(pageTitleRule);

export const stack = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });
