// What the browser itself knows of the themes: the toolbar's colours and the device's
// preference. Kept apart from the token tables (tokens.ts) and the breakpoints so that applying
// a theme does not bring those into a bundle (their object spreads and calls are not
// tree-shaken; the embed's first load counts every byte).

/** The device prefers a dark colour scheme: what the `system` theme follows. */
export const prefersDarkQuery = '(prefers-color-scheme: dark)';

/** The brand colour (the light theme's `primary`). */
export const brandColor = '#667eea';
/** The semi-dark theme's header and sidebar. */
export const semiDarkChrome = '#1b1f36';
/** The dark theme's header and sidebar. */
export const darkChrome = '#151821';

/**
 * The colour a browser gives its own toolbar for each theme (`<meta name="theme-color">`):
 * the brand's on light, the header's on the dark ones.
 */
export const browserThemeColors = {
  light: brandColor,
  'semi-dark': semiDarkChrome,
  dark: darkChrome,
};
