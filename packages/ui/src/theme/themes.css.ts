import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens, semiDarkTokens } from './tokens';
// The reset and the body's font and colours come with the themes: an app that only imports
// `themes` (and named components) would otherwise lose them, because the bundler drops the
// package index's side-effect import when the index is bypassed for its re-exports.
import './global.css';

// Defaults on :root so unthemed pages (and portals) still get sensible values; a theme
// class on <html> (same specificity, declared later) overrides them.
createGlobalTheme(':root', vars, lightTokens);

/** Light content, light chrome. */
export const lightTheme = createTheme(vars, lightTokens, 'lightTheme');
/** Light content, dark sidebar and header. */
export const semiDarkTheme = createTheme(vars, semiDarkTokens, 'semiDarkTheme');
/** Dark everything. */
export const darkTheme = createTheme(vars, darkTokens, 'darkTheme');

globalStyle(`:root, .${lightTheme}, .${semiDarkTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });

/** Theme class by name, e.g. `document.documentElement.classList.add(themes[name])`. */
export const themes = {
  light: lightTheme,
  'semi-dark': semiDarkTheme,
  dark: darkTheme,
};

export type ThemeName = keyof typeof themes;
