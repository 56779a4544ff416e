import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyThemeChoice, browserThemeColors, themeNames } from '@quoteway/ui';
import { beforeEach, describe, expect, it } from 'vitest';

// public/theme.js runs before the app, as a classic script in <head>, so it cannot import the
// design system: these tests hold its copy of the key, attribute and colours to the design
// system's, and index.html to both.
const shellDir = path.join(import.meta.dirname, '..', '..');
const bootScript = readFileSync(path.join(shellDir, 'public', 'theme.js'), 'utf8');
const indexHtml = readFileSync(path.join(shellDir, 'index.html'), 'utf8');

/** The <head> of index.html, without its scripts. */
function loadHead() {
  const parsed = new DOMParser().parseFromString(indexHtml, 'text/html');
  for (const script of parsed.head.querySelectorAll('script')) script.remove();
  document.head.innerHTML = parsed.head.innerHTML;
  delete document.documentElement.dataset.theme;
}

/** What a document shows: its theme attribute and its toolbar colours. */
function shown() {
  return {
    theme: document.documentElement.dataset.theme,
    colors: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
      (meta) => `${meta.getAttribute('media')} ${meta.content}`,
    ),
  };
}

function runBootScript() {
  new Function(bootScript)();
}

beforeEach(() => {
  localStorage.clear();
  loadHead();
});

describe('public/theme.js', () => {
  it('is loaded by index.html, in <head>, as a classic script (it must run before the body)', () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head).toMatch(/<script src="\/theme\.js"><\/script>/);
  });

  it.each(themeNames)('shows a stored %s as applyThemeChoice does', (theme) => {
    applyThemeChoice(theme);
    const expected = shown();

    loadHead();
    localStorage.setItem('quoteway.theme', theme);
    runBootScript();
    expect(shown()).toEqual(expected);
  });

  it.each<string | null>([null, 'system', 'neon'])(
    'leaves the page as index.html has it with %s stored: the device’s theme',
    (stored) => {
      if (stored) localStorage.setItem('quoteway.theme', stored);
      runBootScript();
      expect(shown().theme).toBeUndefined();
    },
  );

  it('index.html’s toolbar colours are system’s', () => {
    const asServed = shown();
    applyThemeChoice('system');
    expect(shown().colors).toEqual(asServed.colors);
    expect(asServed.colors).toEqual([
      `(prefers-color-scheme: light) ${browserThemeColors.light}`,
      `(prefers-color-scheme: dark) ${browserThemeColors.dark}`,
    ]);
  });
});
