import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';
import { rowListRule } from '../layout/pageRules';

// The review page: star inputs, the form, a posted review, the states around them.
// Logical properties only: everything mirrors in Arabic.

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

// Grids of one column take the width they are given (minmax(0, 1fr)): an auto column grows
// to its widest word, and a long business name then pushed the form out of its card.
const oneColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;

export const page = style({ ...oneColumn, gap: vars.space.lg, maxInlineSize: '44rem' });

export const businessHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const businessName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const form = style({ ...oneColumn, gap: vars.space.lg });

// ---- a star input: five radios drawn as stars ----------------------------------------

export const starGroup = style({
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const starLegend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.error, marginInlineStart: vars.space.xxs });

export const starRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const stars = style({ display: 'inline-flex', gap: vars.space.xxs });

/** One star: its invisible radio sits on it (so focus scrolls to the star). */
export const starItem = style({ position: 'relative', display: 'inline-flex' });

/** The radio itself is invisible; its star label shows the choice and the focus. */
export const radio = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  opacity: 0,
  inlineSize: '1px',
  blockSize: '1px',
  margin: 0,
  pointerEvents: 'none',
});

export const starLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.md,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  selectors: {
    [`${radio}:focus-visible + &`]: focusRing,
    [`${radio}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const starLit = style({ color: vars.color.warning });

export const starIcon = style({ inlineSize: '30px', blockSize: '30px' });

export const starWord = style({
  minInlineSize: '6rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const starError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.error,
});

export const detailGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: '1fr 1fr' } },
});

// ---- photos ------------------------------------------------------------------------------

export const photoList = style(rowListRule(vars.space.sm));

export const photoItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  maxInlineSize: '100%',
  minInlineSize: 0,
});

export const photoName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxInlineSize: '14rem',
});

export const thumbs = style(rowListRule(vars.space.sm));

export const thumbLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&:focus-visible': focusRing },
});

export const thumb = style({
  display: 'block',
  inlineSize: '96px',
  blockSize: '96px',
  objectFit: 'cover',
  backgroundColor: vars.color.background,
});

// ---- a posted review ---------------------------------------------------------------------

export const review = style({ ...oneColumn, gap: vars.space.md });

export const reviewMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const verifiedHire = style({
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const details = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const detail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
});

export const detailTerm = style({ color: vars.color.textMuted });

export const detailValue = style({ margin: 0 });

export const reviewText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

export const reply = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  backgroundColor: vars.color.background,
});

export const replyHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const stateHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  selectors: { '&:focus-visible': focusRing },
});
