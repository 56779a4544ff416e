// The site's own pages (help, policies, about, ...) are written as Markdown, one file per
// page and language, in the `@quoteway/content` package; the server renders them and serves
// them at `GET /api/content/:page`. This module only names them, so the route table, the
// server and the apps agree on which pages exist, where they live and in which languages.

/** The pages written as Markdown, by id. */
export const contentPages = [
  'help',
  'faq',
  'privacy',
  'terms',
  'about',
  'how-it-works',
  'ads',
] as const;
export type ContentPageId = (typeof contentPages)[number];

/** The languages every content page is written in, English (the fallback) first. */
export const contentLanguages = ['en', 'zh', 'es', 'fr', 'it', 'ar'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** /policy/:tid: 0 Privacy Policy, 1 Terms & Conditions, 2 FAQs (spec section 2). */
export const policyPages = ['privacy', 'terms', 'faq'] as const satisfies readonly ContentPageId[];

/** Whether a string names a content page. */
export function isContentPage(value: unknown): value is ContentPageId {
  return typeof value === 'string' && (contentPages as readonly string[]).includes(value);
}

/** Whether a string is a language the content pages are written in. */
export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (contentLanguages as readonly string[]).includes(value);
}

/** The address of a content page on the site (`/help`, `/policy/0`, ...). */
export function contentPagePath(page: ContentPageId): string {
  const tid = (policyPages as readonly string[]).indexOf(page);
  return tid >= 0 ? `/policy/${tid}` : `/${page}`;
}

/** The content page at an address of the site, if it is one (the inverse of contentPagePath). */
export function contentPageAt(pathname: string): ContentPageId | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const policy = /^\/policy\/(\d)$/.exec(path);
  if (policy) return policyPages[Number(policy[1])];
  return contentPages.find((page) => `/${page}` === path && contentPagePath(page) === path);
}

/**
 * The language to serve a content page in: the one asked for by name (`?lang=`), else the
 * first of the visitor's preferred languages (Accept-Language, `navigator.languages`) that
 * the pages are written in, else English.
 */
export function contentLanguageFor(
  asked: string | null | undefined,
  preferred: readonly string[],
): ContentLanguage {
  if (isContentLanguage(asked)) return asked;
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isContentLanguage(base)) return base;
  }
  return 'en';
}

/** The languages of an Accept-Language header, most preferred first (q=0 and `*` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/** The trades New Zealanders hire most, in that order (the home page's shortcuts). */
export const popularTrades: readonly string[] = [
  'builder',
  'plumber',
  'electrician',
  'painter',
  'landscaper',
  'cleaner',
  'roofer',
  'arborist',
  'gib-stopper',
  'drainlayer',
  'tiler',
  'handyman',
];
