import type { CountryCode } from '@quoteway/contracts';
import { describe, expect, it } from 'vitest';
import {
  auStates,
  canonicalRegion,
  countryBounds,
  inStates,
  isInsideCountry,
  islandOfRegion,
  nzRegions,
  regionAliases,
  regionsByCountry,
} from './regions';

describe('region lists', () => {
  it('NZ has its 16 regions, 9 in the North Island and 7 in the South Island', () => {
    expect(nzRegions).toHaveLength(16);
    expect(nzRegions.filter((r) => r.island === 'North Island')).toHaveLength(9);
    expect(nzRegions.filter((r) => r.island === 'South Island').map((r) => r.name)).toEqual([
      'Tasman',
      'Nelson',
      'Marlborough',
      'West Coast',
      'Canterbury',
      'Otago',
      'Southland',
    ]);
  });

  it('AU has its 8 states and territories with their codes', () => {
    expect(auStates.map((s) => `${s.code} ${s.name}`)).toEqual([
      'NSW New South Wales',
      'VIC Victoria',
      'QLD Queensland',
      'SA South Australia',
      'WA Western Australia',
      'TAS Tasmania',
      'NT Northern Territory',
      'ACT Australian Capital Territory',
    ]);
  });

  it('IN includes the main states', () => {
    const names = inStates.map((s) => s.name);
    for (const name of ['Punjab', 'Maharashtra', 'Karnataka', 'Delhi', 'Tamil Nadu', 'Kerala']) {
      expect(names).toContain(name);
    }
  });

  it.each(['NZ', 'AU', 'IN'] as const)('%s names and codes are unique', (country) => {
    const regions = regionsByCountry[country];
    expect(new Set(regions.map((r) => r.name)).size).toBe(regions.length);
    expect(new Set(regions.map((r) => r.code)).size).toBe(regions.length);
  });

  it.each(['NZ', 'AU', 'IN'] as const)('%s aliases all point at a known region', (country) => {
    const names = regionsByCountry[country].map((r) => r.name);
    for (const target of Object.values(regionAliases[country])) expect(names).toContain(target);
  });
});

describe('canonicalRegion', () => {
  it.each<[CountryCode, string, string | undefined]>([
    ['NZ', 'Auckland', 'Auckland'],
    ['NZ', "Hawke's Bay", "Hawke's Bay"],
    ['NZ', 'Hawkes Bay', "Hawke's Bay"],
    ['NZ', 'Hawke\u2019s Bay', "Hawke's Bay"],
    ['NZ', 'hawkes bay region', "Hawke's Bay"],
    ['NZ', 'Manawatu-Wanganui', 'Manawatu-Whanganui'],
    ['NZ', 'Manawat\u016b-Whanganui', 'Manawatu-Whanganui'],
    ['NZ', 'Manawatu Whanganui', 'Manawatu-Whanganui'],
    ['NZ', 'Wellington Region', 'Wellington'],
    ['NZ', 'BAY OF PLENTY', 'Bay of Plenty'],
    ['NZ', 'Tairawhiti', 'Gisborne'],
    ['NZ', 'WTC', 'West Coast'],
    ['NZ', 'Punjab', undefined],
    ['NZ', 'New South Wales', undefined],
    ['NZ', '', undefined],
    ['NZ', 'Region', undefined],
    ['AU', 'NSW', 'New South Wales'],
    ['AU', 'qld', 'Queensland'],
    ['AU', 'Western Australia', 'Western Australia'],
    ['AU', 'Canterbury', undefined],
    ['IN', 'Punjab', 'Punjab'],
    ['IN', 'Orissa', 'Odisha'],
    ['IN', 'NCT of Delhi', 'Delhi'],
    ['IN', 'Jammu & Kashmir', 'Jammu and Kashmir'],
    ['IN', 'Auckland', undefined],
  ])('%s %j -> %j', (country, name, expected) => {
    expect(canonicalRegion(country, name)).toBe(expected);
  });
});

describe('islandOfRegion', () => {
  it.each([
    ['Northland', 'North Island'],
    ['Auckland', 'North Island'],
    ['Wellington', 'North Island'],
    ['Manawatu-Wanganui', 'North Island'],
    ['Tasman', 'South Island'],
    ['Nelson', 'South Island'],
    ['West Coast', 'South Island'],
    ['Southland', 'South Island'],
    ['Victoria', undefined],
    ['', undefined],
  ])('%j -> %j', (region, island) => {
    expect(islandOfRegion(region)).toBe(island);
  });
});

describe('isInsideCountry', () => {
  it.each<[CountryCode, string, number, number, boolean]>([
    ['NZ', 'Auckland', -36.8485, 174.7633, true],
    ['NZ', 'Cape Reinga', -34.4286, 172.6806, true],
    ['NZ', 'Oban, Stewart Island', -46.899, 168.129, true],
    ['NZ', 'Chatham Islands (outside for now)', -43.95, -176.56, false],
    ['NZ', 'Sydney', -33.8688, 151.2093, false],
    ['NZ', 'swapped Auckland', 174.7633, -36.8485, false],
    ['AU', 'Sydney', -33.8688, 151.2093, true],
    ['AU', 'Hobart', -42.8821, 147.3272, true],
    ['AU', 'Darwin', -12.4634, 130.8456, true],
    ['AU', 'Perth', -31.9505, 115.8605, true],
    ['AU', 'Auckland', -36.8485, 174.7633, false],
    ['IN', 'Mumbai', 19.076, 72.8777, true],
    ['IN', 'Port Blair', 11.6234, 92.7265, true],
    ['IN', 'Amritsar', 31.634, 74.8723, true],
    ['IN', 'Sydney', -33.8688, 151.2093, false],
  ])('%s: %s', (country, _place, lat, lng, inside) => {
    expect(isInsideCountry(country, lat, lng)).toBe(inside);
  });

  it('bounds are inclusive', () => {
    const nz = countryBounds.NZ;
    expect(isInsideCountry('NZ', nz.minLat, nz.minLng)).toBe(true);
    expect(isInsideCountry('NZ', nz.maxLat, nz.maxLng)).toBe(true);
    expect(isInsideCountry('NZ', nz.maxLat + 0.01, nz.maxLng)).toBe(false);
  });
});
