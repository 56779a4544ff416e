import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

export type CatalogName = 'app' | 'embed';

type Loader = () => Promise<{ messages: Messages }>;

// Explicit imports so the bundler splits one chunk per locale and catalog: a visitor
// downloads only the language they use.
const loaders: Record<CatalogName, Record<Locale, Loader>> = {
  app: {
    en: () => import('./locales/en/app'),
    zh: () => import('./locales/zh/app'),
    es: () => import('./locales/es/app'),
    fr: () => import('./locales/fr/app'),
    it: () => import('./locales/it/app'),
    ar: () => import('./locales/ar/app'),
  },
  embed: {
    en: () => import('./locales/en/embed'),
    zh: () => import('./locales/zh/embed'),
    es: () => import('./locales/es/embed'),
    fr: () => import('./locales/fr/embed'),
    it: () => import('./locales/it/embed'),
    ar: () => import('./locales/ar/embed'),
  },
};

/** Load the compiled messages of one catalog in one locale. */
export async function loadMessages(catalog: CatalogName, locale: Locale): Promise<Messages> {
  return (await loaders[catalog][locale]()).messages;
}
