import { mediaQueries } from '@quoteway/ui/breakpoints';
import { vars } from '@quoteway/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';
import { columnListRule } from '../../layout/pageRules';

// The home page's sections below the hero (their own chunk, with these styles): figures,
// popular trades, how it works, recent reviews. Logical properties only (Arabic mirrors).

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

// ---- sections ----------------------------------------------------------------------------

export const section = style({ display: 'grid', gap: vars.space.lg });

export const sectionHeader = style({ display: 'grid', gap: vars.space.xs });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const sectionLead = style({ margin: 0, color: vars.color.textMuted });

// ---- trust figures -----------------------------------------------------------------------

export const figures = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * The figures' room while they load (as measured in English: two rows of two on a phone, one
 * row from sm up).
 */
export const figuresPending = style({
  minBlockSize: '21rem',
  '@media': {
    [mediaQueries.smUp]: { minBlockSize: '12.5rem' },
    [mediaQueries.mdUp]: { minBlockSize: '11rem' },
  },
});

export const figure = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const figureValue = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primaryText,
});

export const figureLabel = style({ color: vars.color.textMuted });

// ---- popular trades ----------------------------------------------------------------------

export const trades = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const trade = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.sm,
  blockSize: '100%',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, boxShadow: `0 2px 8px ${vars.color.border}` },
    '&:focus-visible': focusRing,
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

export const tradeIcon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  color: vars.color.primaryText,
});

globalStyle(`${tradeIcon} svg`, { inlineSize: '30px', blockSize: '30px' });

export const moreLink = style({ justifySelf: 'start' });

// ---- how it works ------------------------------------------------------------------------

export const audiences = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQueries.mdUp]: { gridTemplateColumns: '1fr 1fr' } },
});

export const audience = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const audienceTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const steps = style({
  ...columnListRule(vars.space.md),
  counterReset: 'step',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: '2.25rem minmax(0, 1fr)',
  columnGap: vars.space.md,
  counterIncrement: 'step',
  selectors: {
    '&::before': {
      content: 'counter(step)',
      gridRow: 'span 2',
      display: 'grid',
      placeItems: 'center',
      inlineSize: '2.25rem',
      blockSize: '2.25rem',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.primaryStrong,
      color: vars.color.primaryContrast,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const stepText = style({ margin: 0, color: vars.color.textMuted });

// ---- recent reviews ----------------------------------------------------------------------

export const reviews = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const review = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const reviewText = style({
  margin: 0,
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
  display: '-webkit-box',
  WebkitLineClamp: 5,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const reviewBy = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const reviewHire = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

// ---- a landing page's price guide ----------------------------------------------------------

/**
 * The price guide's two figures: an amount and a range are wider than a count, so each takes
 * a whole row on a phone (320 px) and they sit side by side from about 26rem.
 */
export const priceFigures = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const priceValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primaryText,
  overflowWrap: 'anywhere',
});

// ---- the guide to hiring a trade (a local page) ------------------------------------------

export const guideList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const guideHeading = style({ margin: 0, fontSize: vars.fontSize.lg });
