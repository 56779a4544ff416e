import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

const accent = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetBlockEnd: vars.space.md,
  insetInline: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  '@media': {
    [mediaQueries.smUp]: {
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.lg,
      insetBlockEnd: vars.space.lg,
      inlineSize: '380px',
    },
  },
  selectors: {
    '&:empty': { display: 'none' },
  },
});

const toastBase = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: '12px',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${accent}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${enter} 180ms ease-out`,
    },
  },
});

export const toast = styleVariants({
  success: [toastBase, { vars: { [accent]: vars.color.success } }],
  error: [toastBase, { vars: { [accent]: vars.color.error } }],
  warning: [toastBase, { vars: { [accent]: vars.color.warning } }],
  info: [toastBase, { vars: { [accent]: vars.color.info } }],
});

export const text = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const action = style({
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'center',
});

export const dismiss = style({
  alignSelf: 'flex-start',
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
});
