import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { lightTokens } from '../theme/tokens';

export const root = style({
  display: 'flex',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

type SpaceKey = keyof typeof lightTokens.space;

export const gap = styleVariants(lightTokens.space, (_value, key: SpaceKey) => ({
  gap: vars.space[key],
}));

// Flex rows follow the inline direction, so `row` mirrors automatically in RTL.
export const direction = styleVariants({
  row: { flexDirection: 'row' },
  column: { flexDirection: 'column' },
});

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const wrap = style({ flexWrap: 'wrap' });
