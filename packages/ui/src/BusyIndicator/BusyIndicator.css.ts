import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** +1 in LTR, -1 in RTL so the bar travels from inline-start to inline-end. */
const direction = createVar();

const travel = keyframes({
  from: { transform: `translateX(calc(${direction} * -100%))` },
  to: { transform: `translateX(calc(${direction} * 250%))` },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });

export const root = style({
  vars: { [direction]: '1' },
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.busy,
  blockSize: '3px',
  overflow: 'hidden',
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 25%, transparent)`,
  pointerEvents: 'none',
  selectors: {
    '[dir="rtl"] &': { vars: { [direction]: '-1' } },
  },
});

export const inline = style({
  position: 'relative',
  insetBlockStart: 'auto',
  zIndex: 'auto',
});

export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: '40%',
  backgroundColor: vars.color.primary,
  animation: `${travel} 1.2s cubic-bezier(0.4, 0, 0.2, 1) infinite`,
  '@media': {
    // No sliding for people who asked for less motion: a full-width bar that fades.
    '(prefers-reduced-motion: reduce)': {
      inlineSize: '100%',
      animation: `${pulse} 2s ease-in-out infinite`,
    },
  },
});
