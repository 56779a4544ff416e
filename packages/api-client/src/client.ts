import type {
  ApiError,
  LocalityList,
  LocalitySearchQuery,
  NearestLocality,
  NearestLocalityQuery,
  Profession,
  ProfessionList,
} from '@quoteway/contracts';
import ky, { HTTPError, type KyInstance } from 'ky';

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

/**
 * The typed client for every call in packages/contracts. Types only: the server validates
 * every response against the same schemas, so the browser does not ship zod to re-check.
 */
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

  async function get<T>(
    path: string,
    searchParams?: Record<string, string | number | undefined>,
  ): Promise<T> {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(searchParams ?? {})) {
      if (v !== undefined) params.set(k, String(v));
    }
    const key = `${path}?${params}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_TTL_MS) return hit.value as T;
    try {
      const value = await http.get(path, { searchParams: params }).json<T>();
      cache.set(key, { at: now(), value });
      return value;
    } catch (error) {
      throw await toApiError(error);
    }
  }

  return {
    professions: () => get<ProfessionList>('professions'),
    profession: (slug: string) => get<Profession>(`professions/${encodeURIComponent(slug)}`),
    searchLocalities: (query: Partial<LocalitySearchQuery> & { q: string }) =>
      get<LocalityList>('localities', query),
    nearestLocality: (query: NearestLocalityQuery) =>
      get<NearestLocality>('localities/nearest', query),
    /** Forget cached GET answers (after a write that changes them). */
    clearCache: () => cache.clear(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function toApiError(error: unknown): Promise<Error> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => null);
    return new ApiRequestError(error.response.status, isApiError(body) ? body : null);
  }
  return error instanceof Error ? error : new Error(String(error));
}

function isApiError(body: unknown): body is ApiError {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ApiError).message === 'string' &&
    typeof (body as ApiError).statusCode === 'number'
  );
}
