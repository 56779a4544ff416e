import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A checkbox's or a radio button's box: the platform's, larger and in the primary colour. */
export const choiceInput = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  margin: 0,
  accentColor: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
