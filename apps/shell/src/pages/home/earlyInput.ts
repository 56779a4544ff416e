/**
 * What a visitor did in the home page's search before its code came (the stand-in's fields
 * and buttons, `HeroSearchStandIn`): the text typed, the field they were in, and a button
 * pressed. The search starts from it, so the wait costs no keystroke, no focus and no tap.
 */
export const earlyInput: {
  trade: string;
  place: string;
  focused: 'trade' | 'place' | null;
  pressed: 'search' | 'browse' | null;
} = {
  trade: '',
  place: '',
  focused: null,
  pressed: null,
};
