import { prefersDarkQuery } from './browserTheme';
import {
  applyThemeChoice,
  resolveTheme,
  storedThemeChoice,
  storeThemeChoice,
  THEME_STORAGE_KEY,
  type ThemeChoice,
  type ThemeName,
  isThemeChoice,
} from './themeChoice';

/** A theme choice and the theme it shows now. */
export interface ThemeState {
  choice: ThemeChoice;
  /** `choice` resolved: under `system`, dark or light as the device prefers at this moment. */
  theme: ThemeName;
}

/**
 * The theme of a page: the visitor's choice, shown on the document, remembered and followed
 * live. The account's stored choice can be wired to it: `setChoice` with the server's value
 * once the user is known, and `subscribe` to send the visitor's changes.
 */
export interface ThemeStore {
  getState(): ThemeState;
  /** Show `choice` now, and remember it if the store persists. */
  setChoice(choice: ThemeChoice): void;
  /** `listener` runs after every change of the state; returns the unsubscribe. */
  subscribe(listener: (state: ThemeState) => void): () => void;
}

export interface ThemeStoreOptions {
  /** The choice to start with. Default: the one stored in this browser, else `system`. */
  initial?: ThemeChoice;
  /**
   * Remember choices in localStorage ('quoteway.theme') and follow the choices made in this
   * browser's other tabs. Default true; false for a page whose address names its theme (an
   * embed's ?theme=).
   */
  persist?: boolean;
  /** The window whose document shows the theme. Default: this one. */
  win?: Window;
}

/** Make a theme store: shows the initial choice at once and follows the device from then on. */
export function createThemeStore({
  initial,
  persist = true,
  win = window,
}: ThemeStoreOptions = {}): ThemeStore {
  const listeners = new Set<(state: ThemeState) => void>();
  // jsdom and old engines may lack matchMedia: then the device never prefers dark.
  const prefersDark =
    typeof win.matchMedia === 'function' ? win.matchMedia(prefersDarkQuery) : null;
  const stateOf = (choice: ThemeChoice): ThemeState => ({
    choice,
    theme: resolveTheme(choice, prefersDark?.matches ?? false),
  });

  let state = stateOf(initial ?? (persist ? storedThemeChoice() : null) ?? 'system');
  applyThemeChoice(state.choice, win.document);

  const update = (choice: ThemeChoice) => {
    const next = stateOf(choice);
    if (next.choice === state.choice && next.theme === state.theme) return;
    if (next.choice !== state.choice) applyThemeChoice(next.choice, win.document);
    state = next;
    for (const listener of listeners) listener(state);
  };

  // The CSS follows the device by itself; the state follows it for its listeners.
  prefersDark?.addEventListener('change', () => update(state.choice));
  if (persist) {
    win.addEventListener('storage', (event) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      update(isThemeChoice(event.newValue) ? event.newValue : 'system');
    });
  }

  return {
    getState: () => state,
    setChoice(choice) {
      if (persist) storeThemeChoice(choice);
      update(choice);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

let shared: ThemeStore | null = null;

/** This page's persisted theme store, made (and its choice shown) on first use. */
export function getThemeStore(): ThemeStore {
  shared ??= createThemeStore();
  return shared;
}
