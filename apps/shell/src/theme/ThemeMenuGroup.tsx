import { useLingui } from '@lingui/react/macro';
import { themeChoices, useThemeChoice } from '@quoteway/ui';
import { useId } from 'react';
import * as css from './theme.css';
import { useThemeLabels } from './themeLabels';

interface ThemeMenuGroupProps {
  /** Hands the menu each radio item (by its place in the group), for its arrow keys. */
  itemRef(offset: number, element: HTMLButtonElement | null): void;
}

/**
 * The theme as a group of radio items at the end of a menu (ARIA menuitemradio). Choosing
 * one shows it at once and keeps the menu open, so each can be tried.
 */
export function ThemeMenuGroup({ itemRef }: ThemeMenuGroupProps) {
  const { t } = useLingui();
  const labelId = useId();
  const labels = useThemeLabels();
  const { choice: current, setChoice } = useThemeChoice();
  return (
    <>
      <li role="separator" className={css.separator} />
      <li role="none">
        <ul role="group" aria-labelledby={labelId} className={css.group}>
          <li role="presentation" id={labelId} className={css.groupLabel}>
            {t`Theme`}
          </li>
          {themeChoices.map((choice, offset) => (
            <li key={choice} role="none">
              <button
                ref={(element) => itemRef(offset, element)}
                type="button"
                role="menuitemradio"
                aria-checked={choice === current}
                tabIndex={-1}
                className={css.radioItem}
                onClick={() => setChoice(choice)}
              >
                <svg
                  className={css.check}
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                >
                  <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
                </svg>
                {labels[choice]}
              </button>
            </li>
          ))}
        </ul>
      </li>
    </>
  );
}
