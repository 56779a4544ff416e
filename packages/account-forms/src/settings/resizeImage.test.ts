import { describe, expect, it } from 'vitest';
import { fitInside } from './resizeImage';

describe('fitInside', () => {
  it.each([
    [2400, 1600, 700, 467],
    [1600, 2400, 467, 700],
    [700, 700, 700, 700],
    [300, 200, 300, 200],
    [10000, 10, 700, 1],
  ])('%ix%i fits as %ix%i', (w, h, ew, eh) => {
    expect(fitInside(w, h)).toEqual({ width: ew, height: eh });
  });
});
