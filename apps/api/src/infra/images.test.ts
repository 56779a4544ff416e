import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS, overPixelLimit } from './images';

describe('overPixelLimit', () => {
  it.each([
    [{ width: 8000, height: 6000 }, undefined, null],
    [{ width: 10_000, height: 10_000 }, undefined, null],
    [{ width: 10_001, height: 10_000 }, undefined, { pixels: 101, limit: 100 }],
    [{ width: 9000, height: 9000 }, 40_000_000, { pixels: 81, limit: 40 }],
    [{ width: 6325, height: 6325 }, 40_000_000, { pixels: 41, limit: 40 }],
    [{}, undefined, null],
  ])('%o against %s', (metadata, limit, expected) => {
    expect(overPixelLimit(metadata, limit ?? MAX_INPUT_PIXELS)).toEqual(expected);
  });
});
