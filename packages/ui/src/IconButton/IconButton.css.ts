import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const iconButton = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      border: 'none',
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
      lineHeight: 0,
      cursor: 'pointer',
      touchAction: 'manipulation',
      transition: 'background-color 120ms ease',
      '@media': {
        '(prefers-reduced-motion: reduce)': { transition: 'none' },
      },
      selectors: {
        '&:hover:not(:disabled)': {
          backgroundColor: 'color-mix(in srgb, currentColor 12%, transparent)',
        },
        '&[aria-expanded="true"], &[aria-pressed="true"]': {
          backgroundColor: 'color-mix(in srgb, currentColor 16%, transparent)',
        },
        '&:focus-visible': {
          outline: `2px solid ${vars.color.focusRing}`,
          outlineOffset: '2px',
        },
        '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      },
    },
    variants: {
      color: {
        inherit: { color: 'inherit' },
        primary: { color: vars.color.primaryText },
        error: { color: vars.color.error },
      },
      size: {
        // 32px visual minimum; md/lg meet the 44px touch-target recommendation.
        sm: { inlineSize: '32px', blockSize: '32px' },
        md: { inlineSize: '44px', blockSize: '44px' },
        lg: { inlineSize: '52px', blockSize: '52px' },
      },
    },
    defaultVariants: { color: 'inherit', size: 'md' },
  },
  'iconButton',
);

export const icon = style({ display: 'inline-flex', lineHeight: 0 });
