import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { prefersDarkQuery } from './browserTheme';
import { vars } from './contract.css';
import { darkTokens, lightTokens, semiDarkTokens, type ThemeTokens } from './tokens';
// The reset and the body's font and colours come with the themes: an app that only imports
// the theme choice (and named components) would otherwise lose them, because the bundler
// drops the package index's side-effect import when the index is bypassed for its re-exports.
import './global.css';

// The themes key on `data-theme` on <html> (themeChoice.ts sets it), not on generated class
// names, so the shell's small classic script (public/theme.js) can set the stored choice
// before the first paint, and the server can write an embed's ?theme= into its HTML.
//
// Everything on :root: the light theme and the tokens every theme shares (space, type, ...).
// No attribute, or `system`, follows the device: dark where it prefers dark, live.
createGlobalTheme(':root', vars, lightTokens);
globalStyle(':root', { colorScheme: 'light' });

/** What differs between themes: their colours and shadows. */
function themeVars(tokens: ThemeTokens) {
  return { ...assignVars(vars.color, tokens.color), ...assignVars(vars.shadow, tokens.shadow) };
}

// Light content, light chrome (the :root values, restated for a device that prefers dark).
globalStyle('[data-theme="light"]', { vars: themeVars(lightTokens), colorScheme: 'light' });
// Light content, dark sidebar and header.
globalStyle('[data-theme="semi-dark"]', { vars: themeVars(semiDarkTokens), colorScheme: 'light' });
// Dark everything.
globalStyle('[data-theme="dark"]', { vars: themeVars(darkTokens), colorScheme: 'dark' });
globalStyle(':root:not([data-theme]), [data-theme="system"]', {
  '@media': {
    [prefersDarkQuery]: { vars: themeVars(darkTokens), colorScheme: 'dark' },
  },
});
