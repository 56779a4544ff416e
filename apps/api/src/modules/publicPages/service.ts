import type { ProfessionList, RouteInput, RouteOutput, Routes } from '@quoteway/contracts';
import {
  appPages,
  BUSINESS_SHORT_PATH,
  bestLocality,
  type ContentLanguage,
  acceptedLanguages,
  contentLanguageFor,
  contentPageAt,
  contentPagePath,
  contentPages,
  findTrade,
  matchPage,
  matchPath,
  namedPlace,
  placeQuery,
  popularTrades,
  professionPath,
  type SiteCountry,
} from '@quoteway/domain';
import type { Clock } from '../../infra/clock';
import type { PageRequest } from '../../plugins/external/web';
import { NotFoundError, PageUnavailableError } from '../../errors';
import { siteOfOrigin } from '../../origin';
import type { ApiReader, PublicRead } from './apiReader';
import type { Head, Html } from './html';
import type { PublicPagesRepository } from './repository';
import { sitemapXml, type SitemapUrl } from './sitemap';
import {
  businessPage,
  categoryPage,
  contentPageView,
  directoryPage,
  homePage,
  landingPage,
  notFoundPage,
  PAGE_REVIEWS,
  type PageView,
  plainPage,
  professionPage,
  type Site,
} from './views';

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

/** The sitemap protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000;
const CACHE_MAX_ENTRIES = 1000;

const ogLocales: Record<SiteCountry, string> = { NZ: 'en_NZ', AU: 'en_AU', IN: 'en_IN' };
/** Open Graph's locale of a content page in another language than English. */
const ogContentLocales: Record<Exclude<ContentLanguage, 'en'>, string> = {
  zh: 'zh_CN',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  ar: 'ar_AR',
};

/** Titles of the pages whose content is made in the browser (forms, signed-in screens). */
const appTitles: Record<string, string> = {
  '/signup': 'Create your account',
  '/signup-business': 'Register your business',
  '/signin': 'Sign in',
  '/login': 'Sign in',
  '/socialsignin': 'Signing you in',
  '/forgot-password': 'Forgot your password?',
  '/set-password': 'Choose a new password',
  '/reset-password': 'Choose a new password',
};

function siteOf(origin: string): { site: Site; country: SiteCountry } {
  return { site: { origin }, country: siteOfOrigin(origin) };
}

/**
 * The public pages as HTML before any JavaScript runs: each route's head (title,
 * description, canonical, Open Graph, JSON-LD) and its main content, made from the same
 * public API calls the SPA makes; unknown addresses are 404s. Also the sitemap.
 */
