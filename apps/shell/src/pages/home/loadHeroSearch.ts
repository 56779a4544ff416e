import type * as HeroSearchModule from './HeroSearch';

let heroSearch: Promise<typeof HeroSearchModule> | undefined;

/**
 * The home page's search (its trade combobox, the place autocomplete and the form's
 * feedback), fetched once: by the home route beside the page's own chunk, so that it is
 * rarely later than the page, and by the page itself.
 */
export function loadHeroSearch(): Promise<typeof HeroSearchModule> {
  heroSearch ??= import('./HeroSearch');
  return heroSearch;
}
