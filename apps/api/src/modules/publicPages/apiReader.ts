import { type RouteInput, type RouteOutput, type Routes, routes } from '@quoteway/contracts';
import type { FastifyInstance } from 'fastify';

/** The public reads the pages are made from: the same calls the SPA makes. */
export type PublicRead =
  | 'business'
  | 'businessBySlug'
  | 'businessReviews'
  | 'contentPage'
  | 'directory'
  | 'professions'
  | 'profession'
  | 'searchLocalities'
  | 'siteStats'
  | 'recentReviews'
  | 'priceGuide'
  | 'moderationFigures';

type ReadAnswer<K extends PublicRead> =
  | { ok: true; body: RouteOutput<Routes[K]> }
  | { ok: false; status: number; retryAfter: string | null };

/** Who a page is made for: the visitor's address, and the site's host the page is on. */
export interface Visitor {
  ip: string;
  /** The page's host (with its port): the reads answer for that site's market. */
  host: string;
}

/** Reads one public route of the API on behalf of a visitor (by the visitor's address). */
export type ApiReader = <K extends PublicRead>(
  name: K,
  input: RouteInput<Routes[K]>,
  visitor: Visitor,
) => Promise<ReadAnswer<K>>;

type LooseInput = { params?: Record<string, unknown>; query?: Record<string, unknown> };

/**
 * Reads through the app itself (`app.inject`): the route's validation, access rule, rate
 * limit and response schema all apply, so the pages depend on the contracts only, never on
 * another module's internals. The visitor's address goes with the call, so a page costs the
 * visitor the same API budget as the SPA's own call would.
 */
export function apiReader(app: FastifyInstance): ApiReader {
  return async (name, input, visitor) => {
    const { params = {}, query = {} } = input as LooseInput;
    const path = routes[name].path.replace(/:(\w+)/g, (_, key: string) =>
      encodeURIComponent(String(params[key] ?? '')),
    );
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const qs = search.toString();
    const res = await app.inject({
      method: 'GET',
      url: `/api${path}${qs ? `?${qs}` : ''}`,
      remoteAddress: visitor.ip,
      headers: { accept: 'application/json', host: visitor.host },
    });
    if (res.statusCode === 200) return { ok: true, body: res.json() };
    const retryAfter = res.headers['retry-after'];
    return {
      ok: false,
      status: res.statusCode,
      retryAfter: retryAfter === undefined ? null : String(retryAfter),
    };
  };
}
