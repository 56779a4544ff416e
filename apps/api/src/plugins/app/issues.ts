import { type Locale, translator } from '@quoteway/i18n/server';
import { z } from 'zod';

/** Zod's own wording of its checks, per language (English is the issue's own message). */
const zodLocales: Record<Exclude<Locale, 'en'>, () => { localeError: z.core.$ZodErrorMap }> = {
  zh: z.locales.zhCN,
  es: z.locales.es,
  fr: z.locales.fr,
  it: z.locales.it,
  ar: z.locales.ar,
};

/** One failed check of a request schema, as fastify-type-provider-zod reports it. */
interface ValidationIssue {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * A schema check's message in the caller's language: our own messages (the contracts'
 * `.min(1, 'must not be empty')`) come from the `server` catalog; zod's built-in ones are
 * worded again by zod's locale for that language.
 */
export function translateIssue(issue: ValidationIssue, locale: Locale): string {
  const message = issue.message ?? '';
  const tr = translator(locale);
  if (tr.knows(message)) return tr.t(message);
  if (locale === 'en') return message;
  const raw = {
    ...issue.params,
    code: issue.keyword,
    message,
  } as unknown as Parameters<z.core.$ZodErrorMap>[0];
  const worded = zodLocales[locale]().localeError?.(raw);
  if (typeof worded === 'string') return worded;
  return worded?.message ?? message;
}
