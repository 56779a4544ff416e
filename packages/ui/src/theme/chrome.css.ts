import { assignVars, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// The page's own text colours, captured on <html> (where the theme is set) before the chrome
// reassigns them (see chrome.ts), for the popups the chrome opens.

/** The page's own text colours, on <html>; never reassigned. */
export const contentColors = createThemeContract({
  text: null,
  textMuted: null,
  primaryText: null,
  focusRing: null,
});

globalStyle(':root', {
  vars: assignVars(contentColors, {
    text: vars.color.text,
    textMuted: vars.color.textMuted,
    primaryText: vars.color.primaryText,
    focusRing: vars.color.focusRing,
  }),
});
