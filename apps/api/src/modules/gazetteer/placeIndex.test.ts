import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CountryCode } from '@quoteway/contracts';
import { describe, expect, it } from 'vitest';
import { parseGazetteerCsv } from './parse';
import { type IndexedPlace, PlaceIndex, searchKey } from './placeIndex';
import { isMailFacility, parseCities } from './placeRanking';
import { placesDir } from './places';

const read = (file: string) =>
  gunzipSync(readFileSync(path.join(placesDir(), file))).toString('utf8');
const cities = parseCities(read('cities.csv.gz'));
const context = (country: CountryCode) => ({
  country,
  cities: cities.filter((city) => city.country === country),
});

/** A shipped place file's rows, with their position as the id. */
function shipped(file: string, country: CountryCode): IndexedPlace[] {
  return parseGazetteerCsv(read(file), { country }).rows.map((row, id) => ({ ...row, id }));
}

const nz = shipped('NZ.csv.gz', 'NZ');
const au = shipped('AU.csv.gz', 'AU');
const nzIndex = PlaceIndex.of(nz, context('NZ'));
const auIndex = PlaceIndex.of(au, context('AU'));
const names = (found: IndexedPlace[]) => found.map((place) => place.locality);

describe('PlaceIndex', () => {
  it('made in steps, pausing between them, answers as the index made at once', async () => {
    let pauses = 0;
    const stepped = await PlaceIndex.build(au, context('AU'), async () => {
      pauses += 1;
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(pauses).toBeGreaterThanOrEqual(4);
    expect(stepped.size).toBe(auIndex.size);
    for (const q of ['syd', 'Sydnye', 'melborne', 'Parramatta', '2000', 'x', 'wagga wagga']) {
      expect(stepped.search(q, 25)).toEqual(auIndex.search(q, 25));
    }
  });

  it('answers a repeated search as it answered it first, whatever is done to the answer', () => {
    const fresh = PlaceIndex.of(au, context('AU'));
    const first = fresh.search('Melborne', 8);
    expect(first.length).toBeGreaterThan(0);
    first.length = 0;
    expect(fresh.search('MELBORNE ', 8)).toEqual(auIndex.search('melborne', 8));
    expect(fresh.search('Melborne', 3)).toEqual(auIndex.search('melborne', 3));
    expect(fresh.search('Melborne', 3)).toHaveLength(3);
  });

  it('finds names by prefix, shorter first, whatever the case and accents', () => {
    const found = names(nzIndex.search('WELLINGT', 10));
    expect(found[0]).toBe('Wellington');
    for (const name of found) expect(name).toMatch(/^Wellingt/);
    expect(searchKey('  Ōhope  Beach ')).toBe('ohope beach');
  });

  it('finds postcodes by prefix, leading zeros kept', () => {
    const found = nzIndex.search('011', 10).map((place) => place.postcode);
    expect(found.length).toBeGreaterThan(0);
    for (const postcode of found) expect(postcode).toMatch(/^011/);
  });

  it('honours the limit and answers nothing for nothing', () => {
    expect(auIndex.search('s', 3)).toHaveLength(3);
    expect(auIndex.search('   ', 10)).toEqual([]);
    expect(auIndex.search('zzzzqqq', 10)).toEqual([]);
  });

  // Every kind of single mistake, at the start, the middle and the end of every name of New
  // Zealand of four letters or more, and of every tenth of Australia's: 6 mistakes per name.
  it.each([
    ['NZ', nz, nzIndex, 1],
    ['AU', au, auIndex, 10],
  ] as const)('finds the places of %s typed with one mistake', (_country, places, index, every) => {
    const misses: string[] = [];
    let tried = 0;
    const offered = [
      ...new Set(places.map((p) => p.locality).filter((name) => !isMailFacility(_country, name))),
    ].filter((_, i) => i % every === 0);
    const realKeys = new Set(places.map((p) => searchKey(p.locality)));
    for (const name of offered) {
      const key = searchKey(name);
      if (key.length < 4) continue;
      const middle = key.length >> 1;
      const swap = (i: number) => key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2);
      const other = (c: string | undefined) => (c === 'q' ? 'x' : 'q');
      const typos = [
        key.slice(1), // the first letter left out
        key.slice(0, middle) + key.slice(middle + 1), // one left out in the middle
        swap(middle - 1), // two swapped
        key.slice(0, middle) + other(key[middle]) + key.slice(middle + 1), // one wrong
        `${key.slice(0, middle)}e${key.slice(middle)}`, // one too many
        `${key}s`, // one too many at the end
      ];
      for (const typo of typos) {
        // A mistake that spells another place is that place's search, not a typo.
        // ...and one that leaves a space at an end is the same text without it.
        if (typo === key || realKeys.has(typo) || searchKey(typo) !== typo) continue;
        const found = index.search(typo, 10).map((place) => searchKey(place.locality));
        // Text that begins ten names is read as their start, not as a mistake ("oto" is
        // the start of Otorohanga as much as Roto mistyped).
        if (found.filter((found) => found.startsWith(typo)).length >= 10) continue;
        tried += 1;
        if (!found.includes(key)) misses.push(`${typo} -> ${name}`);
      }
    }
    expect(tried).toBeGreaterThan(offered.length * 4);
    // Ranked by importance, a tiny place's name mistyped may lose to ten larger places
    // that the same text, mistyped, also names: at most one search in a hundred.
    expect(misses.length / tried).toBeLessThanOrEqual(0.01);
  });
});

describe('the place a person means', () => {
  const india = shipped('IN.csv.gz', 'IN');
  const inIndex = PlaceIndex.of(india, context('IN'));
  const first = (index: PlaceIndex, q: string) => index.search(q, 10)[0];

  it('offers a town once, with its main postcode, and no PO boxes', () => {
    const sydney = auIndex.search('Sydney', 25).filter((p) => p.locality === 'Sydney');
    expect(sydney).toEqual([
      expect.objectContaining({ postcode: '2000', region: 'New South Wales' }),
    ]);
    const wellington = nzIndex.search('Wellington', 25).filter((p) => p.locality === 'Wellington');
    expect(wellington.map((p) => p.postcode)).toEqual(['6021']);
    // PO boxes are not offered by number either; a town's other street postcodes are.
    expect(auIndex.search('1001', 10)).toEqual([]);
    expect(nzIndex.search('6149', 10)).toEqual([]);
    expect(names(auIndex.search('2001', 10))).toContain('Sydney');
    // A place GeoNames knows only by its boxes is still offered, by them.
    expect(first(nzIndex, 'Remuera')).toMatchObject({ locality: 'Remuera', region: 'Auckland' });
    // Mail centres are not places.
    expect(names(auIndex.search('Seven Hills', 25))).not.toContain('Seven Hills Mc');
  });

  it('ranks by importance: the city before the village of a like name', () => {
    expect(first(auIndex, 'syd')).toMatchObject({ locality: 'Sydney', postcode: '2000' });
    expect(first(auIndex, 'Perth')).toMatchObject({ region: 'Western Australia' });
    expect(first(nzIndex, 'Welli')).toMatchObject({ locality: 'Wellington' });
    expect(first(inIndex, 'Mumb')).toMatchObject({ locality: 'Mumbai', postcode: '400001' });
    expect(first(inIndex, 'Mumbai')).toMatchObject({ locality: 'Mumbai', region: 'Maharashtra' });
  });

  it.each([
    ['Andheri', 'Andheri'],
    ['Bandra', /^Bandra (East|West)$/],
    ['Powai', 'Powai'],
  ])('finds the Mumbai suburb %s by name', (q, locality) => {
    expect(first(inIndex, q)).toMatchObject({
      locality,
      territory: 'Mumbai',
      region: 'Maharashtra',
    });
  });

  it("shows India's post offices by their place's name, and cities by GeoNames' name", () => {
    expect(first(inIndex, 'Andheri')?.postcode).toBe('400053');
    expect(first(inIndex, 'Bengaluru')).toMatchObject({
      locality: 'Bengaluru',
      postcode: '560001',
    });
    expect(first(inIndex, 'Gwalior')).toMatchObject({
      locality: 'Gwalior',
      region: 'Madhya Pradesh',
    });
    expect(names(inIndex.search('400053', 10))).toContain('Andheri');
  });
});
