import { vars } from '@quoteway/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

// A business's reviews as customers see them (its public page) and as it sees them (its
// console): rating summary, review cards, photos. Logical properties only, so Arabic mirrors;
// nothing wider than a 320 px screen.

export const muted = style({ color: vars.color.textMuted });

/** Text someone typed: kept as written (line breaks), in its own direction. */
export const userText = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

// ---- rating summary --------------------------------------------------------------------

export const ratingSummary = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 720px)': { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
  },
});

export const overall = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
});

export const bigNumber = style({
  fontSize: '3rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const distribution = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minInlineSize: 0,
});

export const distributionRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(4rem, auto) minmax(0, 1fr) 3ch',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const bar = style({
  position: 'relative',
  display: 'block',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

const barPart = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  background: vars.color.warning,
  borderRadius: vars.radius.full,
});

/** A bar filled in steps of 5% (0 to 20). */
export const barFill = Array.from({ length: 21 }, (_, step) =>
  style([barPart, { inlineSize: `${step * 5}%` }]),
);

export const barCount = style({ textAlign: 'end', color: vars.color.textMuted });

export const detailRatings = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const detailRating = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  columnGap: vars.space.md,
});

export const detailValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
});

// ---- photos ----------------------------------------------------------------------------

const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photoGrid = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))' },
]);
export const photoGridSmall = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 5.5rem))' },
]);

export const thumbButton = style({
  display: 'block',
  inlineSize: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.border,
  cursor: 'zoom-in',
  overflow: 'hidden',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const thumb = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
});

export const viewerFigure = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const viewerImage = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '70vh',
  marginInline: 'auto',
  objectFit: 'contain',
});

export const viewerCaption = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

// ---- reviews ---------------------------------------------------------------------------

export const review = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
});

export const reviewHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const reviewer = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const hireLine = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const subRatings = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const subRating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
globalStyle(`${subRating} dd`, { margin: 0 });

export const reply = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  background: vars.color.background,
  borderRadius: vars.radius.sm,
});

export const replyTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });
