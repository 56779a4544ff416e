/** The interface languages, English first (the source and fallback). */
export const locales = ['en', 'zh', 'es', 'fr', 'it', 'ar'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** Each language's own name, shown in the switcher in that language. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  zh: '中文',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ar: 'العربية',
};

const rtl: ReadonlySet<Locale> = new Set<Locale>(['ar']);

/** Writing direction of a locale. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rtl.has(locale) ? 'rtl' : 'ltr';
}

/** Narrow any string (storage, URL, navigator) to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The best supported locale for the browser's preferred languages. */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return defaultLocale;
}
