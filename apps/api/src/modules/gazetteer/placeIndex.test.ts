import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseGazetteerCsv } from './parse';
import { type IndexedPlace, PlaceIndex, searchKey } from './placeIndex';
import { placesDir } from './places';

/** A shipped place file's rows, with their position as the id. */
function shipped(file: string): IndexedPlace[] {
  const text = gunzipSync(readFileSync(path.join(placesDir(), file))).toString('utf8');
  return parseGazetteerCsv(text).rows.map((row, id) => ({
    id,
    locality: row.locality,
    postcode: row.postcode,
  }));
}

const nz = shipped('NZ.csv.gz');
const au = shipped('AU.csv.gz');
const nzIndex = PlaceIndex.of(nz);
const auIndex = PlaceIndex.of(au);
const nameOf = (places: IndexedPlace[]) => (id: number) => places[id]?.locality;

describe('PlaceIndex', () => {
  it('made in steps, pausing between them, answers as the index made at once', async () => {
    let pauses = 0;
    const stepped = await PlaceIndex.build(au, async () => {
      pauses += 1;
      await new Promise((resolve) => setImmediate(resolve));
    });
    // Before the names' sort and before the postcodes': Australia has under 20,000 places.
    expect(pauses).toBe(2);
    expect(stepped.size).toBe(auIndex.size);
    for (const q of ['syd', 'Sydnye', 'melborne', 'Parramatta', '2000', 'x', 'wagga wagga']) {
      expect(stepped.search(q, 25)).toEqual(auIndex.search(q, 25));
    }
  });

  it('finds names by prefix, shorter first, whatever the case and accents', () => {
    const names = nzIndex.search('WELLINGT', 10).map(nameOf(nz));
    expect(names[0]).toBe('Wellington');
    for (const name of names) expect(name).toMatch(/^Wellingt/);
    expect(searchKey('  Ōhope  Beach ')).toBe('ohope beach');
  });

  it('finds postcodes by prefix, leading zeros kept', () => {
    const found = nzIndex.search('011', 10).map((id) => nz[id]?.postcode);
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
    ['New Zealand', nz, nzIndex, 1],
    ['Australia', au, auIndex, 10],
  ])('finds every place of %s typed with one mistake', (_country, places, index, every) => {
    const misses: string[] = [];
    let tried = 0;
    const names = [...new Set(places.map((p) => p.locality))].filter((_, i) => i % every === 0);
    const realKeys = new Set(places.map((p) => searchKey(p.locality)));
    for (const name of names) {
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
        tried += 1;
        const found = index.search(typo, 10).map((id) => searchKey(places[id]?.locality ?? ''));
        if (!found.includes(key)) misses.push(`${typo} -> ${name}`);
      }
    }
    expect(tried).toBeGreaterThan(names.length * 5);
    expect(misses).toEqual([]);
  });
});
