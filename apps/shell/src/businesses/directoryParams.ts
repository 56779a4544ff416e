import type { DirectorySearch } from './queries';

// The directory's search lives in the URL (/business-directory?trade=plumber&place=1234&
// verified=1&rating=4), so a search can be shared and the back button returns to it.

/** "4 stars and up". */
export const TOP_RATED_MIN = 4;

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

/** Lower case, letters and digits only, single spaces: "Mt-Eden" and "mt eden" match. */
function simplify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The place a name means, among the gazetteer's matches for it: the one named exactly so,
 * else one whose name starts with it, else (with `guess`) the gazetteer's best guess.
 */
export function bestLocality<T extends { locality: string }>(
  localities: readonly T[],
  name: string,
  { guess = true }: { guess?: boolean } = {},
): T | undefined {
  const wanted = simplify(name);
  return (
    localities.find((l) => simplify(l.locality) === wanted) ??
    localities.find((l) => simplify(l.locality).startsWith(wanted)) ??
    (guess ? localities[0] : undefined)
  );
}

/** Whether two place names are the same name ("Mt Eden" and "mt-eden"). */
export function sameName(a: string, b: string): boolean {
  return simplify(a) === simplify(b);
}

/** A URL's place ("mt-eden", "Mt%20Eden") as words to search the gazetteer with. */
export function placeQueryOf(param: string): string {
  return param
    .replace(/[-_+]+/g, ' ')
    .trim()
    .slice(0, 80);
}
