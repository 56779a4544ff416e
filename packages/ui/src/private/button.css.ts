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
      // Never wider than its container: a long label wraps inside (see `label`).
      maxInlineSize: '100%',
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

/**
 * The label: it wraps between words, and breaks a word (a long name in "Message {name}") only
 * when that word alone is wider than the button may be, instead of pushing the button out of
 * its card or the page sideways. Its smallest width stays its longest word, so a row of
 * buttons (the header's Login and Register) wraps labels between words, never inside one.
 */
export const label = style({ minInlineSize: 0, overflowWrap: 'break-word' });

export const icon = style({ display: 'inline-flex', flexShrink: 0, lineHeight: 0 });
