import type { CountryCode, Locality } from '@quoteway/api-client';
import { useFieldServices } from '../services';
import { useDebouncedValue } from './useDebouncedValue';

/** Wait this long after the last keystroke before asking the server. */
const TYPING_PAUSE_MS = 200;

/**
 * Localities matching what the visitor typed (typo-tolerant, from the gazetteer), fetched
 * after a short pause in typing. Failures just mean no suggestions.
 */
export function useLocalitySearch(
  text: string,
  country?: CountryCode,
  limit = 8,
): { localities: Locality[]; loading: boolean } {
  const { useApiRead } = useFieldServices();
  const query = text.trim();
  const settled = useDebouncedValue(query, TYPING_PAUSE_MS);
  const found = useApiRead(
    'searchLocalities',
    { query: { q: settled, limit, ...(country ? { country } : {}) } },
    { enabled: settled.length >= 2 },
  );
  // Suggestions answer what is typed now, not what was typed before the pause.
  const current = query.length >= 2 && settled === query;
  return {
    localities: current ? (found.data?.localities ?? []) : [],
    loading: query.length >= 2 && (!current || found.isFetching),
  };
}

/** How a locality reads in a list: "Wellington Central, Wellington 6011". */
export function localityLabel(locality: Locality): string {
  return `${locality.locality}, ${locality.region} ${locality.postcode}`.trim();
}
