import { routeIndex } from '@quoteway/contracts/routeIndex';
import { describe, expect, it } from 'vitest';
import * as publicReads from './publicReads';
import { publicReadPath } from './publicReads';
import { routePath } from './url';

describe('public reads', () => {
  it('are the route index’s public GETs, at the addresses the client calls', () => {
    const expected = Object.entries(routeIndex).filter(
      ([, entry]) =>
        entry.method === 'GET' &&
        entry.access === 'public' &&
        !('navigation' in entry) &&
        !('devOnly' in entry),
    );
    const { publicReadPath: _, ...entries } = publicReads;
    expect(entries).toEqual(Object.fromEntries(expected));
    expect(publicReadPath(publicReads.business, { params: { id: 'a b' } })).toBe(
      routePath(routeIndex.business.path, { id: 'a b' }),
    );
    expect(
      publicReadPath(publicReads.searchLocalities, { query: { q: 'auckland', limit: 1 } }),
    ).toBe('/localities?q=auckland&limit=1');
  });
});
