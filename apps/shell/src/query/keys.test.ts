import { apiQueryKey, apiRouteKey } from '@quoteway/api-client';
import { describe, expect, it } from 'vitest';
import { readKey, routeKey } from './keys';

describe('first-load query keys', () => {
  it('are the API client’s keys', () => {
    const input = { query: { q: 'auckland', limit: 1, country: 'NZ' as const } };
    expect(readKey('searchLocalities', input)).toEqual(apiQueryKey('searchLocalities', input));
    expect(readKey('professions')).toEqual(apiQueryKey('professions'));
    expect(routeKey('conversations')).toEqual(apiRouteKey('conversations'));
  });
});
