import type {
  Locality,
  ProfessionList,
  RouteInput,
  RouteOutput,
  Routes,
} from '@quoteway/contracts';
import { tradeGuide } from '@quoteway/content';
import {
  bestLocality,
  businessPagePath,
  type ContentLanguage,
  contentPageAt,
  findTrade,
  matchPage,
  namedPlace,
  placeQuery,
  popularTrades,
  professionPath,
  type SiteCountry,
} from '@quoteway/domain';
import type { Locale } from '@quoteway/i18n/server';
import { PageUnavailableError } from '../../errors';
import { siteOfOrigin } from '../../origin';
import type { ApiReader, PublicRead, Visitor } from './apiReader';
import { localPage } from './localPage';
import {
  businessPage,
  categoryPage,
  contentPageView,
  directoryPage,
  homePage,
  landingPage,
  moderationPage,
  notFoundPage,
  PAGE_REVIEWS,
  type PageView,
  plainPage,
  professionPage,
  type Site,
} from './views';
import type { PageRequest } from '../../plugins/external/web';

/** How many reviews from the area a local page shows. */
const LOCAL_REVIEWS = 3;

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

export function siteOf(origin: string): { site: Site; country: SiteCountry } {
  return { site: { origin }, country: siteOfOrigin(origin) };
}

/**
 * Which view a path shows, and the public API reads it is made from (the same calls the SPA
 * makes, on the visitor's budget); unknown addresses are the not-found view.
 */
