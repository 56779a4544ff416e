import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  color: vars.color.primary,
  lineHeight: 0,
});
