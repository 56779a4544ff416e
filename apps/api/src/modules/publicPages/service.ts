import {
  acceptedLanguages,
  type ContentLanguage,
  contentLanguageFor,
  contentPageAt,
  matchPage,
  type SiteCountry,
} from '@quoteway/domain';
import type { Clock } from '../../infra/clock';
import { PageUnavailableError } from '../../errors';
import type { ApiReader } from './apiReader';
import type { Head, Html } from './html';
import { pageCache } from './pageCache';
import type { PageRequest } from '../../plugins/external/web';
import { pageViews, siteOf } from './pageViews';
import type { PublicPagesRepository } from './repository';
import { siteFiles } from './siteFiles';

export type PageOutcome =
  | {
      kind: 'page';
      status: 200 | 404;
      head: Head;
      body: Html | null;
      /** The page's language follows Accept-Language (the answer varies by it). */
      negotiated: boolean;
    }
  /** A permanent move (a business's short address). */
  | { kind: 'redirect'; location: string }
  | { kind: 'unavailable'; status: 429 | 503; retryAfter: string | null };

export interface PublicPagesOptions {
  read: ApiReader;
  repository: PublicPagesRepository;
  clock: Clock;
  /** How long a made page is reused, per site and path. */
  cacheSeconds: number;
}

const ogLocales: Record<SiteCountry, string> = { NZ: 'en_NZ', AU: 'en_AU', IN: 'en_IN' };
/** Open Graph's locale of a content page in another language than English. */
const ogContentLocales: Record<Exclude<ContentLanguage, 'en'>, string> = {
  zh: 'zh_CN',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  ar: 'ar_AR',
};

/** The pages that may be a local page (a trade in a place), whose guide follows the reader. */
const localPagePatterns = new Set([
  '/landing-page/:service?/:locations?',
  '/profession/:professionId/:selectedLocation?',
  '/category/:professionName/:locationName',
]);

/**
 * The public pages as HTML before any JavaScript runs: each route's head (title,
 * description, canonical, Open Graph, JSON-LD) and its main content, made from the same
 * public API calls the SPA makes; unknown addresses are 404s. Also the sitemap and robots.txt.
 */
export function publicPagesService({ read, repository, clock, cacheSeconds }: PublicPagesOptions) {
  const cache = pageCache<PageOutcome | string>(clock);
  const { cached, remember } = cache;
  const view = pageViews(read);

  return {
    /** The page for a path (cached per site and path for `cacheSeconds`). */
    async render(request: PageRequest): Promise<PageOutcome> {
      // Only the site's own pages are written in every language; the rest are English, but
      // for a local page's guide to hiring the trade, written in the reader's language.
      const isContent = contentPageAt(request.pathname) !== undefined;
      const isLocal = localPagePatterns.has(matchPage(request.pathname)?.page.path ?? '');
      const asked =
        isContent || isLocal
          ? contentLanguageFor(request.lang, acceptedLanguages(request.acceptLanguage))
          : 'en';
      const lang = isContent ? asked : 'en';
      const negotiated = (isContent || isLocal) && !request.lang;
      const key = `page ${request.origin}${request.pathname} ${asked}`;
      const hit = cached<PageOutcome>(key);
      if (hit) return hit.kind === 'page' ? { ...hit, negotiated } : hit;
      const { country } = siteOf(request.origin);
      let outcome: PageOutcome;
      try {
        const made = await view(request, lang, asked);
        outcome =
          'redirect' in made
            ? { kind: 'redirect', location: made.redirect }
            : {
                kind: 'page',
                status: made.status,
                head: {
                  ...made.head,
                  locale: lang === 'en' ? ogLocales[country] : ogContentLocales[lang],
                },
                body: made.body,
                negotiated,
              };
      } catch (error) {
        if (error instanceof PageUnavailableError) {
          return { kind: 'unavailable', status: error.statusCode, retryAfter: error.retryAfter };
        }
        throw error;
      }
      remember(key, outcome, cacheSeconds);
      return outcome;
    },

    ...siteFiles({ repository, cache, cacheSeconds }),
  };
}
