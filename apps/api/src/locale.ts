import { JOB_TITLE_SEPARATOR } from '@quoteway/domain';
import { type Locale, matchLocale, type Translator } from '@quoteway/i18n/server';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request asks for. The apps send their interface language as
 * `Accept-Language` on every call (a browser's own header otherwise); English when none of
 * ours is asked for. Quality values are honoured by order, the usual browser form.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'en';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return matchLocale(tags);
}

/**
 * A job's title (`jobTitleText`: its answers' options joined, or its trade) for a reader: each
 * part is a reference text, translated on its own; a part the catalog does not know (a
 * person's own words) stays as it is.
 */
export function translatedTitle(tr: Translator, title: string): string {
  return title
    .split(JOB_TITLE_SEPARATOR)
    .map((part) => (tr.knows(part) ? tr.t(part) : part))
    .join(JOB_TITLE_SEPARATOR);
}

/**
 * A message's values for a reader: a value that is itself a catalog message (a trade's English
 * name, the reason credits came back) is translated, and a job's `title` part by part; names,
 * places and numbers stay.
 */
export function translatedValues(
  tr: Translator,
  values: Record<string, string | number> | null | undefined,
): Record<string, string | number> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value !== 'string'
        ? value
        : key === 'title'
          ? translatedTitle(tr, value)
          : tr.knows(value)
            ? tr.t(value)
            : value,
    ]),
  );
}
