import { keyframes, style } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

// At 700 px or less the panel is a sheet under the header, the header's full width.
const narrow = 'screen and (max-width: 700px)';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const root = style({
  position: 'relative',
  '@media': {
    // The panel is placed against the nearest positioned ancestor instead (the header).
    [narrow]: { position: 'static' },
  },
});

export const content = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'min(24rem, calc(100vw - 16px))',
  maxBlockSize: `min(32rem, calc(100dvh - ${HEADER_HEIGHT.desktop + 16}px))`,
  marginBlockStart: vars.space.xs,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  '@media': {
    [narrow]: {
      insetInlineStart: 0,
      inlineSize: 'auto',
      maxBlockSize: `calc(100dvh - ${HEADER_HEIGHT.desktop}px)`,
      marginBlockStart: 0,
      borderRadius: 0,
      borderInline: 'none',
    },
    '(prefers-reduced-motion: no-preference)': {
      animation: `${popIn} 120ms ease-out`,
    },
  },
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
