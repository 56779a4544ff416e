import { useLingui } from '@lingui/react/macro';
import type { ThemeChoice } from '@quoteway/ui';

/** Each theme choice's name, in the interface's language. */
export function useThemeLabels(): Record<ThemeChoice, string> {
  const { t } = useLingui();
  return {
    system: t`System`,
    light: t`Light`,
    'semi-dark': t`Semi-dark`,
    dark: t`Dark`,
  };
}
