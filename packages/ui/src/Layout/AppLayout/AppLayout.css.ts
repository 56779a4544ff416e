import { style } from '@vanilla-extract/css';
import {
  HEADER_HEIGHT,
  mediaQueries,
  SIDEBAR_MINI_WIDTH,
  SIDEBAR_WIDTH,
} from '../../theme/breakpoints';
import { chromeColors } from '../../theme/chrome';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
});

export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.busy,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  // Off-screen (but focusable) until it receives keyboard focus.
  transform: 'translateY(-200%)',
  selectors: {
    '&:not(:focus)': { opacity: 0 },
    '&:focus, &:focus-visible': {
      transform: 'none',
      boxShadow: vars.shadow.md,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const body = style({
  display: 'flex',
  flex: 1,
  alignItems: 'stretch',
  minBlockSize: 0,
});

/** Persistent sidebar: hidden below md (the Drawer takes over), a sticky column above. */
export const sidebar = style({
  vars: chromeColors(vars.color.sidebarText),
  colorScheme: vars.scheme.chrome,
  display: 'none',
  flexShrink: 0,
  flexDirection: 'column',
  position: 'sticky',
  insetBlockStart: `${HEADER_HEIGHT.desktop}px`,
  blockSize: `calc(100dvh - ${HEADER_HEIGHT.desktop}px)`,
  inlineSize: `${SIDEBAR_WIDTH}px`,
  overflowX: 'hidden',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.sidebarBackground,
  color: vars.color.sidebarText,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: 'inline-size 200ms ease',
  '@media': {
    [mediaQueries.mdUp]: { display: 'flex' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const sidebarMini = style({ inlineSize: `${SIDEBAR_MINI_WIDTH}px` });

export const sidebarNoHeader = style({
  insetBlockStart: 0,
  blockSize: '100dvh',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
});

export const main = style({
  flex: 1,
  minInlineSize: 0,
  selectors: {
    // Focused programmatically by the skip link; no ring around the whole page.
    '&:focus': { outline: 'none' },
  },
});
