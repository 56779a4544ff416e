import { mediaQueries } from '@quoteway/ui/breakpoints';
import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';
import {
  heroLeadRule,
  heroRule,
  heroTextRule,
  heroTitleRule,
  rowListRule,
} from '../../layout/pageRules';

// The home and landing pages: the hero with the search (or the wizard), then the sections
// that earn a visitor's trust. Logical properties only: everything mirrors in Arabic.

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const page = style({ display: 'grid', gap: vars.space.xxl });

// ---- the hero ----------------------------------------------------------------------------
// Its box, heading and lead are the served page's too (layout/pageRules.ts).

export const hero = style(heroRule);

/**
 * With the wizard open, it takes the whole width under the heading; on a phone the hero's
 * side padding shrinks too, so the wizard's fields (a mobile number beside its country
 * code) keep room at 320 px.
 */
export const heroWide = style({
  '@media': {
    [mediaQueries.smDown]: { paddingInline: vars.space.xs },
    [mediaQueries.mdUp]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const heroText = style(heroTextRule);

export const heroTitle = style(heroTitleRule);

export const heroLead = style(heroLeadRule);

export const heroPoints = style(rowListRule(vars.space.sm));

export const heroPoint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const heroPointIcon = style({ flex: 'none', inlineSize: '18px', blockSize: '18px' });

/** The search (or the wizard) on a surface of its own: the page's colours inside. */
export const heroPanel = style({
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  '@media': {
    [mediaQueries.smUp]: { padding: vars.space.lg },
    [mediaQueries.smDown]: { selectors: { [`${heroWide} &`]: { paddingInline: vars.space.sm } } },
  },
});

export const searchForm = style({ display: 'grid', gap: vars.space.md });

export const searchHeading = style({ margin: 0, fontSize: vars.fontSize.xl });

/** Where the popular trades come: their height (two rows on a phone, one from sm up) is held. */
export const quickPicksSlot = style({
  display: 'grid',
  alignContent: 'start',
  minBlockSize: '68px',
  '@media': { [mediaQueries.smUp]: { minBlockSize: '32px' } },
});

export const quickPicks = style({
  ...rowListRule(vars.space.xs),
  alignItems: 'center',
});

export const quickPick = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  minBlockSize: '32px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const searchActions = style({ display: 'grid', gap: vars.space.sm });

export const browseAll = style({
  justifySelf: 'center',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  padding: vars.space.xs,
  background: 'none',
  border: 0,
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

/** The wizard's room while its code loads (it is fetched when the visitor comes to the search). */
export const wizardLoading = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '24rem',
});

/**
 * Everything below the hero. Its code and data arrive after the first screen: it holds a
 * screen's height meanwhile, so the footer starts below the fold and never jumps into view.
 */
export const sections = style({
  display: 'grid',
  gap: vars.space.xxl,
  minBlockSize: '100vh',
  alignContent: 'start',
});
