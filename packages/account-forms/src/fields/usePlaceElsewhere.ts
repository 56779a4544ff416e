import type { CountryCode } from '@quoteway/api-client';
import { useFieldServices } from '../services';
import { useDebouncedValue } from './useDebouncedValue';

/** Wait this long after the last keystroke before asking (as the place search does). */
const TYPING_PAUSE_MS = 200;

/** A place in another country than the site's, as `/localities/elsewhere` names it. */
export interface PlaceElsewhere {
  locality: string;
  region: string;
  country: CountryCode;
}

/**
 * The place of another country a name typed on this site means ("Bondi" on the New Zealand
 * site is in Australia), asked only once the site's own places have none (`enabled`).
 * Failures just mean no offer.
 */
export function usePlaceElsewhere(
  text: string,
  country: CountryCode,
  enabled: boolean,
): PlaceElsewhere | null {
  const { useApiRead } = useFieldServices();
  const query = text.trim();
  const settled = useDebouncedValue(query, TYPING_PAUSE_MS);
  const found = useApiRead(
    'placeElsewhere',
    { query: { q: settled, country } },
    { enabled: enabled && settled.length >= 3 && settled === query },
  );
  // The answer must be for what is typed now.
  return enabled && settled === query ? (found.data?.place ?? null) : null;
}
