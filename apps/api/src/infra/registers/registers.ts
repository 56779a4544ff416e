import type { Config } from '../../config';
import { type AbrLookup, lookupAbr } from './abr';
import { lookupNzbn, type NzbnLookup } from './nzbn';

export type RegisterConfig = Pick<
  Config,
  'NZBN_API_URL' | 'NZBN_API_KEY' | 'ABR_API_URL' | 'ABR_GUID' | 'REGISTER_TIMEOUT_MS'
>;

/**
 * The government business registers we ask about a number. Each lookup throws
 * RegisterUnavailableError when the register gives no answer (or refuses our credentials);
 * what a refusal or an outage means for a business is the business-number service's rule.
 */
export interface BusinessRegisters {
  /** The NZBN register (New Zealand): the entity with exactly this NZBN. */
  nzbn(nzbn: string): Promise<NzbnLookup>;
  /** The Australian Business Register: an ABN or an ACN. */
  abr(kind: 'ABN' | 'ACN', number: string): Promise<AbrLookup>;
}

/** The registers at the configured addresses, with the configured keys and timeout. */
export function createRegisters(config: RegisterConfig): BusinessRegisters {
  const timeoutMs = config.REGISTER_TIMEOUT_MS;
  const nzbn = { baseUrl: config.NZBN_API_URL, apiKey: config.NZBN_API_KEY, timeoutMs };
  const abr = { baseUrl: config.ABR_API_URL, guid: config.ABR_GUID, timeoutMs };
  return {
    nzbn: (number) => lookupNzbn(nzbn, number),
    abr: (kind, number) => lookupAbr(abr, kind, number),
  };
}
