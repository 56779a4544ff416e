/**
 * What a visitor typed in the home page's search before its code came (the stand-in's fields,
 * `HeroSearchStandIn`), and the field they were in: the search starts from it, so the wait
 * costs no keystroke and no focus.
 */
export const earlyInput: { trade: string; place: string; focused: 'trade' | 'place' | null } = {
  trade: '',
  place: '',
  focused: null,
};
