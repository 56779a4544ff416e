import { useLingui } from '@lingui/react/macro';
import { isLocale, localeNames, locales } from '@quoteway/i18n';
import { useId } from 'react';
import { VisuallyHidden } from '@quoteway/ui';
import { switchLanguage } from '../session/language';
import * as css from './layout.css';

/**
 * Choose the interface language; Arabic turns the whole page right-to-left. Its label is for
 * screen readers only in the header, visible where there is room (the drawer).
 */
export function LanguageSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const label = <label htmlFor={id}>{t`Language`}</label>;
  return (
    <>
      {showLabel ? label : <VisuallyHidden>{label}</VisuallyHidden>}
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
