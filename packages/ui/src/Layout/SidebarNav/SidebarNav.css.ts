import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  minBlockSize: '44px',
  paddingInline: '12px',
  borderRadius: vars.radius.md,
  color: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: 'background-color 120ms ease',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  selectors: {
    '&:hover': { backgroundColor: 'color-mix(in srgb, currentColor 10%, transparent)' },
    // Inset ring: the scrolling sidebar would clip an outer one. currentColor always
    // contrasts with the sidebar background (dark in semi-dark).
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      backgroundColor: `color-mix(in srgb, ${vars.color.primary} 18%, transparent)`,
      fontWeight: vars.fontWeight.bold,
    },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: '10px',
      inlineSize: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.primary,
    },
  },
});

export const itemMini = style({
  justifyContent: 'center',
  paddingInline: 0,
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  lineHeight: 0,
});

export const label = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

export const badge = style({
  display: 'inline-flex',
  flexShrink: 0,
});

export const badgeMini = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineEnd: '6px',
});
