import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The field's label, hint, input and error come from TextField.css; the popup is the
// Combobox's own. Logical properties only, so the popup mirrors in Arabic.

/** Positions the popup under the input, exactly as wide as it (fits 320 px screens). */
export const anchor = style({
  position: 'relative',
  minInlineSize: 0,
});

export const popup = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  insetInlineStart: 0,
  insetInlineEnd: 0,
  zIndex: 10,
  maxBlockSize: 'min(18rem, 50vh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const listbox = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // A comfortable touch target.
  minBlockSize: '44px',
  paddingBlock: vars.space.xs,
  paddingInline: '12px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  textAlign: 'start',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background },
    // The highlighted option (visual focus; DOM focus stays in the input).
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.background,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
  '@media': {
    // Windows high contrast drops backgrounds; the outline still shows the highlight.
    '(forced-colors: active)': {
      selectors: { '&[aria-selected="true"]': { outlineColor: 'Highlight' } },
    },
  },
});

/** "Loading…" and "No matches" inside the popup. */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  paddingBlock: vars.space.xs,
  paddingInline: '16px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
