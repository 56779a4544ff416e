import { globalStyle } from '@vanilla-extract/css';
import { contentColors } from './chrome.css';
import { vars } from './contract.css';

// The chrome (header, sidebar, the drawer's sidebar) has colours of its own, dark in the
// semi-dark theme: inside it, `vars.color.text` and its kin are reassigned to them, so the
// components on it (icon buttons, text buttons, focus rings) need no theme logic. A popup
// opened from the chrome (the profile menu) is page content on a surface again: it gets the
// page's own colours back. For `.css.ts` files (vanilla-extract cannot export functions from
// one).

/**
 * The reassignments for a piece of chrome whose text colour is `text` (its `vars`); the chrome
 * also sets `colorScheme: vars.scheme.chrome`.
 */
export function chromeColors(text: string) {
  return {
    [vars.color.text]: text,
    [vars.color.focusRing]: text,
    [vars.color.primaryText]: vars.color.chromePrimaryText,
    [vars.color.textMuted]: vars.color.chromeTextMuted,
  };
}

/** Popups inside the chrome of class `chrome` get the page's own colours back. */
export function contentPopupsIn(chrome: string) {
  globalStyle(`${chrome} :is([role="menu"], [role="listbox"], [role="dialog"])`, {
    vars: {
      [vars.color.text]: contentColors.text,
      [vars.color.textMuted]: contentColors.textMuted,
      [vars.color.primaryText]: contentColors.primaryText,
      [vars.color.focusRing]: contentColors.focusRing,
    },
    colorScheme: vars.scheme.page,
  });
}
