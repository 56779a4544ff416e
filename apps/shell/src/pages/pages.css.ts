import { vars } from '@quoteway/ui';
import { style } from '@vanilla-extract/css';

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const chip = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.primary },
  ':focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
});
