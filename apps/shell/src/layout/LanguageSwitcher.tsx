import { useLingui } from '@lingui/react/macro';
import { isLocale, localeNames, locales } from '@quoteway/i18n';
import { useId } from 'react';
import { VisuallyHidden } from '@quoteway/ui';
import { switchLanguage } from '../session/language';
import * as css from './layout.css';

/** Choose the interface language; Arabic turns the whole page right-to-left. */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <>
      <VisuallyHidden>
        <label htmlFor={id}>{t`Language`}</label>
      </VisuallyHidden>
      <select
        id={id}
        className={css.languageSelect}
        value={i18n.locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          void switchLanguage(next);
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </>
  );
}
