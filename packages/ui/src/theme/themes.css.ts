import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens, semiDarkTokens } from './tokens';

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
