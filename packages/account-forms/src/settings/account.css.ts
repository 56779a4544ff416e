import { vars } from '@quoteway/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

// The account settings, on the design system's theme variables. Logical properties only,
// so Arabic mirrors; nothing wider than its column at 320 px.

/** A section's form: fields one under another, never wider than a reading line. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxInlineSize: '36rem',
  minInlineSize: 0,
});

/** A section's heading and its forms. */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

// A long e-mail address wraps instead of widening the column (the base styles give headings
// and paragraphs break-word, which leaves their min-content as wide as the longest word).
globalStyle(`${section} > *`, { minInlineSize: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

/** Secondary text: hints, a waiting address. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Buttons side by side, wrapping on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The password rules, each with its met or unmet mark. */
export const rules = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const rule = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const ruleMet = style({ color: vars.color.text });

export const ruleMark = style({ flexShrink: 0, marginBlockStart: '0.1em' });

export const ruleMarkMet = style({ color: vars.color.success });

/** A notification topic: its name, then its channels' boxes (wrapping on a phone). */
export const topic = style({
  border: 'none',
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const topicName = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const channels = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});

/** The signed-in devices. */
export const sessions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const sessionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const sessionFacts = style({ display: 'grid', gap: '0.125rem', minInlineSize: 0 });

export const device = style({ fontWeight: vars.fontWeight.medium });
