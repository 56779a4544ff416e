import { z } from 'zod';
import { RegisterUnavailableError } from '../../errors';
import { fetchRegister } from './fetchRegister';

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

/**
 * The ABR JSON web services answer of AbnDetails.aspx and AcnDetails.aspx (one shape for
 * both), inside JSONP. Only the fields we use are read; it also carries
 * AbnStatusEffectiveFrom, Address*, BusinessName[], EntityType*, Gst.
 */
const AbrDetails = z.object({
  Abn: text,
  /** 'Active' or 'Cancelled'. */
  AbnStatus: text,
  Acn: text,
  EntityName: text,
  /** Empty on success; the reason otherwise ('No record found', a GUID refusal, ...). */
  Message: text,
});

export interface AbrRegisterOptions {
  /** Base URL of the JSON services, e.g. https://abr.business.gov.au/json */
  baseUrl: string;
  /** Authentication GUID issued by the ABR, sent as the `guid` query parameter. */
  guid: string | undefined;
  timeoutMs: number;
}

export type AbrLookup =
  | { found: false; message: string }
  | { found: true; abn: string; acn: string; entityName: string; active: boolean; status: string };

/**
 * Look an ABN or ACN up in the Australian Business Register. `found: false` when the
 * register refuses the number; throws RegisterUnavailableError when it gives no answer or
 * refuses our GUID (our configuration, not the business's number, is then at fault).
 */
export async function lookupAbr(
  options: AbrRegisterOptions,
  kind: 'ABN' | 'ACN',
  number: string,
): Promise<AbrLookup> {
  if (!options.guid) throw new RegisterUnavailableError('ABR', 'no GUID configured');
  const page = kind === 'ABN' ? 'AbnDetails.aspx' : 'AcnDetails.aspx';
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/${page}`);
  url.searchParams.set(kind === 'ABN' ? 'abn' : 'acn', number);
  url.searchParams.set('callback', 'callback');
  url.searchParams.set('guid', options.guid);
  const body = await fetchRegister({ register: 'ABR', url, timeoutMs: options.timeoutMs });

  const parsed = AbrDetails.safeParse(unwrapJsonp(body));
  if (!parsed.success) throw new RegisterUnavailableError('ABR', 'unreadable answer');
  const details = parsed.data;
  if (/\bGUID\b/i.test(details.Message)) {
    throw new RegisterUnavailableError('ABR', 'GUID refused');
  }
  if (details.Message || !details.Abn) {
    return { found: false, message: details.Message || 'No record found' };
  }
  return {
    found: true,
    abn: details.Abn,
    acn: details.Acn,
    entityName: details.EntityName,
    active: details.AbnStatus.toLowerCase() === 'active',
    status: details.AbnStatus,
  };
}

/** `callback({...})` or `callback({...});` -> the object; undefined when it is not JSONP. */
function unwrapJsonp(body: string): unknown {
  const match = /^\s*[A-Za-z_$][\w$.]*\(([\s\S]*)\)\s*;?\s*$/.exec(body);
  if (!match?.[1]) return undefined;
  try {
    return JSON.parse(match[1]);
  } catch {
    return undefined;
  }
}
