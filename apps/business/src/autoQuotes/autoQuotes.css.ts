import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// The automatic quotes screen. Logical properties only, so Arabic mirrors; nothing wider than
// a 320 px phone.

/** The pause switch's card: its state beside the button, stacked on a phone. */
export const switchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The rule's number fields: as many a row as fit, one a row on a phone. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** The comment's preview, as the customer reads it (kept in the comment's own direction). */
export const preview = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

/** A placeholder chip's code, kept left to right in an Arabic page. */
export const chipCode = style({ unicodeBidi: 'isolate', direction: 'ltr' });
