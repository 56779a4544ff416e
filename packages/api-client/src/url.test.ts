import { describe, expect, it } from 'vitest';
import { routePath } from './url';

describe('routePath', () => {
  it('fills the params in, encoded', () => {
    expect(routePath('/businesses/:id', { id: 'a b/c' })).toBe('/businesses/a%20b%2Fc');
  });

  it('sends arrays comma-separated and leaves empty values out', () => {
    expect(
      routePath('/localities', {}, { q: 'Auck', country: '', page: 2, trades: [3, 4], x: null }),
    ).toBe('/localities?q=Auck&page=2&trades=3%2C4');
  });

  it('adds no question mark when there is no query', () => {
    expect(routePath('/professions', {}, { q: undefined })).toBe('/professions');
  });
});
