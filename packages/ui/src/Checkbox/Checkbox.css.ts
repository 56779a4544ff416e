import { style } from '@vanilla-extract/css';
import { choiceInput } from '../private/choice.css';
import { vars } from '../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const box = style([choiceInput, { flexShrink: 0 }]);

/** Where the error sits under the box (it looks as the design system's fields show it). */
export const error = style({ margin: 0, marginBlockStart: vars.space.xs });
