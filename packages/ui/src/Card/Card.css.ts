import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { lightTokens } from '../theme/tokens';

export const root = style({
  display: 'block',
  minInlineSize: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  listStyle: 'none',
});

export const variant = styleVariants({
  outlined: { border: `1px solid ${vars.color.border}` },
  elevated: { boxShadow: vars.shadow.md },
});

type SpaceKey = keyof typeof lightTokens.space;

export const padding = styleVariants(lightTokens.space, (_value, key: SpaceKey) => ({
  padding: vars.space[key],
}));
