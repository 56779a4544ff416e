import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { namedColors } from '../theme/tokens';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  color: '#ffffff',
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { inlineSize: '32px', blockSize: '32px', fontSize: vars.fontSize.xs },
  md: { inlineSize: '40px', blockSize: '40px', fontSize: vars.fontSize.sm },
  lg: { inlineSize: '56px', blockSize: '56px', fontSize: vars.fontSize.lg },
  xl: { inlineSize: '96px', blockSize: '96px', fontSize: vars.fontSize.xxxl },
});

type PaletteKey = keyof typeof namedColors;

export const color = styleVariants(namedColors, (_value, key: PaletteKey) => ({
  backgroundColor: vars.palette[key],
}));

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

/**
 * Initials of a decorative avatar, drawn from `data-initials` by CSS: not text in the DOM, so
 * a control holding the avatar keeps its own accessible name without a "visible text not in
 * the name" mismatch (axe label-content-name-mismatch).
 */
export const drawnInitials = style({
  '::before': { content: 'attr(data-initials)' },
});
