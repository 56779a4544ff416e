import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: [badge, { fontSize: vars.fontSize.xs }],
  md: [badge, { fontSize: vars.fontSize.sm }],
});

export const icon = style({ flexShrink: 0 });
