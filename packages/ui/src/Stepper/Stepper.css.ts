import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const narrowRule = 'screen and (max-width: 599.98px)';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [narrowRule]: { gap: vars.space.xs } },
});

const itemBase = style({
  display: 'flex',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  selectors: {
    // A short rule between steps, drawn before every step but the first (mirrors in RTL).
    '& + &::before': {
      content: '""',
      display: 'inline-block',
      inlineSize: vars.space.lg,
      blockSize: '2px',
      marginInlineEnd: vars.space.sm,
      backgroundColor: vars.color.border,
    },
  },
  '@media': {
    // On phones the markers alone show the way; rules between them would wrap the row.
    [narrowRule]: { selectors: { '& + &::before': { display: 'none' } } },
  },
});

export const item = styleVariants({
  done: [itemBase, { color: vars.color.text }],
  current: [itemBase, { color: vars.color.text, fontWeight: vars.fontWeight.bold }],
  upcoming: [itemBase, { color: vars.color.textMuted }],
});

const contentBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
} as const;

export const plain = style(contentBase);

export const button = style({
  ...contentBase,
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const marker = styleVariants({
  done: [
    markerBase,
    {
      borderColor: vars.color.success,
      backgroundColor: vars.color.success,
      color: vars.color.successContrast,
    },
  ],
  current: [
    markerBase,
    {
      borderColor: vars.color.primaryStrong,
      backgroundColor: vars.color.primaryStrong,
      color: vars.color.primaryContrast,
    },
  ],
  upcoming: [markerBase, { backgroundColor: vars.color.surface, color: vars.color.textMuted }],
});

export const label = style({ whiteSpace: 'nowrap' });

/** On phones only the current step is named; the others keep their name for screen readers. */
export const otherLabel = style({
  whiteSpace: 'nowrap',
  '@media': {
    [narrowRule]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
