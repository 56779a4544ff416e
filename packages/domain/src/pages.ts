/**
 * Who a page is for, as far as search engines care. `public`: indexed (and, where it has
 * data, in the sitemap). `account`: sign-in and password screens, shown to anyone but not
 * indexed. `signedIn`: the SPA guards it; the server still answers 200 with `noindex`.
 * `embed`: pages made to be framed by other sites, not indexed.
 */
export type PageAudience = 'public' | 'account' | 'signedIn' | 'embed';

export interface AppPage {
  /** The pattern in React Router's syntax (`:param`, `:param?` for an optional segment). */
  path: string;
  audience: PageAudience;
}

/**
 * Every page of the web app (spec section 2), in the shell's route table syntax. The shell's
 * routes (apps/shell/src/routing/routes.tsx, with the console's and the embeds') must be
 * exactly these (a shell test checks both ways); the server answers any other path 404.
 */
export const appPages: readonly AppPage[] = [
  { path: '/', audience: 'public' },
  { path: '/home', audience: 'public' },
  { path: '/landing-page/:service?/:locations?', audience: 'public' },
  { path: '/business-directory', audience: 'public' },
  { path: '/profession/:professionId/:selectedLocation?', audience: 'public' },
  { path: '/category/:professionName/:locationName', audience: 'public' },
  // A business's page (its canonical address, businessPagePath).
  { path: '/b/:slug', audience: 'public' },
  // Its old address: the server answers 301 to /b/<slug>, the app replaces it in the history.
  { path: '/business-details/:id', audience: 'public' },
  { path: '/ads', audience: 'public' },
  { path: '/help', audience: 'public' },
  { path: '/about', audience: 'public' },
  { path: '/how-it-works', audience: 'public' },
  { path: '/policy/:tid', audience: 'public' },
  // The published moderation figures (issue 32).
  { path: '/moderation', audience: 'public' },
  { path: '/signup', audience: 'public' },
  { path: '/signup-business', audience: 'public' },
  { path: '/signin', audience: 'account' },
  { path: '/login', audience: 'account' },
  { path: '/socialsignin', audience: 'account' },
  { path: '/set-password', audience: 'account' },
  { path: '/reset-password', audience: 'account' },
  { path: '/forgot-password', audience: 'account' },
  { path: '/my-jobs/:tabId?/:expandedId?', audience: 'signedIn' },
  { path: '/settings', audience: 'signedIn' },
  { path: '/inbox', audience: 'signedIn' },
  { path: '/chat/:senderId/:receiverId/:jobId', audience: 'signedIn' },
  // The job-completed e-mail links here.
  { path: '/review/:jobId', audience: 'signedIn' },
  { path: '/leads/tab/:tabId?', audience: 'signedIn' },
  { path: '/leads/settings', audience: 'signedIn' },
  { path: '/leads/my-business-profile', audience: 'signedIn' },
  // The review-received e-mail links here.
  { path: '/leads/reviews', audience: 'signedIn' },
  { path: '/leads/quote-activity', audience: 'signedIn' },
  { path: '/leads/return-on-spend', audience: 'signedIn' },
  { path: '/leads/auto-quotes', audience: 'signedIn' },
  { path: '/leads/widget', audience: 'signedIn' },
  { path: '/plans/:jobId?', audience: 'signedIn' },
  // A tax invoice or credit note; the purchase receipt e-mail links here.
  { path: '/invoices/:id', audience: 'signedIn' },
  { path: '/lead-details/:id/:userId?', audience: 'signedIn' },
  // Quoteway's operator console (operators only; others get the not-found page).
  { path: '/admin/:section?', audience: 'signedIn' },
  { path: '/iframehome/:service?/:locations?', audience: 'embed' },
  { path: '/jobiframe/:service?/:locations?', audience: 'embed' },
  { path: '/businessiframe/:service?/:locations?', audience: 'embed' },
];

export interface PageMatch {
  page: AppPage;
  /** The pattern's parameters, decoded; an optional one that is absent is missing. */
  params: Record<string, string>;
}

interface Compiled {
  page: AppPage;
  pattern: RegExp;
  names: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern as React Router reads it: static segments ignore case, a trailing slash is fine. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      names.push(param[1] ?? '');
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`, 'i'), names };
}

const compiled: Compiled[] = appPages.map((page) => ({ page, ...compile(page.path) }));

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page a path (without its query) shows, or null when it is no page of the app. */
export function matchPage(pathname: string): PageMatch | null {
  return matchPattern(compiled, pathname);
}

const oneOff = new Map<string, Compiled>();

/** Match one pattern (in React Router's syntax) against a path. */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  let one = oneOff.get(path);
  if (!one) {
    one = { page: { path, audience: 'public' }, ...compile(path) };
    oneOff.set(path, one);
  }
  return matchPattern([one], pathname)?.params ?? null;
}

function matchPattern(list: Compiled[], pathname: string): PageMatch | null {
  const path = pathname === '' ? '/' : pathname;
  for (const { page, pattern, names } of list) {
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = found[i + 1];
      if (value !== undefined) params[name] = decode(value);
    });
    return { page, params };
  }
  return null;
}

/** The address of a trade's listing, optionally in one place (named as the gazetteer does). */
export function professionPath(professionSlug: string, place?: string): string {
  const base = `/profession/${encodeURIComponent(professionSlug)}`;
  return place ? `${base}/${encodeURIComponent(place)}` : base;
}

// How the shell and the server read trades and places in addresses (one set of rules, so
// the page a crawler is served names the trade and place the app then shows).

/** 'GIB Stopper', 'gib-stopper' and 'gib stopper' all read 'gib-stopper' (any script). */
function tradeKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The trade (or category) an address names, by slug or name, any case. */
export function findTrade<T extends { slug: string; name: string }>(
  trades: readonly T[],
  text: string,
): T | undefined {
  const wanted = tradeKey(text);
  if (!wanted) return undefined;
  return trades.find((trade) => trade.slug === wanted || tradeKey(trade.name) === wanted);
}

/** Lower case, letters and digits only, single spaces: "Mt-Eden" and "mt eden" match. */
function simplifyPlace(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether two place names are the same name ("Mt Eden" and "mt-eden", "Whangārei"). */
export function sameName(a: string, b: string): boolean {
  return simplifyPlace(a) === simplifyPlace(b);
}

/** An address's place ("new-plymouth", "Mt%20Eden" decoded) as words to search with. */
export function placeQuery(param: string): string {
  return param
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}

/**
 * The place a name means among the gazetteer's matches for it: the one named exactly so,
 * else one whose name starts with it, else (with `guess`) the gazetteer's best guess.
 */
export function bestLocality<T extends { locality: string }>(
  localities: readonly T[],
  name: string,
  { guess = true }: { guess?: boolean } = {},
): T | undefined {
  const wanted = simplifyPlace(name);
  return (
    localities.find((l) => simplifyPlace(l.locality) === wanted) ??
    localities.find((l) => simplifyPlace(l.locality).startsWith(wanted)) ??
    (guess ? localities[0] : undefined)
  );
}

/**
 * A landing page's place as the gazetteer spells it: the locality, or its territory or
 * region when that is what the address named ("auckland" is the Auckland region, not a
 * suburb of it).
 */
export function namedPlace(
  locality: { locality: string; territory: string; region: string },
  words: string,
): string {
  const named = [locality.locality, locality.territory, locality.region].find(
    (name) => name !== '' && sameName(name, words),
  );
  return named ?? locality.locality;
}
