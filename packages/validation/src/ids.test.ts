import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it.each([
    ['6f1c2b8e-1d7a-4c55-9a3e-2f4b5c6d7e8f', true],
    ['6F1C2B8E-1D7A-4C55-9A3E-2F4B5C6D7E8F', true],
    ['6f1c2b8e1d7a4c559a3e2f4b5c6d7e8f', false],
    ['6f1c2b8e-1d7a-4c55-9a3e-2f4b5c6d7e8', false],
    [' 6f1c2b8e-1d7a-4c55-9a3e-2f4b5c6d7e8f', false],
    ['tane-plumbing', false],
    ['', false],
  ])('%j is a UUID: %s', (text, expected) => {
    expect(isUuid(text)).toBe(expected);
  });
});
