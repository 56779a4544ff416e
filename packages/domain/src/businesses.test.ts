import { describe, expect, it } from 'vitest';
import { businessSlug } from './businesses';

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
