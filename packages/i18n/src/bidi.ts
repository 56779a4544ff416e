/** Left-to-right isolate and its closing mark (Unicode bidi isolates). */
const LRI = '\u2066';
const PDI = '\u2069';
/** Marks Intl puts into right-to-left formats (LRM, RLM, ALM). */
const directionMarks = /[\u200e\u200f\u061c]/g;

/**
 * Keep a formatted value (an amount of money) in one left-to-right piece inside right-to-left
 * text: Intl writes Arabic money as "‏3.20 NZ$" with a right-to-left mark, and inside an
 * Arabic sentence the bidi algorithm then shows it as "$NZ 3.20". Without the marks and in
 * an isolate it reads "3.20 NZ$", whatever surrounds it.
 */
export function isolateLtr(value: string): string {
  return `${LRI}${value.replace(directionMarks, '')}${PDI}`;
}
