import { style } from '@vanilla-extract/css';
import { HEADER_HEIGHT, mediaQueries } from '../../theme/breakpoints';
import { chromeColors, contentPopupsIn } from '../../theme/chrome';
import { vars } from '../../theme/contract.css';

export const root = style({
  // Inside the header, text, links and the focus ring follow the header's own colours (dark
  // in the semi-dark theme), so IconButtons and focus outlines stay visible.
  vars: chromeColors(vars.color.headerText),
  // A select in the header (the language) lists its options in the header's scheme.
  colorScheme: vars.scheme.chrome,
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  blockSize: `${HEADER_HEIGHT.mobile}px`,
  paddingInline: vars.space.xs,
  backgroundColor: vars.color.headerBackground,
  color: vars.color.headerText,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.smUp]: {
      blockSize: `${HEADER_HEIGHT.desktop}px`,
      paddingInline: vars.space.sm,
    },
  },
});

// The profile menu opens from the header onto a surface.
contentPopupsIn(root);

const slot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const start = style([slot, { flexShrink: 0 }]);

export const middle = style([slot, { flex: 1, overflow: 'hidden' }]);

// The end may shrink (its buttons' labels wrap) rather than push the page sideways when its
// actions are long (Login and Register Business in French, 501 to 670 px).
export const end = style([slot, { flexShrink: 1, marginInlineStart: 'auto' }]);
