import type { DirectorySearch } from './queries';

// The directory's search lives in the URL (/business-directory?trade=plumber&place=1234&
// verified=1&rating=4), so a search can be shared and the back button returns to it.

/** "4 stars and up". */
const TOP_RATED_MIN = 4;

export interface DirectoryParams {
  /** A trade's slug. */
  trade: string | null;
  /** A gazetteer locality's id. */
  place: number | null;
  verified: boolean;
  topRated: boolean;
}

const SLUG = /^[a-z0-9-]{1,80}$/;

/** The search a URL holds; anything malformed is left out rather than sent. */
export function readDirectoryParams(params: URLSearchParams): DirectoryParams {
  const trade = params.get('trade') ?? '';
  const place = Number(params.get('place'));
  return {
    trade: SLUG.test(trade) ? trade : null,
    place: Number.isInteger(place) && place > 0 && place <= 2_147_483_647 ? place : null,
    verified: params.get('verified') === '1',
    topRated: params.get('rating') === String(TOP_RATED_MIN),
  };
}

/** The URL's query string of a search (only what is set, in a fixed order). */
export function directoryParamsQuery(search: DirectoryParams): string {
  const params = new URLSearchParams();
  if (search.trade) params.set('trade', search.trade);
  if (search.place !== null) params.set('place', String(search.place));
  if (search.verified) params.set('verified', '1');
  if (search.topRated) params.set('rating', String(TOP_RATED_MIN));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What the directory is asked for a search. */
export function directorySearchOf(search: DirectoryParams): DirectorySearch {
  return {
    ...(search.trade ? { profession: search.trade } : {}),
    ...(search.place !== null ? { localityId: search.place } : {}),
    ...(search.verified ? { verified: 'true' as const } : {}),
    ...(search.topRated ? { minRating: TOP_RATED_MIN } : {}),
  };
}

/** Where "Post your job" goes: the wizard with the trade and the place preset. */
export function postJobHref(trade: string | null, placeName: string | null): string {
  if (!trade) return '/home';
  const place = placeName ? `/${encodeURIComponent(placeName)}` : '';
  return `/landing-page/${trade}${place}`;
}
