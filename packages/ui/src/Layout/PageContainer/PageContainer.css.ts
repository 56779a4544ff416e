import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const base = style({
  inlineSize: '100%',
  marginInline: 'auto',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  '@media': {
    [mediaQueries.smUp]: {
      paddingBlock: vars.space.lg,
      paddingInline: vars.space.lg,
    },
  },
});

export const root = styleVariants({
  sm: [base, { maxInlineSize: '640px' }],
  md: [base, { maxInlineSize: '960px' }],
  lg: [base, { maxInlineSize: '1280px' }],
  full: [base, { maxInlineSize: 'none' }],
});
