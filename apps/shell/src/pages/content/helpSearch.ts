import type { ContentSection } from '@quoteway/api-client';

/**
 * Text as the help search compares it: lower case, without accents (é is e), without Arabic
 * short vowels and tatweel, with the forms of alef as one, and with runs of spaces as one.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625]/g, '\u0627')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The sections whose questions match a search, each with only its matching questions (in
 * their order), and none without one. A question matches when every word of the search is
 * in its heading or its answer, whatever the case and accents. An empty search matches all.
 */
export function matchQuestions(sections: readonly ContentSection[], query: string) {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return sections;
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => {
        const haystack = searchable(`${entry.title} ${entry.text}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((section) => section.entries.length > 0);
}
