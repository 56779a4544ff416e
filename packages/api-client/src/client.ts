import {
  ApiError,
  LocalityList,
  type LocalitySearchQuery,
  NearestLocality,
  type NearestLocalityQuery,
  Profession,
  ProfessionList,
} from '@quoteway/contracts';
import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';

/** Spec section 7: GET responses are reused for 2 minutes. */
const CACHE_TTL_MS = 120_000;

export interface ApiClientOptions {
  /** Origin of the API; defaults to the page's own origin. */
  baseUrl?: string;
  /** Reads the session token (local or session storage) for the Bearer header. */
  getToken?: () => string | null;
  /** Clock for the GET cache (tests pass their own). */
  now?: () => number;
}

/** An API answer that was not 2xx, with the server's message and the fields it named. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

/** The typed client for every call in packages/contracts. */
export function createApiClient(options: ApiClientOptions = {}) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; value: unknown }>();
  const http: KyInstance = ky.create({
    prefixUrl: `${options.baseUrl ?? ''}/api`,
    timeout: 30_000,
    retry: { limit: 1, methods: ['get'] },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken?.();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function get<S extends z.ZodType>(
    path: string,
    schema: S,
    searchParams?: Record<string, string | number | undefined>,
  ): Promise<z.infer<S>> {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(searchParams ?? {})) {
      if (v !== undefined) params.set(k, String(v));
    }
    const key = `${path}?${params}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_TTL_MS) return hit.value as z.infer<S>;
    try {
      const value = schema.parse(await http.get(path, { searchParams: params }).json());
      cache.set(key, { at: now(), value });
      return value;
    } catch (error) {
      throw await toApiError(error);
    }
  }

  return {
    professions: () => get('professions', ProfessionList),
    profession: (slug: string) => get(`professions/${encodeURIComponent(slug)}`, Profession),
    searchLocalities: (query: Partial<LocalitySearchQuery> & { q: string }) =>
      get('localities', LocalityList, query),
    nearestLocality: (query: NearestLocalityQuery) => get('localities/nearest', NearestLocality, query),
    /** Forget cached GET answers (after a write that changes them). */
    clearCache: () => cache.clear(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function toApiError(error: unknown): Promise<Error> {
  if (error instanceof HTTPError) {
    const parsed = ApiError.safeParse(await error.response.json().catch(() => null));
    return new ApiRequestError(error.response.status, parsed.success ? parsed.data : null);
  }
  return error instanceof Error ? error : new Error(String(error));
}
