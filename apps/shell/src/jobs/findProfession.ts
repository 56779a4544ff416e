import type { ProfessionList } from './wireTypes';

type Trade = ProfessionList['professions'][number];
type Category = ProfessionList['categories'][number];

/** 'GIB Stopper', 'gib-stopper' and 'gib stopper' all read 'gib-stopper' (any script). */
export function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The trade a URL names (by slug or name, any case), if any. */
export function findProfession(professions: readonly Trade[], service: string): Trade | undefined {
  const wanted = normalise(service);
  if (!wanted) return undefined;
  return professions.find((p) => p.slug === wanted || normalise(p.name) === wanted);
}

/** The category a URL names (by slug or name, any case), if any. */
export function findCategory(categories: readonly Category[], name: string): Category | undefined {
  const wanted = normalise(name);
  if (!wanted) return undefined;
  return categories.find((c) => c.slug === wanted || normalise(c.name) === wanted);
}
