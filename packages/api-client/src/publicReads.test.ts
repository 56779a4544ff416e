import { routeIndex } from '@quoteway/contracts/routeIndex';
import { describe, expect, it } from 'vitest';
import { apiQueryKey } from './keys';
import { isPublicRead, publicReadPath } from './publicReads';
import { routePath } from './url';

describe('public reads', () => {
  it('are the route index’s public GETs, at the addresses the client calls', () => {
    for (const [name, entry] of Object.entries(routeIndex)) {
      const read = entry.method === 'GET' && entry.access === 'public' && !('navigation' in entry);
      expect(isPublicRead(name)).toBe(read && !('devOnly' in entry));
    }
    expect(publicReadPath('business', { params: { id: 'a b' } })).toBe(
      routePath(routeIndex.business.path, { id: 'a b' }),
    );
    expect(publicReadPath('searchLocalities', { query: { q: 'auckland', limit: 1 } })).toBe(
      '/localities?q=auckland&limit=1',
    );
    expect(apiQueryKey('professions')).toEqual(['professions', {}]);
  });
});
