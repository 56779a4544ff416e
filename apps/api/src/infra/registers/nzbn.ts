import { z } from 'zod';
import { RegisterUnavailableError } from '../../errors';
import { fetchRegister } from './fetchRegister';

/**
 * One entity of the NZBN API v5 search (`GET /entities?search-term=`). Only the fields we
 * use are read; the register sends many more (entityTypeCode, registrationDate, ...).
 */
const NzbnSearchItem = z.object({
  nzbn: z.string(),
  entityName: z.string().nullish(),
  /** '50' is Registered; other codes are Removed, Inactive, In Liquidation, ... */
  entityStatusCode: z.string().nullish(),
  entityStatusDescription: z.string().nullish(),
});

/** The search answer: `{ pageSize, page, totalItems, items: [...] }`; no match is `items: []`. */
const NzbnSearchResponse = z.object({
  items: z.array(z.unknown()).nullish(),
});

export interface NzbnRegisterOptions {
  /** Base URL up to the version, e.g. https://api.business.govt.nz/gateway/nzbn/v5 */
  baseUrl: string;
  /** Subscription key of the MBIE API portal, sent as Ocp-Apim-Subscription-Key. */
  apiKey: string | undefined;
  timeoutMs: number;
}

export type NzbnLookup =
  | { found: false }
  | { found: true; entityName: string; registered: boolean; status: string };

const REGISTERED_STATUS_CODE = '50';
const SEARCH_PAGE_SIZE = 5;

/**
 * Look an NZBN up in the NZBN register. `found: false` when the register has no entity with
 * exactly this number; throws RegisterUnavailableError when the register gives no answer.
 */
export async function lookupNzbn(options: NzbnRegisterOptions, nzbn: string): Promise<NzbnLookup> {
  if (!options.apiKey) throw new RegisterUnavailableError('NZBN', 'no API key configured');
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/entities`);
  url.searchParams.set('search-term', nzbn);
  // A few results rather than one: should the search ever rank a name match first, the
  // entity with this number is still on the page (see the exact-match filter below).
  url.searchParams.set('page-size', String(SEARCH_PAGE_SIZE));
  const body = await fetchRegister({
    register: 'NZBN',
    url,
    headers: { 'Ocp-Apim-Subscription-Key': options.apiKey, Accept: 'application/json' },
    timeoutMs: options.timeoutMs,
  });

  const parsed = NzbnSearchResponse.safeParse(parseJson(body));
  if (!parsed.success) throw new RegisterUnavailableError('NZBN', 'unreadable answer');
  // A search term can also match names; only an entity with this very number counts.
  const entity = (parsed.data.items ?? [])
    .map((item) => NzbnSearchItem.safeParse(item))
    .flatMap((item) => (item.success ? [item.data] : []))
    .find((item) => item.nzbn === nzbn);
  if (!entity) return { found: false };

  const status = entity.entityStatusDescription?.trim() ?? '';
  const registered = status
    ? status.toLowerCase() === 'registered'
    : entity.entityStatusCode === REGISTERED_STATUS_CODE;
  return { found: true, entityName: entity.entityName ?? '', registered, status };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
