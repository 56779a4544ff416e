import { useLingui } from '@lingui/react/macro';
import { isThemeChoice, themeChoices, useThemeChoice } from '@quoteway/ui';
import { useId } from 'react';
import * as css from './theme.css';
import { useThemeLabels } from './themeLabels';

/** The footer's theme chooser, for visitors (signed-in users have it in the profile menu). */
export function ThemeSwitcher() {
  const { t } = useLingui();
  const id = useId();
  const labels = useThemeLabels();
  const { choice, setChoice } = useThemeChoice();
  return (
    <div className={css.switcher}>
      <label htmlFor={id}>{t`Theme`}</label>
      <select
        id={id}
        className={css.select}
        value={choice}
        onChange={(event) => {
          if (isThemeChoice(event.target.value)) setChoice(event.target.value);
        }}
      >
        {themeChoices.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
