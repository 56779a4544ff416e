import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';
import { columnListRule, rowListRule } from '../layout/pageRules';

// My Jobs: tabs, the job cards and their quotes. Logical properties only (RTL mirrors).

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const tabs = style({
  ...rowListRule(vars.space.xs),
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBlockEnd: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.primaryText,
      borderBlockEndColor: vars.color.primary,
      fontWeight: vars.fontWeight.medium,
    },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const search = style({ minInlineSize: '16rem', flex: '1 1 16rem', maxInlineSize: '24rem' });

export const jobList = style(columnListRule(vars.space.md));

export const jobHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const jobTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBlock: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const description = style({
  marginBlock: vars.space.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  // Its direction follows the text (English typed into an Arabic page reads left to right).
  unicodeBidi: 'plaintext',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const disclosure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '36px',
  paddingInline: vars.space.sm,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primaryText,
  background: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.surface,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
});

export const disclosureMark = style({
  display: 'inline-block',
  transition: 'transform 120ms ease',
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' },
    // The mark points along the reading direction.
    '[dir="rtl"] [aria-expanded="false"] > &': { transform: 'scaleX(-1)' },
  },
});

export const quotes = style({
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const quoteList = style(columnListRule(vars.space.md));

export const quote = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const quoteHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const quoteBusiness = style({ flex: '1 1 12rem', minInlineSize: 0 });

export const quoteCost = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const muted = style({ color: vars.color.textMuted });

export const quoteFacts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const inclusions = style(rowListRule(vars.space.xs));

export const inclusion = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const gstNote = style({
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const profile = style({ display: 'grid', gap: vars.space.xs });

export const profileFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const reviewLine = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const reviewText = style({
  margin: 0,
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

// Compare quotes: a table in its own scroll container (never the page), the first column
// (what is compared) sticky at the start edge, so it stays put in either direction.
export const compareScroller = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const compareTable = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  minInlineSize: '100%',
  fontSize: vars.fontSize.sm,
});

export const compareCaption = style({
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

const cell = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

export const compareRowHead = style({
  ...cell,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  minInlineSize: '7.5rem',
  maxInlineSize: '9rem',
  fontWeight: vars.fontWeight.medium,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const compareColumnHead = style({
  ...cell,
  borderBlockStart: 'none',
  minInlineSize: '9.5rem',
  maxInlineSize: '14rem',
  backgroundColor: vars.color.background,
});

export const compareCell = style({
  ...cell,
  minInlineSize: '9.5rem',
  maxInlineSize: '14rem',
  overflowWrap: 'anywhere',
});

export const compareCorner = style({
  ...cell,
  borderBlockStart: 'none',
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 2,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const comparePrice = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

/** The new customer's "set a password" notice: a card with an accent on its start edge. */
export const firstPasswordNotice = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const firstPasswordTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const firstPasswordText = style({ margin: 0, color: vars.color.textMuted });

/** The address the link went to: what the customer has to look for, so it stands out. */
export const firstPasswordEmail = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  // One box, left to right: an address too long for the line moves to the next one whole
  // rather than breaking at its hyphens (in Arabic the pieces came out of order); it wraps
  // inside itself only when longer than a line.
  display: 'inline-block',
  direction: 'ltr',
  overflowWrap: 'anywhere',
  maxInlineSize: '100%',
});
