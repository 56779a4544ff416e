import { browserThemeColors, prefersDarkQuery } from './browserTheme';
// Showing a theme means nothing without the themes' style sheet: whatever applies a choice
// brings it along (an app may import nothing else of the design system's CSS first).
import './themes.css';

/** The design system's themes (see themes.css.ts). */
export const themeNames = ['light', 'semi-dark', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/** What a visitor chooses: a theme, or `system`, which follows the device (the default). */
export const themeChoices = ['system', ...themeNames] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/**
 * Where the choice is remembered in localStorage (beside 'quoteway.locale'). The shell's
 * theme boot (apps/shell/src/theme/boot.js) reads the same key before the first paint.
 */
export const THEME_STORAGE_KEY = 'quoteway.theme';

/** Whether `value` names a theme choice. */
export function isThemeChoice(value: unknown): value is ThemeChoice {
  return themeChoices.some((choice) => choice === value);
}

/** The choice this browser remembered, if any. */
export function storedThemeChoice(): ThemeChoice | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remember the choice in this browser; `system` forgets it (the default needs no entry). */
export function storeThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

/** The theme a choice shows: `system` is dark where the device prefers dark, else light. */
export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): ThemeName {
  if (choice !== 'system') return choice;
  return prefersDark ? 'dark' : 'light';
}

/**
 * Show `choice` on a document: `data-theme` on `<html>` (the themes' CSS keys on it;
 * `system` is resolved by a media query in the CSS itself, so it follows the device live),
 * and the browser's own colour for its toolbar (`<meta name="theme-color">`; index.html has
 * one for a light and one for a dark device, each gets the chosen theme's colour, or its
 * own under `system`).
 */
export function applyThemeChoice(choice: ThemeChoice, doc: Document = document): void {
  doc.documentElement.dataset.theme = choice;
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const theme =
      choice === 'system'
        ? resolveTheme(choice, meta.getAttribute('media') === prefersDarkQuery)
        : choice;
    meta.content = browserThemeColors[theme];
  }
}
