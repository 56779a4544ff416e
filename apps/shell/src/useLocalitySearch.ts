import type { CountryCode, Locality } from '@quoteway/api-client';
import { useEffect, useState } from 'react';
import { api } from './api';

/** Wait this long after the last keystroke before asking the server. */
const TYPING_PAUSE_MS = 200;

/**
 * Localities matching what the visitor typed (typo-tolerant, from the gazetteer), fetched
 * after a short pause in typing. Failures just mean no suggestions.
 */
export function useLocalitySearch(text: string, country?: CountryCode, limit = 8): Locality[] {
  const [found, setFound] = useState<{ for: string; localities: Locality[] }>({
    for: '',
    localities: [],
  });
  const query = text.trim();
  const key = `${country ?? ''}|${query}`;
  useEffect(() => {
    if (query.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      api.searchLocalities({ q: query, limit, ...(country ? { country } : {}) }).then(
        ({ localities }) => current && setFound({ for: key, localities }),
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, country, limit, key]);
  return query.length >= 2 && found.for === key ? found.localities : [];
}

/** How a locality reads in a list: "Wellington Central, Wellington 6011". */
export function localityLabel(locality: Locality): string {
  return `${locality.locality}, ${locality.region} ${locality.postcode}`.trim();
}
