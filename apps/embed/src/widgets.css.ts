import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// The widgets' own layout (loaded with their content; the frame has its own file). They live
// in someone else's page, in an iframe that may be only 320 px wide: nothing may be wider than
// the frame, and logical properties only, so Arabic mirrors.

export const stack = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  overflowWrap: 'anywhere',
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

/** A button that reads as a link inside a sentence ("Already have an account? Sign in"). */
export const inlineLink = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** Logo beside the name and facts; the facts wrap under the name when the frame is narrow. */
export const business = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const businessText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const businessName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

export const reviews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const review = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const reviewer = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

/** Someone's own words: their direction, their line breaks, never wider than the frame. */
export const userText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
