import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// The business profile editor. Logical properties only, so Arabic mirrors.

/**
 * The page: one column on a phone (the meter and the preview first, then the sections); on a
 * wide screen the sections on one side and the meter and preview beside them, kept in view.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"aside" "main"',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1200px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 340px)',
      gridTemplateAreas: '"main aside"',
    },
  },
});

export const main = style({ gridArea: 'main', minInlineSize: 0 });

export const aside = style({
  gridArea: 'aside',
  minInlineSize: 0,
  '@media': {
    'screen and (min-width: 1200px)': { position: 'sticky', insetBlockStart: vars.space.lg },
  },
});

/** A section the meter's hints scroll to: a little room above it under the sticky header. */
export const section = style({ scrollMarginBlockStart: '80px' });

/** A heading that takes focus when a hint points at its section. */
export const focusableHeading = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

// ---- the completeness meter -------------------------------------------------------------

export const meterTrack = style({
  blockSize: '10px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
});

/** The filled part, from the inline start (the right in Arabic). */
export const meterFill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primaryStrong,
  transition: 'inline-size 300ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const meterComplete = style({ backgroundColor: vars.color.success });

export const hintList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

/** A hint: a button that reads as a sentence and wraps like one. */
export const hintButton = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primaryText,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  ':hover': { backgroundColor: vars.color.background },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** "Show 4 more": a quiet text button under the hints. */
export const moreHints = style({
  padding: vars.space.xs,
  border: 'none',
  background: 'none',
  color: vars.color.primaryText,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const hintMark = style({ flexShrink: 0, fontWeight: vars.fontWeight.bold });

// ---- the preview card -------------------------------------------------------------------

export const previewHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const previewName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

export const previewLogo = style({
  flexShrink: 0,
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.md,
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const previewCover = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '8 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const stars = style({ color: vars.color.warning, fontWeight: vars.fontWeight.bold });

// ---- badges -----------------------------------------------------------------------------

export const verifiedRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The business number: digits read left to right in Arabic too. */
export const businessNumber = style({
  fontFamily: vars.font.mono,
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

// ---- logo and cover ---------------------------------------------------------------------

export const imageSlots = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  },
});

/** The frame of a logo or cover: the picture, the one being uploaded, or an empty outline. */
export const imageFrame = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const logoFrame = style({ inlineSize: '128px', blockSize: '128px' });

/** The cover as the server crops it (1600 x 600). */
export const coverFrame = style({ inlineSize: '100%', aspectRatio: '8 / 3' });

export const framedImage = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

/** A logo is shown whole (the server fits it in a square, it does not crop it). */
export const logoImage = style({ objectFit: 'contain', backgroundColor: vars.color.surface });

/** A picture still uploading: dimmed under its spinner. */
export const uploading = style({ opacity: 0.45 });

export const frameOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
});

// ---- the gallery -----------------------------------------------------------------------

export const galleryGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 130px), 1fr))',
});

export const galleryItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const galleryFigure = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const galleryImage = style({
  display: 'block',
  inlineSize: '100%',
  // The width and height attributes reserve the space; the grid decides the size.
  blockSize: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const galleryCaption = style({
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

/** A photo chosen but not yet added: its preview beside its caption field. */
export const stagedItem = style({
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const stagedPreview = style({
  inlineSize: '88px',
  blockSize: '66px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
});

/** The file's name where no preview can be made. */
export const stagedName = style({
  inlineSize: '88px',
  blockSize: '66px',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

// ---- licences ---------------------------------------------------------------------------

export const licenceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

/**
 * One licence: name, number and its remove button in a row; on a phone the number goes
 * under the name and the button stays beside them.
 */
export const licenceRow = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"name remove" "number remove"',
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (min-width: 700px)': {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) auto',
      gridTemplateAreas: '"name number remove"',
      borderBlockEnd: 'none',
      paddingBlockEnd: 0,
    },
  },
});

export const licenceName = style({ gridArea: 'name', minInlineSize: 0 });
export const licenceNumber = style({ gridArea: 'number', minInlineSize: 0 });
export const licenceRemove = style({ gridArea: 'remove', alignSelf: 'center' });

// ---- trades, area and hours -------------------------------------------------------------

export const disclosure = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.sm,
});

export const disclosureSummary = style({
  cursor: 'pointer',
  paddingBlock: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primaryText,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const disclosureBody = style({ paddingBlock: vars.space.md });

// ---- asking before removing -------------------------------------------------------------

export const confirmBox = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  backgroundColor: vars.color.surface,
});

export const confirmQuestion = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const confirmActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const slotActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const hoursList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const hoursDay = style({ display: 'inline-block', minInlineSize: '3.5em' });
