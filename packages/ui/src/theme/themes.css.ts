import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { prefersDarkQuery } from './browserTheme';
import { vars } from './contract.css';
import { darkTokens, lightTokens, semiDarkTokens, type ThemeTokens } from './tokens';
// The reset and the body's font and colours come with the themes: an app that only imports
// the theme choice (and named components) would otherwise lose them, because the bundler
// drops the package index's side-effect import when the index is bypassed for its re-exports.
import './global.css';

// The themes key on `data-theme` on <html> (themeChoice.ts sets it), not on generated class
// names, so the shell's small classic script (apps/shell/src/theme/boot.js, inline in its index.html) can set the stored choice
// before the first paint, and the server can write an embed's ?theme= into its HTML.
//
// Everything on :root: the light theme and the tokens every theme shares (space, type, ...).
// No attribute, or `system`, follows the device: dark where it prefers dark, live.
createGlobalTheme(':root', vars, lightTokens);
// Form controls and scrollbars in the theme's scheme, whichever theme sets it.
globalStyle(':root', { colorScheme: vars.scheme.page });

/** What differs between themes: their colours, shadows and colour schemes. */
function themeVars(tokens: ThemeTokens) {
  return {
    ...assignVars(vars.color, tokens.color),
    ...assignVars(vars.shadow, tokens.shadow),
    ...assignVars(vars.scheme, tokens.scheme),
  };
}

// Light content, light chrome (the :root values, restated for a device that prefers dark).
globalStyle('[data-theme="light"]', { vars: themeVars(lightTokens) });
// Light content, dark sidebar and header.
globalStyle('[data-theme="semi-dark"]', { vars: themeVars(semiDarkTokens) });
// Dark everything.
globalStyle('[data-theme="dark"]', { vars: themeVars(darkTokens) });
globalStyle(':root:not([data-theme]), [data-theme="system"]', {
  '@media': {
    [prefersDarkQuery]: { vars: themeVars(darkTokens) },
  },
});
