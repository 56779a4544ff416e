import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = style({
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold },
  },
});

export const link = styleVariants({
  primary: [base, { color: vars.color.primaryText }],
  inherit: [base, { color: 'inherit' }],
});
