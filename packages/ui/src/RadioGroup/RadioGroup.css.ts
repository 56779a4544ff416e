import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const options = styleVariants({
  column: { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
  row: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, rowGap: vars.space.xs },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  fontSize: vars.fontSize.sm,
});

/** Where the error sits under the options (it looks as the design system's fields show it). */
export const error = style({ marginBlockStart: vars.space.xs });
