import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  backgroundColor: vars.color.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${fadeIn} 150ms ease-out`,
    },
  },
});

const contentBase = style({
  position: 'fixed',
  // Centred with auto margins: no left/right, no translate, so it is direction-agnostic.
  inset: 0,
  margin: 'auto',
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  blockSize: 'fit-content',
  maxBlockSize: 'calc(100dvh - 32px)',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${popIn} 160ms ease-out`,
    },
  },
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const content = styleVariants({
  sm: [contentBase, { inlineSize: 'min(400px, calc(100vw - 32px))' }],
  md: [contentBase, { inlineSize: 'min(560px, calc(100vw - 32px))' }],
  lg: [contentBase, { inlineSize: 'min(800px, calc(100vw - 32px))' }],
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minInlineSize: 0,
  paddingBlockStart: vars.space.sm,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
