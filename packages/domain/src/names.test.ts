import { describe, expect, it } from 'vitest';
import { headerNameLimit, MENU_NAME_LIMIT, truncateName } from './names';

describe('headerNameLimit', () => {
  it.each([
    [0, 23],
    [320, 23],
    [350, 23],
    [351, 30],
    [400, 30],
    [401, 35],
    [450, 35],
    // 451..959 is not specified: min(75, max(15, floor(width / 12)))
    [451, 37],
    [455, 37],
    [456, 38],
    [600, 50],
    [899, 74],
    [900, 75],
    [959, 75],
    [960, 23],
    [1280, 23],
    [1920, 23],
    [Number.POSITIVE_INFINITY, 23],
  ])('width %d -> %d', (width, expected) => {
    expect(headerNameLimit(width)).toBe(expected);
  });

  it.each([[Number.NaN]])('throws for %d', (width) => {
    expect(() => headerNameLimit(width)).toThrow(RangeError);
  });
});

describe('truncateName', () => {
  it.each([
    ['Alexander', MENU_NAME_LIMIT, 'Alexande…'],
    ['Jonathan', MENU_NAME_LIMIT, 'Jonathan'],
    ['Ann', MENU_NAME_LIMIT, 'Ann'],
    ['', MENU_NAME_LIMIT, ''],
    ['Jonathan Smith', 9, 'Jonathan…'],
    ['Jonathan Smith', 8, 'Jonathan…'],
    ['Jonathan Smith', 14, 'Jonathan Smith'],
    ['Jonathan Smith', 13, 'Jonathan Smit…'],
    ['Anaïs Nin', 5, 'Anaïs…'],
    ['😀😀😀😀😀', 2, '😀😀…'],
    ['Bob', 0, '…'],
  ])('%j at %d -> %j', (name, limit, expected) => {
    expect(truncateName(name, limit)).toBe(expected);
  });

  it.each([[-1], [2.5], [Number.NaN]])('throws for limit %d', (limit) => {
    expect(() => truncateName('Alexander', limit)).toThrow(RangeError);
  });

  it.each([[MENU_NAME_LIMIT, 8]])('MENU_NAME_LIMIT is %d', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
