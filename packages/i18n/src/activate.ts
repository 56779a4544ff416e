import { i18n } from '@lingui/core';
import { loadMessages, type CatalogName } from './catalogs';
import { directionOf, type Locale } from './locales';

const STORAGE_KEY = 'quoteway.locale';

/** Load and activate a locale, and set `lang` and `dir` on the document so Arabic mirrors. */
export async function activateLocale(catalog: CatalogName, locale: Locale): Promise<void> {
  const messages = await loadMessages(catalog, locale);
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }
}

/** The locale the visitor chose before, if any. */
export function storedLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remember the visitor's choice of locale. */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}
