import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

// The tabs fit the list's width: on a phone they take less padding, and a tab whose label is
// still too long shares the room and wraps its words (Arabic's three lead lists were 378 px
// wide in a 343 px list at 375 px, the first cut off). Only a single word longer than a third
// of the screen would scroll the list.
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
  flex: '0 1 auto',
  minBlockSize: '44px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  cursor: 'pointer',
  '@media': { [mediaQueries.smDown]: { paddingInline: vars.space.sm } },
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': {
      color: vars.color.primaryText,
      borderBlockEndColor: vars.color.primary,
    },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const panel = style({
  paddingBlock: vars.space.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
