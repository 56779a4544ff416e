import { HEADER_HEIGHT, mediaQueries } from '@quoteway/ui/breakpoints';
import { vars } from '@quoteway/ui/vars';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

// The inbox: conversation list and message pane side by side (one at a time below 600 px).
// Logical properties only, so Arabic mirrors: sent messages sit at inline-end.

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(15rem, 22rem) minmax(0, 1fr)',
  gap: vars.space.md,
  blockSize: 'max(26rem, min(75vh, 48rem))',
  '@media': { [mediaQueries.smDown]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/**
 * A conversation on a phone: the screen below the site's header, as a messaging app shows it,
 * so the composer stays at the bottom and the thread scrolls between. `dvh` follows the
 * browser's bars, and the keyboard too (`interactive-widget=resizes-content` in index.html).
 */
export const panesPhoneConversation = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockStart: `${HEADER_HEIGHT.mobile}px`,
  blockSize: `calc(100dvh - ${HEADER_HEIGHT.mobile}px)`,
  zIndex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  backgroundColor: vars.color.background,
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minBlockSize: 0,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** The search by name, above the list and still there while it scrolls. */
export const search = style({ paddingInline: vars.space.xs, paddingBlockStart: vars.space.xs });

/** The list, or the search's results, under the search. */
export const listBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minBlockSize: 0,
  flex: '1 1 auto',
  overflowY: 'auto',
});

export const searchStatus = style({
  margin: 0,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const listItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.background,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '[dir="rtl"] &[aria-current="page"]': { boxShadow: `inset -3px 0 0 ${vars.color.primary}` },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const listText = style({ display: 'grid', minInlineSize: 0, gap: vars.space.xxs });

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const partyName = style({ ...oneLine, fontWeight: vars.fontWeight.medium });
export const unreadName = style({ fontWeight: vars.fontWeight.bold });
export const jobLine = style({
  ...oneLine,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const excerpt = style({
  display: 'flex',
  gap: '0.25em',
  minInlineSize: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** 'You:' before my own last message: never cut. */
export const excerptWho = style({ flex: 'none' });
/** The message itself, cut at its own end whatever its direction. */
export const excerptText = style({ ...oneLine, minInlineSize: 0 });

export const listMeta = style({
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const placeholder = style([
  pane,
  { alignItems: 'center', justifyContent: 'center', padding: vars.space.lg },
]);

/**
 * Who the conversation is with, then its actions (Hire, Block). Where both do not fit on one
 * line (a phone), the actions wrap under the name instead of squeezing it.
 */
export const paneHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const paneWho = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 15rem',
  minInlineSize: 0,
});

export const paneActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const paneTitle = style({ display: 'grid', flex: '1 1 auto', minInlineSize: 0 });

/** The whole name, on two lines if it needs them: a cut name is a guess at who it is. */
export const paneHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
});

export const paneJobLine = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const paneHeadingLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  selectors: {
    // The heading cuts what overflows it: the ring goes inside.
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&:hover': { color: vars.color.primaryText },
  },
});

/** The business's verification and stars, under its name. */
export const trustRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xxs,
});

/** The quote the conversation began with: price, kind and notes. */
export const quoteBar = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

export const scroller = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const earlier = style({ alignSelf: 'center' });

export const log = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxInlineSize: 'min(80%, 34rem)',
});

export const messageRow = styleVariants({
  // `end`/`start` follow the writing direction: mine at the inline end, theirs at the start.
  sent: [row, { alignSelf: 'end', alignItems: 'end' }],
  received: [row, { alignSelf: 'start', alignItems: 'start' }],
});

const bubbleBase = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
});

export const bubble = styleVariants({
  sent: [
    bubbleBase,
    {
      backgroundColor: vars.color.primaryStrong,
      color: vars.color.primaryContrast,
      borderEndEndRadius: vars.radius.sm,
    },
  ],
  received: [
    bubbleBase,
    {
      backgroundColor: vars.color.background,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderEndStartRadius: vars.radius.sm,
    },
  ],
  quote: [
    bubbleBase,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderInlineStart: `4px solid ${vars.color.secondary}`,
      boxShadow: vars.shadow.sm,
    },
  ],
});

// Links inside my (primary-filled) bubbles take the bubble's text colour to keep contrast.
globalStyle(`${bubble.sent} a`, { color: 'inherit' });

export const quoteLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.secondary,
});

// Its own overflow-wrap: the global rule for paragraphs (break-word) would otherwise replace
// the bubble's, and a long address or e-mail then made the bubble as wide as that word, cut
// by the conversation's edge on a phone.
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const photo = style({
  display: 'block',
  maxInlineSize: '100%',
  inlineSize: '14rem',
  blockSize: 'auto',
  borderRadius: vars.radius.md,
});

export const file = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: 'inherit',
});

export const fileSize = style({ fontSize: vars.fontSize.xs, opacity: 0.85 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const failed = style({ color: vars.color.error, fontWeight: vars.fontWeight.medium });

export const notice = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.background,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const composer = style({
  display: 'grid',
  // minmax(0, …): the textarea's intrinsic width (20 columns) must not widen the pane.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const composerRow = style({ display: 'flex', alignItems: 'end', gap: vars.space.sm });

export const textarea = style({
  flex: '1 1 auto',
  inlineSize: '100%',
  minInlineSize: 0,
  minBlockSize: '2.75rem',
  maxBlockSize: '10rem',
  resize: 'vertical',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '0' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const attachment = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const problem = style({ margin: 0, color: vars.color.error, fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted });
