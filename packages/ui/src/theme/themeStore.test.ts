import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyThemeChoice, THEME_STORAGE_KEY } from './themeChoice';
import { createThemeStore, type ThemeState } from './themeStore';
import { browserThemeColors } from './browserTheme';

/**
 * The device's colour-scheme preference, switchable: jsdom has no matchMedia, so this stands
 * in for the browser's (the e2e test switches a real one with emulateMedia).
 */
function deviceScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  const previous = window.matchMedia;
  window.matchMedia = ((query: string) => {
    if (query !== list.media) throw new Error(`unexpected media query ${query}`);
    return list;
  }) as unknown as typeof window.matchMedia;
  return {
    switchTo(dark: boolean) {
      list.matches = dark;
      for (const listener of listeners) listener();
    },
    restore() {
      window.matchMedia = previous;
    },
  };
}

const html = () => document.documentElement;
const metaContents = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
    (meta) => meta.content,
  );

beforeEach(() => {
  localStorage.clear();
  delete html().dataset.theme;
  // As in the shell's index.html: one colour for a light device, one for a dark one.
  document.head.innerHTML = `
    <meta name="theme-color" content="" media="(prefers-color-scheme: light)">
    <meta name="theme-color" content="" media="(prefers-color-scheme: dark)">`;
});

let device: ReturnType<typeof deviceScheme> | null = null;
afterEach(() => {
  device?.restore();
  device = null;
});

describe('theme store', () => {
  it('starts on system, shown on <html>, with each device’s own toolbar colour', () => {
    device = deviceScheme(false);
    const store = createThemeStore();
    expect(store.getState()).toEqual({ choice: 'system', theme: 'light' });
    expect(html().dataset.theme).toBe('system');
    expect(metaContents()).toEqual([browserThemeColors.light, browserThemeColors.dark]);
  });

  it('shows and remembers a choice, and a new store starts from it', () => {
    device = deviceScheme(false);
    const store = createThemeStore();
    store.setChoice('semi-dark');
    expect(store.getState()).toEqual({ choice: 'semi-dark', theme: 'semi-dark' });
    expect(html().dataset.theme).toBe('semi-dark');
    expect(metaContents()).toEqual([
      browserThemeColors['semi-dark'],
      browserThemeColors['semi-dark'],
    ]);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('semi-dark');

    // The next page load.
    delete html().dataset.theme;
    expect(createThemeStore().getState()).toEqual({ choice: 'semi-dark', theme: 'semi-dark' });
    expect(html().dataset.theme).toBe('semi-dark');

    // Back to the default: nothing left stored.
    createThemeStore().setChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value that is no theme', () => {
    device = deviceScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    expect(createThemeStore().getState().choice).toBe('system');
  });

  it('under system, follows the device when it switches, and tells its listeners', () => {
    device = deviceScheme(false);
    const store = createThemeStore();
    const heard: ThemeState[] = [];
    store.subscribe((state) => heard.push(state));

    device.switchTo(true);
    expect(store.getState()).toEqual({ choice: 'system', theme: 'dark' });
    device.switchTo(false);
    expect(store.getState()).toEqual({ choice: 'system', theme: 'light' });
    expect(heard).toEqual([
      { choice: 'system', theme: 'dark' },
      { choice: 'system', theme: 'light' },
    ]);
    // The CSS itself follows the device under `system`: the attribute stays.
    expect(html().dataset.theme).toBe('system');
  });

  it('keeps a chosen theme when the device switches', () => {
    device = deviceScheme(true);
    const store = createThemeStore({ initial: 'light' });
    const heard: ThemeState[] = [];
    store.subscribe((state) => heard.push(state));
    device.switchTo(false);
    device.switchTo(true);
    expect(store.getState()).toEqual({ choice: 'light', theme: 'light' });
    expect(heard).toEqual([]);
  });

  it('follows a choice made in another tab', () => {
    device = deviceScheme(true);
    const store = createThemeStore();
    expect(store.getState().theme).toBe('dark');
    window.dispatchEvent(
      new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }),
    );
    expect(store.getState()).toEqual({ choice: 'light', theme: 'light' });
    expect(html().dataset.theme).toBe('light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: null }));
    expect(store.getState()).toEqual({ choice: 'system', theme: 'dark' });
  });

  it('without persisting (an embed’s ?theme=), neither reads nor writes the stored choice', () => {
    device = deviceScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const store = createThemeStore({ initial: 'semi-dark', persist: false });
    store.setChoice('light');
    expect(store.getState().choice).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(createThemeStore({ persist: false }).getState().choice).toBe('system');
  });
});

describe('applyThemeChoice', () => {
  it('gives both toolbar colours the chosen theme’s, and system each its own again', () => {
    applyThemeChoice('dark');
    expect(metaContents()).toEqual([browserThemeColors.dark, browserThemeColors.dark]);
    applyThemeChoice('system');
    expect(metaContents()).toEqual([browserThemeColors.light, browserThemeColors.dark]);
  });
});
