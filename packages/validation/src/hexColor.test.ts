import { describe, expect, it } from 'vitest';
import { HEX_COLOR_ERROR_MESSAGE, hexToRgb } from './hexColor';

describe('hexToRgb', () => {
  it.each([
    ['#667eea', '102,126,234'],
    ['667eea', '102,126,234'],
    ['#667EEA', '102,126,234'],
    ['fff', '255,255,255'],
    ['#fff', '255,255,255'],
    ['#000000', '0,0,0'],
    ['#abc', '170,187,204'],
    ['#0a0B0c', '10,11,12'],
  ])('%j -> %j', (input, expected) => {
    expect(hexToRgb(input)).toBe(expected);
  });

  it.each([
    [''],
    ['#'],
    ['ff'],
    ['ffff'],
    ['#fffff'],
    ['#fffffff'],
    ['##fff'],
    ['#ggg'],
    [' #fff'],
    ['#fff '],
    ['rgb(1,2,3)'],
  ])('throws for %j', (input) => {
    expect(() => hexToRgb(input)).toThrowError(new Error(HEX_COLOR_ERROR_MESSAGE));
  });

  it.each([[HEX_COLOR_ERROR_MESSAGE, 'input is not a valid hex color.']])(
    'uses the spec message %j',
    (actual, expected) => {
      expect(actual).toBe(expected);
    },
  );
});
