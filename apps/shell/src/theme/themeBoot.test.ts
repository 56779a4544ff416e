import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyThemeChoice, browserThemeColors, themeNames } from '@quoteway/ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { inlineThemeBoot } from './inlineBoot';

// src/theme/boot.js runs before the app, inline in <head> (the build writes it there with
// inlineThemeBoot, as these tests do), so it cannot import the design system: these tests
// hold its copy of the key, attribute and colours to the design system's, and index.html to
// both.
const shellDir = path.join(import.meta.dirname, '..', '..');
const indexHtml = inlineThemeBoot(readFileSync(path.join(shellDir, 'index.html'), 'utf8'));
const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
/** The inline script the build wrote, as the browser runs it. */
const bootScript = /<script>([^]*?)<\/script>/.exec(head)?.[1] ?? '';

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

describe('src/theme/boot.js', () => {
  it('is written into index.html, in <head>, as an inline classic script (it must run before the body)', () => {
    expect(bootScript).toContain("localStorage.getItem('quoteway.theme')");
    expect(head).not.toContain('theme-boot');
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
