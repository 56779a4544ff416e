import { useEffect, useState } from 'react';
import { api } from './api';

/** Wait this long after the last keystroke before asking the server. */
const TYPING_PAUSE_MS = 200;

/**
 * Locality names matching what the visitor typed (typo-tolerant, from the gazetteer),
 * fetched after a short pause in typing. Failures just mean no suggestions.
 */
export function useLocalitySuggestions(text: string): string[] {
  const [suggestions, setSuggestions] = useState<{ for: string; names: string[] }>({
    for: '',
    names: [],
  });
  const query = text.trim();
  useEffect(() => {
    if (query.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      api.searchLocalities({ q: query, limit: 8 }).then(
        ({ localities }) =>
          current &&
          setSuggestions({
            for: query,
            names: localities.map((l) => `${l.locality}, ${l.region} ${l.postcode}`),
          }),
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return query.length >= 2 && suggestions.for === query ? suggestions.names : [];
}
