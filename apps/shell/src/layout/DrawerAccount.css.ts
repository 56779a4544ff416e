import { vars } from '@quoteway/ui/vars';
import { style } from '@vanilla-extract/css';

/**
 * Lined up with the menu items below it (the list's padding plus the item's): the same block
 * as the drawer's language (layout.css).
 */
export { drawerLanguage as account } from './layout.css';

export const name = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  // A name of wide letters can still be wider than the drawer: it wraps rather than scrolls.
  overflowWrap: 'anywhere',
});

export const balance = style({ margin: 0 });

export const balanceTerm = style({ fontSize: vars.fontSize.sm });

export const balanceValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
