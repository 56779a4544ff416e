import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import * as field from '../TextField/TextField.css';

// The field's label, hint, required mark and error come from TextField.css; only the
// control and the character count are the TextArea's own.

export const control = style([
  field.input,
  {
    display: 'block',
    resize: 'vertical',
    minBlockSize: '88px',
    overflowWrap: 'break-word',
  },
]);

/** Auto-grow: the height follows the text, so the user never resizes by hand. */
export const autoGrow = style({
  resize: 'none',
  overflowY: 'hidden',
});

/** Error (start) and character count (end) share one row under the control. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const count = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const countFull = style({
  color: vars.color.error,
  fontWeight: vars.fontWeight.medium,
});
