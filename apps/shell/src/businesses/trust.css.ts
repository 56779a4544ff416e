import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

// The trust line of a business (quotes, chat): name, verification badge and stars.
// Logical properties only: everything mirrors in Arabic.

/** Name, badge and stars: wraps onto a second line on narrow screens. */
export const trustLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minInlineSize: 0,
});

export const businessName = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primaryText,
  overflowWrap: 'anywhere',
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});
