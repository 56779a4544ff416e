import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const ring = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // No rotation for people who asked for less motion: a gentle fade instead.
    '(prefers-reduced-motion: reduce)': {
      borderBlockStartColor: 'currentColor',
      animation: `${pulse} 1.6s ease-in-out infinite`,
    },
  },
});

export const size = styleVariants({
  sm: { inlineSize: '1em', blockSize: '1em' },
  md: { inlineSize: '1.5rem', blockSize: '1.5rem', borderWidth: '3px' },
  lg: { inlineSize: '2.5rem', blockSize: '2.5rem', borderWidth: '4px' },
});
