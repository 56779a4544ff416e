import type * as HeroSearchModule from './HeroSearch';

let heroSearch: Promise<typeof HeroSearchModule> | undefined;
let want: () => void = () => {};
// The search's chunk (and the query runtime it brings) is not among what a page asks for
// before its load event: it comes once the page has loaded, or sooner when the visitor comes
// to the search (`wantHeroSearch`). Its stand-in takes what is typed meanwhile (`earlyInput`).
const wanted = new Promise<void>((resolve) => {
  want = resolve;
});
if (typeof document === 'undefined' || document.readyState === 'complete') want();
else window.addEventListener('load', () => want(), { once: true });

/** The visitor came to the search (a pointer over it, focus in it, a touch): fetch it now. */
export function wantHeroSearch(): void {
  want();
}

/**
 * The home page's search (its trade combobox, the place autocomplete and the form's
 * feedback), fetched once, after the page's load event or as the visitor comes to it.
 */
export function loadHeroSearch(): Promise<typeof HeroSearchModule> {
  heroSearch ??= wanted.then(() => import('./HeroSearch'));
  return heroSearch;
}
