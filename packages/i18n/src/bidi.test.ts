import { describe, expect, it } from 'vitest';
import { isolateLtr } from './bidi';

describe('isolateLtr', () => {
  it.each([
    ['\u200f3.20\u00a0NZ$', '\u20663.20\u00a0NZ$\u2069'],
    ['$3.20', '\u2066$3.20\u2069'],
    ['\u061c-\u200e3\u200f', '\u2066-3\u2069'],
  ])('keeps %j in one left-to-right piece', (value, isolated) => {
    expect(isolateLtr(value)).toBe(isolated);
  });
});
