// How often autocomplete offers the place a person means: well-known places of each regional
// site (cities, suburbs, towns) typed as people type them (test/fixtures/place-searches.json),
// asked of the real API with every site's shipped places loaded. Prints the top-1 and top-3
// hit rates and each miss, and checks them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CountryCode, Locality } from '@quoteway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { apiRoot } from '../../paths';
import { auStates, inStates, nzRegions } from './regions';

/** [typed, the place meant (alternatives with |), region code(s) (with |), postcode meant]. */
type Case = [string, string, string, string?];
const fixture = JSON.parse(
  readFileSync(path.join(apiRoot(), 'test/fixtures/place-searches.json'), 'utf8'),
) as Record<CountryCode, Case[]>;

const regionNames: Record<CountryCode, ReadonlyMap<string, string>> = {
  NZ: new Map(nzRegions.map((r) => [r.code, r.name])),
  AU: new Map(auStates.map((r) => [r.code, r.name])),
  IN: new Map(inStates.map((r) => [r.code, r.name])),
};

/**
 * A name as compared: lower case, without a district in brackets or a post office's kind
 * ("Mumbai G.P.O." is Mumbai, as a person reads it, before and after the names were cleaned).
 */
function plain(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(\s*(east|west|north|south)\s*\)/g, ' $1')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+(g\.?p\.?o\.?|h\.?o\.?|s\.?o\.?|b\.?o\.?)$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether an answer is the place meant ("Andheri East" is Andheri too). */
function isMeant(country: CountryCode, [, names, regions, postcode]: Case, place: Locality) {
  const name = plain(place.locality);
  const wanted = names.split('|').map(plain);
  const quarter = name.replace(/\s(east|west|north|south)$/, '');
  const region = regions.split('|').some((code) => regionNames[country].get(code) === place.region);
  return (
    (wanted.includes(name) || wanted.includes(quarter)) &&
    region &&
    (postcode === undefined || place.postcode === postcode)
  );
}

describe('place search hit rates on each site', { timeout: 900_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: 100_000 }, { loadPlaces: true });
    await t.app.placesIndexed;
  }, 900_000);
  afterAll(() => t?.close());

  it.each(['NZ', 'AU', 'IN'] as const)('%s: the place meant comes first', async (country) => {
    const cases = fixture[country];
    expect(cases.length).toBeGreaterThanOrEqual(100);
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const c of cases) {
      const res = await t.app.inject({
        url: '/api/localities',
        query: { q: c[0], country, limit: '10' },
      });
      expect(res.statusCode).toBe(200);
      const places = res.json().localities as Locality[];
      const rank = places.findIndex((place) => isMeant(country, c, place));
      if (rank === 0) top1 += 1;
      if (rank >= 0 && rank < 3) top3 += 1;
      if (rank !== 0) {
        const offered = places
          .slice(0, 3)
          .map((p) => `${p.locality} ${p.postcode} (${p.region})`)
          .join('; ');
        misses.push(
          `  "${c[0]}" -> ${c[1]}: ${rank < 0 ? 'not offered' : `#${rank + 1}`}; offered ${offered}`,
        );
      }
    }
    const rate = (n: number) => `${((100 * n) / cases.length).toFixed(1)}%`;
    // The report of this test: written to the output, as a benchmark prints its figures.
    process.stdout.write(
      `${country}: ${cases.length} places, top-1 ${top1} (${rate(top1)}), top-3 ${top3} (${rate(top3)})\n${misses.map((m) => `${m}\n`).join('')}`,
    );
    expect(top1 / cases.length).toBeGreaterThanOrEqual(MIN_TOP1);
    expect(top3 / cases.length).toBeGreaterThanOrEqual(MIN_TOP3);
  });
});

/** The goal: the place meant first for 95 in 100 searches, among the first three for 98. */
const MIN_TOP1 = 0.95;
const MIN_TOP3 = 0.98;
