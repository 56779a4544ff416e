import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { SIDEBAR_WIDTH } from '../theme/breakpoints';
import { chromeColors } from '../theme/chrome';
import { vars } from '../theme/contract.css';

/** -1 in LTR, +1 in RTL: transforms are physical, so the slide is flipped via this var. */
const direction = createVar();

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: `translateX(calc(${direction} * 100%))` },
  to: { transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${fadeIn} 200ms ease-out`,
    },
  },
});

const panel = style({
  vars: { [direction]: '-1' },
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: `min(${SIDEBAR_WIDTH}px, calc(100vw - 56px))`,
  maxBlockSize: '100dvh',
  boxShadow: vars.shadow.lg,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${slideIn} 220ms cubic-bezier(0.2, 0, 0, 1)`,
    },
  },
  selectors: {
    '[dir="rtl"] &': { vars: { [direction]: '1' } },
    '&:focus': { outline: 'none' },
  },
});

export const content = styleVariants({
  default: [panel, { backgroundColor: vars.color.surface, color: vars.color.text }],
  sidebar: [
    panel,
    {
      vars: chromeColors(vars.color.sidebarText),
      colorScheme: vars.scheme.chrome,
      backgroundColor: vars.color.sidebarBackground,
      color: vars.color.sidebarText,
    },
  ],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '56px',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
});

export const headerHiddenTitle = style({ justifyContent: 'flex-end' });

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
