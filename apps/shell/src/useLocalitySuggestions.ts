import { localityLabel, useLocalitySearch } from './useLocalitySearch';

/** Names of the localities matching what the visitor typed (for a native datalist). */
export function useLocalitySuggestions(text: string): string[] {
  return useLocalitySearch(text).map(localityLabel);
}
