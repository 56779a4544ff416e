// The server's side of the catalogs: no React, no browser. The API answers each person in
// their language from the `server` catalog (its ids are the English text, so a message with
// no translation yet reads as the English source).
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { messages as ar } from './locales/ar/server';
import { messages as en } from './locales/en/server';
import { messages as es } from './locales/es/server';
import { messages as fr } from './locales/fr/server';
import { messages as it } from './locales/it/server';
import { messages as zh } from './locales/zh/server';
import { defaultLocale, directionOf, type Locale, locales } from './locales';

export { defaultLocale, directionOf, isLocale, locales, matchLocale } from './locales';
export type { Locale } from './locales';

const catalogs: Record<Locale, Messages> = { en, zh, es, fr, it, ar };

const instances = new Map<Locale, I18n>(
  locales.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: catalogs[locale] } }),
  ]),
);

/** First-strong isolate and its closing mark (Unicode bidi isolates). */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Wrap a value shown inside right-to-left text so it keeps its own direction: a phone number
 * stays "+64 21 555 0198", not "64215550198+", and a Latin name or an amount does not pull the
 * sentence's punctuation to its side. An isolate with no strong letter (digits, "+") reads
 * left to right.
 */
export function isolate(value: string): string {
  return `${FSI}${value}${PDI}`;
}

export type MessageValues = Record<string, string | number>;

/** A translator for one locale: `t(id, values)` with ICU placeholders (`{name}`). */
export interface Translator {
  locale: Locale;
  t(id: string, values?: MessageValues): string;
  /** Whether the catalog knows this id (the English source of a server message). */
  knows(id: string): boolean;
}

const translators = new Map<Locale, Translator>();

/** The translator of a locale; in a right-to-left locale every value is isolated. */
export function translator(locale: Locale): Translator {
  const cached = translators.get(locale);
  if (cached) return cached;
  const i18n = instances.get(locale) ?? (instances.get(defaultLocale) as I18n);
  const rtl = directionOf(locale) === 'rtl';
  const made: Translator = {
    locale,
    t(id, values) {
      // Not one of ours (a name, a place, a business's words): shown as it is, with any
      // `{placeholder}` filled.
      if (!(id in catalogs.en)) {
        return id.replace(/\{(\w+)\}/g, (whole, name: string) =>
          values && name in values ? String(values[name]) : whole,
        );
      }
      if (!values) return i18n._(id);
      const shown = rtl
        ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, isolate(String(v))]))
        : values;
      return i18n._(id, shown);
    },
    knows: (id) => id in catalogs.en,
  };
  translators.set(locale, made);
  return made;
}