export function publicPagesService({ read, repository, clock, cacheSeconds }: PublicPagesOptions) {
  const cache = new Map<string, { until: number; value: PageOutcome | string }>();

  function cached<T extends PageOutcome | string>(key: string): T | undefined {
    const hit = cache.get(key);
    if (!hit) return undefined;
    if (hit.until <= clock.now().getTime()) {
      cache.delete(key);
      return undefined;
    }
    return hit.value as T;
  }

  function remember(key: string, value: PageOutcome | string, seconds: number) {
    if (seconds <= 0) return;
    cache.delete(key);
    cache.set(key, { until: clock.now().getTime() + seconds * 1000, value });
    if (cache.size > CACHE_MAX_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }

  /** A read that must succeed: 404 (and a 400 for an id that cannot exist) is null. */
  async function get<K extends PublicRead>(
    ip: string,
    name: K,
    input: RouteInput<Routes[K]>,
  ): Promise<RouteOutput<Routes[K]> | null> {
    const answer = await read(name, input, ip);
    if (answer.ok) return answer.body;
    if (answer.status === 404 || answer.status === 400) return null;
    throw new PageUnavailableError(answer.status === 429 ? 429 : 503, answer.retryAfter);
  }

  /** A read the page can do without (its section is left out when it fails). */
  async function optional<K extends PublicRead>(
    ip: string,
    name: K,
    input: RouteInput<Routes[K]>,
  ): Promise<RouteOutput<Routes[K]> | null> {
    const answer = await read(name, input, ip);
    if (answer.ok) return answer.body;
    if (answer.status === 429) throw new PageUnavailableError(429, answer.retryAfter);
    return null;
  }

  async function trades(ip: string): Promise<ProfessionList> {
    const list = await get(ip, 'professions', {});
    if (!list) throw new PageUnavailableError(503, null);
    return list;
  }

  /** A place named in an address, as the gazetteer best matches it in the site's country. */
  async function findPlace(ip: string, country: SiteCountry, name: string) {
    const q = placeQuery(name);
    if (!q) return null;
    const found = await get(ip, 'searchLocalities', { query: { q, country, limit: 10 } });
    return (found && bestLocality(found.localities, q)) ?? null;
  }

  async function view(
    request: PageRequest,
    lang: ContentLanguage,
  ): Promise<PageView | { redirect: string }> {
    const { site, country } = siteOf(request.origin);
    const { ip } = request;
    const match = matchPage(request.pathname);
    if (!match) {
      const short = matchPath(BUSINESS_SHORT_PATH, request.pathname);
      if (short?.slug) {
        const found = await get(ip, 'businessBySlug', { params: { slug: short.slug } });
        if (found) return { redirect: `/business-details/${found._id}` };
      }
      return notFoundPage(site);
    }
    const { params } = match;
    switch (match.page.path) {
      case '/':
      case '/home': {
        const [list, stats, recent] = await Promise.all([
          trades(ip),
          optional(ip, 'siteStats', {}),
          optional(ip, 'recentReviews', {}),
        ]);
        return homePage(
          site,
          { trades: list.professions, stats, recent: recent?.reviews ?? [] },
          popularTrades,
        );
      }
      case '/landing-page/:service?/:locations?': {
        // Read as the app's landing page reads it: the trade by slug or name, the first
        // place the gazetteer finds, named as the address named it.
        const words = placeQuery(params.locations ?? '');
        const [list, found] = await Promise.all([
          trades(ip),
          words ? get(ip, 'searchLocalities', { query: { q: words, country, limit: 1 } }) : null,
        ]);
        const trade = params.service ? findTrade(list.professions, params.service) : undefined;
        const locality = found?.localities[0];
        const place = locality ? namedPlace(locality, words) : null;
        // No such trade: the wizard opens on no trade; the page says it is the home page.
        if (!trade) {
          return homePage(
            site,
            { trades: list.professions, stats: null, recent: [] },
            popularTrades,
          );
        }
        return landingPage(site, trade, place);
      }
      case '/business-directory':
        return directoryPage(site, await trades(ip));
      case '/profession/:professionId/:selectedLocation?':
      case '/category/:professionName/:locationName': {
        // A trade by slug or name; a name that is no trade but a category lists its trades.
        const list = await trades(ip);
        const name = params.professionId ?? params.professionName ?? '';
        const placeName = params.selectedLocation ?? params.locationName;
        const trade = findTrade(list.professions, name);
        if (trade) return listing(site, country, ip, trade, placeName);
        const category = findTrade(list.categories, name);
        const place = category && placeName ? await findPlace(ip, country, placeName) : null;
        if (!category || !place) return notFoundPage(site);
        return categoryPage(
          site,
          category,
          list.professions.filter((p) => p.categorySlug === category.slug),
          place,
        );
      }
      case '/business-details/:id': {
        const id = (params.id ?? '').toLowerCase();
        const [found, reviews] = await Promise.all([
          get(ip, 'business', { params: { id } }),
          get(ip, 'businessReviews', { params: { id }, query: { page: 1, perPage: PAGE_REVIEWS } }),
        ]);
        if (!found) return notFoundPage(site);
        return businessPage(site, found, reviews ?? { reviews: [], total: 0 });
      }
      case '/about':
      case '/how-it-works':
      case '/help':
      case '/ads':
      case '/policy/:tid': {
        const id = contentPageAt(request.pathname);
        if (!id) return notFoundPage(site);
        const doc = await get(ip, 'contentPage', { params: { page: id }, query: { lang } });
        if (!doc) throw new PageUnavailableError(503, null);
        return contentPageView(site, doc);
      }
      default: {
        const path = request.pathname.replace(/\/+$/, '') || '/';
        const indexed = match.page.audience === 'public';
        return plainPage(site, path, appTitles[match.page.path] ?? '', indexed);
      }
    }
  }

  /** A trade's businesses, in a place (by its name) when one is named. */
  async function listing(
    site: Site,
    country: SiteCountry,
    ip: string,
    trade: { slug: string; name: string },
    placeName: string | undefined,
  ): Promise<PageView> {
    const place = placeName ? await findPlace(ip, country, placeName) : null;
    if (placeName && !place) return notFoundPage(site);
    const list = await get(ip, 'directory', {
      query: { profession: trade.slug, ...(place ? { localityId: place.id } : {}) },
    });
    if (!list) throw new PageUnavailableError(503, null);
    return professionPage(site, trade, place, list);
  }

  return {
    /** The page for a path (cached per site and path for `cacheSeconds`). */
    async render(request: PageRequest): Promise<PageOutcome> {
      // Only the site's own pages are written in every language; the rest are English.
      const isContent = contentPageAt(request.pathname) !== undefined;
      const lang = isContent
        ? contentLanguageFor(request.lang, acceptedLanguages(request.acceptLanguage))
        : 'en';
      const negotiated = isContent && !request.lang;
      const key = `page ${request.origin}${request.pathname} ${lang}`;
      const hit = cached<PageOutcome>(key);
      if (hit) return hit.kind === 'page' ? { ...hit, negotiated } : hit;
      const { country } = siteOf(request.origin);
      let outcome: PageOutcome;
      try {
        const made = await view(request, lang);
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

    /**
     * /sitemap.xml: the site's own pages, every trade, the trade x place pages that list
     * someone (the trades of each business in the place it is based in), and every business.
     */
    async sitemap(origin: string): Promise<string> {
      const key = `sitemap ${origin}`;
      const hit = cached<string>(key);
      if (hit) return hit;
      const { country } = siteOf(origin);
      const fixed = ['/home', '/business-directory', ...contentPages.map(contentPagePath)];
      const [slugs, places, businesses] = await Promise.all([
        repository.professionSlugs(),
        repository.tradePlaces(country, SITEMAP_MAX_URLS),
        repository.businessPages(SITEMAP_MAX_URLS),
      ]);
      const urls: SitemapUrl[] = [
        ...fixed.map((path) => ({ path })),
        ...slugs.map((slug) => ({ path: professionPath(slug) })),
        ...places.map((row) => ({ path: professionPath(row.slug, row.place) })),
        ...businesses.map((row) => ({
          path: `/business-details/${row.id}`,
          lastModified: row.lastChanged,
        })),
      ].slice(0, SITEMAP_MAX_URLS);
      const xml = sitemapXml(origin, urls);
      remember(key, xml, Math.max(cacheSeconds, 0) * 5);
      return xml;
    },

    /** /robots.txt: the public pages open; the API (but public images) and private pages not. */
    robots(origin: string): string {
      const publicFirst = new Set(
        appPages.filter((p) => p.audience === 'public').map((p) => firstSegment(p.path)),
      );
      const closed = [
        ...new Set(
          appPages
            .filter((p) => p.audience === 'signedIn' || p.audience === 'embed')
            .map((p) => firstSegment(p.path))
            .filter((segment) => !publicFirst.has(segment)),
        ),
      ];
      return [
        'User-agent: *',
        'Allow: /',
        'Allow: /api/media/public/',
        'Disallow: /api/',
        ...closed.map((segment) => `Disallow: ${segment}`),
        'Disallow: /dev/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

function firstSegment(path: string): string {
  return `/${path.split('/')[1] ?? ''}`;
}

export type PublicPagesService = ReturnType<typeof publicPagesService>;

/** Short addresses (`/b/<slug>`): the business one names, if it is public. */
export function shortAddressService(repository: PublicPagesRepository) {
  return {
    async businessBySlug(slug: string): Promise<{ _id: string }> {
      const id = await repository.businessIdBySlug(slug);
      if (!id) throw new NotFoundError(/*i18n*/ 'No business has this address');
      return { _id: id };
    },
  };
}
