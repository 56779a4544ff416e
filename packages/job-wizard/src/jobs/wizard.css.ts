import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// The job wizard's own pieces (choice groups, the trade list, the summary). Logical
// properties only: the wizard mirrors in Arabic.

export const wizard = style({ display: 'grid', gap: vars.space.lg });

export const form = style({ display: 'grid', gap: vars.space.md });

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const followUp = style({
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.sm,
});

/**
 * The trades, grouped by category, in as many columns as fit: every category is on the page
 * (no box scrolling inside the card), and a category never breaks across two columns.
 */
export const tradeList = style({
  columnWidth: '13rem',
  columnGap: vars.space.lg,
});

export const tradeGroup = style({
  breakInside: 'avoid',
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.md,
});

export const categoryHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const inlineActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

export const reviewSection = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const reviewHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const reviewTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const summary = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const summaryRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': {
    'screen and (min-width: 600px)': {
      gridTemplateColumns: 'minmax(10rem, 1fr) 2fr',
      gap: vars.space.md,
    },
  },
});

// The summary holds the customer's own words and the trade's questions (data, in English):
// each paragraph takes the direction of its own text, so in Arabic an English question keeps
// its "?" at the end and a description its full stop.
export const summaryTerm = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  unicodeBidi: 'plaintext',
});

export const summaryValue = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** Text with an e-mail address or a number in it: it breaks rather than push the page wide. */
export const longText = style({ margin: 0, overflowWrap: 'anywhere' });

export const photosLabel = style({ fontWeight: vars.fontWeight.medium });

/** The chosen photos: previews that wrap, each with its Remove button under it. */
export const photoList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
});

export const photoItem = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const photoPreview = style({
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
});
