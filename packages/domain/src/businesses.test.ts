import { describe, expect, it } from 'vitest';
import { businessPagePath, businessSlug } from './businesses';
import { matchPage } from './pages';

describe('businessSlug', () => {
  const id = '4F2A9C1e-0b7d-4c3a-9e11-2b3c4d5e6f70';
  it.each([
    ['Tane Plumbing Ltd', 'tane-plumbing-ltd-4f2a9c'],
    ['  A & B  Electrical (NZ) ', 'a-b-electrical-nz-4f2a9c'],
    ['Māori Build', 'm-ori-build-4f2a9c'],
    ['--Kiwi--', 'kiwi-4f2a9c'],
    ['東京', '-4f2a9c'],
    ['İstanbul Tiles', 'stanbul-tiles-4f2a9c'],
  ])('%s -> %s', (name, slug) => {
    expect(businessSlug(name, id)).toBe(slug);
  });
});

describe('businessPagePath', () => {
  it('is /b/<slug>, the page matchPage finds again', () => {
    expect(businessPagePath('tane-plumbing-ltd-4f2a9c')).toBe('/b/tane-plumbing-ltd-4f2a9c');
    const path = businessPagePath(businessSlug('Tane Plumbing Ltd', '4f2a9c1e-0b7d'));
    expect(matchPage(path)).toEqual({
      page: expect.objectContaining({ path: '/b/:slug' }),
      params: { slug: 'tane-plumbing-ltd-4f2a9c' },
    });
  });

  it('escapes what a slug may not hold as written', () => {
    expect(businessPagePath('a/b?c')).toBe('/b/a%2Fb%3Fc');
    expect(matchPage(businessPagePath('a/b?c'))?.params).toEqual({ slug: 'a/b?c' });
  });
});
