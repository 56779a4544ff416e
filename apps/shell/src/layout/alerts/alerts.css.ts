import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// The header popovers' lists. Logical properties only (Arabic mirrors); long words wrap
// rather than widen the panel, so it never scrolls sideways on a 320 px phone.

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  textAlign: 'center',
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
});

export const list = style({
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.background },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

const dotBase = {
  flexShrink: 0,
  inlineSize: '8px',
  blockSize: '8px',
  marginBlockStart: '0.45em',
  borderRadius: vars.radius.full,
} as const;

/** The unread mark (its words are for screen readers beside it). */
export const dot = style({ ...dotBase, backgroundColor: vars.color.primary });

/** Keeps read entries' text lined up with unread ones. */
export const noDot = style(dotBase);

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const line = style({});

export const strongLine = style({ fontWeight: vars.fontWeight.bold });

/** The last message's start: one line, cut with an ellipsis. */
export const excerpt = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const stateTag = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const footer = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const footerLink = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
