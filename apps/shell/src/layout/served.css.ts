import { HEADER_HEIGHT, mediaQueries, SIDEBAR_WIDTH } from '@quoteway/ui/breakpoints';
import { vars } from '@quoteway/ui/vars';
import { globalStyle } from '@vanilla-extract/css';
import {
  coverRule,
  heroLeadRule,
  heroRule,
  heroTextRule,
  heroTitleRule,
  pageTitleRule,
  rowListRule,
  sectionTitleRule,
  userTextRule,
} from './pageRules';

// The served page (apps/api publicPages: a public page's content as HTML inside #root, before
// the app replaces it) laid out as the app lays the page out: the room of the header (and of
// the sidebar from 960 px), the page's column, and the first screen's boxes at the app's sizes
// (pageRules.ts). When the app comes, what was on screen stays where it was, the same size,
// and the page's largest text or picture is the served one, painted first. The class names
// are the served markup's (apps/api/src/modules/publicPages/views.ts).

const root = '#root:has(> main.served)';
const main = '#root > main.served';

// The header's room, in its colours; from 960 px, the sidebar's beside the page.
globalStyle(root, {
  '@media': {
    [mediaQueries.mdUp]: {
      display: 'grid',
      gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)`,
      alignContent: 'start',
    },
  },
});
globalStyle(`${root}::before`, {
  content: '""',
  display: 'block',
  blockSize: `${HEADER_HEIGHT.mobile}px`,
  backgroundColor: vars.color.headerBackground,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.smUp]: { blockSize: `${HEADER_HEIGHT.desktop}px` },
    [mediaQueries.mdUp]: { gridColumn: '1 / -1' },
  },
});

// The page's column (PageContainer), its parts one under the other.
globalStyle(main, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignContent: 'start',
  inlineSize: '100%',
  maxInlineSize: '1280px',
  marginInline: 'auto',
  padding: vars.space.md,
  // A long address (a business's website) wraps rather than widen the page.
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.smUp]: { padding: vars.space.lg },
    [mediaQueries.mdUp]: { gridColumn: '2' },
  },
});
globalStyle(`${main} :is(article, section)`, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
});

globalStyle(`${main} h1`, pageTitleRule);
globalStyle(`${main} h2`, sectionTitleRule);
globalStyle(`${main} .muted`, { color: vars.color.textMuted });
globalStyle(`${main} .user-text`, userTextRule);

// The trail of links above a page's heading, on one line where it fits (the served pages
// with one are in English: left to right).
globalStyle(`${main} nav[aria-label="Breadcrumb"] ol`, {
  ...rowListRule(vars.space.xs),
  fontSize: vars.fontSize.sm,
});
globalStyle(`${main} nav[aria-label="Breadcrumb"] li + li::before`, {
  content: '"›"',
  marginInlineEnd: vars.space.xs,
  color: vars.color.textMuted,
});

// A content page's text (help, policies, about): at the reading size of the app's `prose`.
globalStyle(`${main} > article[lang]`, { fontSize: vars.fontSize.lg, lineHeight: 1.65 });

// A business's cover.
globalStyle(`${main} .cover`, coverRule);

// The home and landing pages' hero, with the search's room beside it from 960 px (empty: the
// search is the app's).
globalStyle(`${main} .hero`, heroRule);
globalStyle(`${main} .hero::after`, {
  '@media': { [mediaQueries.mdUp]: { content: '""' } },
});
globalStyle(`${main} .hero-text`, heroTextRule);
globalStyle(`${main} .hero h1`, heroTitleRule);
globalStyle(`${main} .hero p`, heroLeadRule);
