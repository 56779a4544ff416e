import { useSyncExternalStore } from 'react';
import type { ThemeChoice } from './themeChoice';
import { getThemeStore, type ThemeState, type ThemeStore } from './themeStore';

/**
 * The page's theme choice, the theme it shows, and a setter that shows and remembers a new
 * choice. Re-renders when either changes (under `system`, when the device switches).
 */
export function useThemeChoice(
  store: ThemeStore = getThemeStore(),
): ThemeState & { setChoice(choice: ThemeChoice): void } {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, setChoice: store.setChoice };
}
