import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const fill = createVar();
const fillHover = createVar();
const onFill = createVar();
const ink = createVar();

/** Shared by Button and ButtonLink so a link can look exactly like a button. */
export const button = recipe(
  {
    base: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'transparent',
      borderRadius: vars.radius.md,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      textAlign: 'center',
      // A label with a long word (a person's or a business's name) wraps inside the button
      // instead of pushing it out of its card, or the page sideways on a phone.
      maxInlineSize: '100%',
      overflowWrap: 'anywhere',
      textDecoration: 'none',
      userSelect: 'none',
      touchAction: 'manipulation',
      cursor: 'pointer',
      transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
      '@media': {
        '(prefers-reduced-motion: reduce)': { transition: 'none' },
      },
      selectors: {
        '&:focus-visible': {
          outline: `2px solid ${vars.color.focusRing}`,
          outlineOffset: '2px',
        },
        '&:disabled, &[aria-disabled="true"]': {
          opacity: 0.55,
          cursor: 'not-allowed',
        },
        '&[aria-busy="true"]': { cursor: 'progress' },
      },
    },
    variants: {
      color: {
        primary: {
          vars: {
            [fill]: vars.color.primaryStrong,
            [fillHover]: vars.color.primaryHover,
            [onFill]: vars.color.primaryContrast,
            [ink]: vars.color.primaryText,
          },
        },
        secondary: {
          vars: {
            [fill]: vars.color.secondary,
            [fillHover]: vars.color.secondaryHover,
            [onFill]: vars.color.secondaryContrast,
            [ink]: vars.color.secondary,
          },
        },
        error: {
          vars: {
            [fill]: vars.color.error,
            [fillHover]: vars.color.errorHover,
            [onFill]: vars.color.errorContrast,
            [ink]: vars.color.error,
          },
        },
      },
      variant: {
        solid: {
          backgroundColor: fill,
          color: onFill,
          selectors: {
            '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: fillHover },
          },
        },
        outline: {
          backgroundColor: 'transparent',
          color: ink,
          borderColor: 'currentColor',
          selectors: {
            '&:hover:not(:disabled):not([aria-disabled="true"])': {
              backgroundColor: `color-mix(in srgb, ${ink} 10%, transparent)`,
            },
          },
        },
        text: {
          backgroundColor: 'transparent',
          color: ink,
          selectors: {
            '&:hover:not(:disabled):not([aria-disabled="true"])': {
              backgroundColor: `color-mix(in srgb, ${ink} 10%, transparent)`,
            },
          },
        },
      },
      size: {
        sm: {
          minBlockSize: '32px',
          paddingBlock: vars.space.xs,
          paddingInline: '12px',
          fontSize: vars.fontSize.sm,
        },
        md: {
          minBlockSize: '40px',
          paddingBlock: vars.space.sm,
          paddingInline: vars.space.md,
          fontSize: vars.fontSize.md,
        },
        lg: {
          minBlockSize: '48px',
          paddingBlock: vars.space.sm,
          paddingInline: vars.space.lg,
          fontSize: vars.fontSize.lg,
        },
      },
      fullWidth: {
        true: { inlineSize: '100%' },
        false: {},
      },
    },
    defaultVariants: { color: 'primary', variant: 'solid', size: 'md', fullWidth: false },
  },
  'button',
);

export const icon = style({ display: 'inline-flex', flexShrink: 0, lineHeight: 0 });