export function pageViews(read: ApiReader) {
  /**
   * A read's body, or null when it failed with a status the page can do without; any other
   * failure makes the page unavailable (429 passed on, the rest a 503).
   */
  async function readOr<K extends PublicRead>(
    visitor: Visitor,
    name: K,
    input: RouteInput<Routes[K]>,
    tolerated: (status: number) => boolean,
  ): Promise<RouteOutput<Routes[K]> | null> {
    const answer = await read(name, input, visitor);
    if (answer.ok) return answer.body;
    if (tolerated(answer.status)) return null;
    throw new PageUnavailableError(answer.status === 429 ? 429 : 503, answer.retryAfter);
  }

  /** A read that must succeed: 404 (and a 400 for an id that cannot exist) is null. */
  const get = <K extends PublicRead>(visitor: Visitor, name: K, input: RouteInput<Routes[K]>) =>
    readOr(visitor, name, input, (status) => status === 404 || status === 400);

  /** A read the page can do without (its section is left out when it fails). */
  const optional = <K extends PublicRead>(
    visitor: Visitor,
    name: K,
    input: RouteInput<Routes[K]>,
  ) => readOr(visitor, name, input, (status) => status !== 429);

  async function trades(visitor: Visitor): Promise<ProfessionList> {
    const list = await get(visitor, 'professions', {});
    if (!list) throw new PageUnavailableError(503, null);
    return list;
  }

  /** A place named in an address, as the gazetteer best matches it in the site's country. */
  async function findPlace(visitor: Visitor, country: SiteCountry, name: string) {
    const q = placeQuery(name);
    if (!q) return null;
    const found = await get(visitor, 'searchLocalities', { query: { q, country, limit: 10 } });
    return (found && bestLocality(found.localities, q)) ?? null;
  }

  /**
   * The page at a path: `lang` is the page's language (content pages are written in every
   * language; the rest in English), `reader` the reader's, which a local page's guide to
   * hiring the trade is written in.
   */
  async function view(
    request: PageRequest,
    lang: ContentLanguage,
    reader: Locale = 'en',
  ): Promise<PageView | { redirect: string }> {
    const { site, country } = siteOf(request.origin);
    const visitor: Visitor = { ip: request.ip, host: new URL(request.origin).host };
    const match = matchPage(request.pathname);
    if (!match) return notFoundPage(site);
    const { params } = match;
    switch (match.page.path) {
      case '/':
      case '/home': {
        const [list, stats, recent] = await Promise.all([
          trades(visitor),
          optional(visitor, 'siteStats', {}),
          optional(visitor, 'recentReviews', {}),
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
          trades(visitor),
          words
            ? get(visitor, 'searchLocalities', { query: { q: words, country, limit: 1 } })
            : null,
        ]);
        const trade = params.service ? findTrade(list.professions, params.service) : undefined;
        const locality = found?.localities[0];
        const place = locality ? namedPlace(locality, words) : null;
        if (trade && locality && place) {
          const path = `/landing-page/${encodeURIComponent(trade.slug)}/${encodeURIComponent(place)}`;
          return local(site, country, visitor, path, trade, locality, place, 'landing', reader);
        }
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
        return directoryPage(site, await trades(visitor));
      case '/profession/:professionId/:selectedLocation?':
      case '/category/:professionName/:locationName': {
        // A trade by slug or name; a name that is no trade but a category lists its trades.
        const list = await trades(visitor);
        const name = params.professionId ?? params.professionName ?? '';
        const placeName = params.selectedLocation ?? params.locationName;
        const trade = findTrade(list.professions, name);
        if (trade) return listing(site, country, visitor, trade, placeName, reader);
        const category = findTrade(list.categories, name);
        const place = category && placeName ? await findPlace(visitor, country, placeName) : null;
        if (!category || !place) return notFoundPage(site);
        return categoryPage(
          site,
          category,
          list.professions.filter((p) => p.categorySlug === category.slug),
          place,
        );
      }
      case '/b/:slug': {
        const found = await get(visitor, 'businessBySlug', { params: { slug: params.slug ?? '' } });
        if (!found) return notFoundPage(site);
        const reviews = await get(visitor, 'businessReviews', {
          params: { id: found._id },
          query: { page: 1, perPage: PAGE_REVIEWS },
        });
        return businessPage(site, found, reviews ?? { reviews: [], total: 0 });
      }
      case '/moderation': {
        const figures = await get(visitor, 'moderationFigures', { query: { months: 12 } });
        if (!figures) throw new PageUnavailableError(503, null);
        return moderationPage(site, figures);
      }

      case '/business-details/:id': {
        // The page's old address: its business's page is at /b/<slug> now.
        const id = (params.id ?? '').toLowerCase();
        const found = await get(visitor, 'business', { params: { id } });
        return found ? { redirect: businessPagePath(found.slug) } : notFoundPage(site);
      }
      case '/about':
      case '/how-it-works':
      case '/help':
      case '/ads':
      case '/policy/:tid': {
        const id = contentPageAt(request.pathname);
        if (!id) return notFoundPage(site);
        const doc = await get(visitor, 'contentPage', { params: { page: id }, query: { lang } });
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
    visitor: Visitor,
    trade: { slug: string; name: string },
    placeName: string | undefined,
    reader: Locale,
  ): Promise<PageView> {
    const place = placeName ? await findPlace(visitor, country, placeName) : null;
    if (placeName && !place) return notFoundPage(site);
    if (place) {
      const path = professionPath(trade.slug, place.locality);
      return local(site, country, visitor, path, trade, place, place.locality, 'listing', reader);
    }
    const list = await get(visitor, 'directory', { query: { profession: trade.slug } });
    if (!list) throw new PageUnavailableError(503, null);
    return professionPage(site, trade, null, list);
  }

  /** A trade in a place: its businesses, prices, reviews and guide (one layout). */
  async function local(
    site: Site,
    country: SiteCountry,
    visitor: Visitor,
    path: string,
    trade: { slug: string; name: string },
    place: Locality,
    placeName: string,
    kind: 'landing' | 'listing',
    reader: Locale,
  ): Promise<PageView> {
    const area = { profession: trade.slug, localityId: place.id };
    const [list, prices, recent] = await Promise.all([
      get(visitor, 'directory', { query: area }),
      optional(visitor, 'priceGuide', { query: area }),
      optional(visitor, 'recentReviews', { query: { ...area, limit: LOCAL_REVIEWS } }),
    ]);
    if (!list) throw new PageUnavailableError(503, null);
    return localPage(
      site,
      path,
      {
        country,
        trade,
        place,
        placeName,
        list,
        prices,
        reviews: recent?.reviews ?? [],
        guide: tradeGuide(trade.slug, country),
        guideLang: reader,
      },
      { kind },
    );
  }

  return view;
}
