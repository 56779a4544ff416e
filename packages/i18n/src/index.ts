export { i18n } from '@lingui/core';
export { I18nProvider } from '@lingui/react';
export { activateLocale, storedLocale, storeLocale } from './activate';
export { isolateLtr } from './bidi';
export { loadMessages } from './catalogs';
export type { CatalogName } from './catalogs';
export { defaultLocale, directionOf, isLocale, localeNames, locales, matchLocale } from './locales';
export type { Locale } from './locales';
export { formatterOnce } from './formatters';
