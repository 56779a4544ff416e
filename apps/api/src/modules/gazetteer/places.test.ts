import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locality } from '@quoteway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { loadPlaceFiles, type PlaceFileLoad, placesDir } from './places';
import { gazetteerRepository } from './repository';
import { gazetteerService, nextSliceRows } from './service';

const search = async (t: TestApp, q: string, country: string): Promise<Locality[]> => {
  const res = await t.app.inject({ url: '/api/localities', query: { q, country, limit: '25' } });
  expect(res.statusCode).toBe(200);
  return res.json().localities;
};

// Loading India's 155,000 places on PGlite takes tens of seconds on a busy machine: this
// file's limits only catch a hang.
describe('the places of every regional site, loaded as the server loads them', {
  timeout: 600_000,
}, () => {
  let t: TestApp;
  let loads: PlaceFileLoad[];
  beforeAll(async () => {
    t = await createTestApp({}, { loadPlaces: true });
    loads = await t.app.placesReady;
  }, 600_000);
  afterAll(() => t?.close());

  it('loads Australia and India after New Zealand (seeded before the server starts)', () => {
    expect(
      loads.map(({ file, outcome, imported, rejected }) => ({ file, outcome, imported, rejected })),
    ).toEqual([
      { file: 'NZ.csv.gz', outcome: 'unchanged', imported: 0, rejected: 0 },
      { file: 'nz-localities.csv', outcome: 'unchanged', imported: 0, rejected: 0 },
      // 7 exact duplicates in GeoNames' AU file; 28 in its IN file.
      { file: 'AU.csv.gz', outcome: 'loaded', imported: 18_514, rejected: 7 },
      { file: 'IN.csv.gz', outcome: 'loaded', imported: 155_542, rejected: 28 },
    ]);
  });

  it('reports the places as loaded in readyz', async () => {
    const res = await t.app.inject('/api/readyz');
    expect(res.json()).toMatchObject({ status: 'ready', places: 'loaded' });
  });

  it.each([
    ['NZ', 'Riccarton', 'Riccarton', 'Canterbury'],
    ['NZ', 'Kelburn', 'Kelburn', 'Wellington'],
    ['NZ', 'Ohope', 'Ohope Beach', 'Bay of Plenty'],
    ['NZ', 'Ponsonby', 'Ponsonby', 'Auckland'],
    ['AU', 'Sydney', 'Sydney', 'New South Wales'],
    ['AU', 'Melbourne', 'Melbourne', 'Victoria'],
    ['IN', 'Connaught Place', 'Connaught Place', 'Delhi'],
    ['IN', 'Koramangala', 'Koramangala', 'Karnataka'],
  ])('%s finds "%s" by name: %s, %s', async (country, q, locality, region) => {
    const [first] = await search(t, q, country);
    expect(first).toMatchObject({ country, locality, region });
  });

  it.each([
    ['NZ', '8011', 'Canterbury'],
    ['NZ', '6012', 'Wellington'],
    ['AU', '2000', 'New South Wales'],
    ['AU', '3000', 'Victoria'],
    ['IN', '110001', 'Delhi'],
    ['IN', '560034', 'Karnataka'],
  ])('%s finds postcode %s, in %s', async (country, postcode, region) => {
    const found = await search(t, postcode, country);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => l.postcode === postcode && l.region === region)).toBe(true);
  });

  it.each([
    ['AU', 'Riccarton'],
    ['IN', 'Kelburn'],
    ['NZ', 'Connaught Place'],
    ['NZ', 'Koramangala'],
    ['IN', 'Melbourne'],
  ])('a search on the %s site never answers another country (%s)', async (country, q) => {
    const found = await search(t, q, country);
    expect(found.every((l) => l.country === country)).toBe(true);
    expect(found.map((l) => l.locality)).not.toContain(q);
  });

  it('tells same-named places apart by region and postcode', async () => {
    // Paddington is a suburb of Sydney (NSW) and of Brisbane (QLD).
    const paddingtons = (await search(t, 'Paddington', 'AU')).filter(
      (l) => l.locality === 'Paddington',
    );
    expect(new Set(paddingtons.map((l) => l.region))).toEqual(
      new Set(['New South Wales', 'Queensland']),
    );
    const kelburns = (await search(t, 'Kelburn', 'NZ')).filter((l) => l.locality === 'Kelburn');
    expect(new Set(kelburns.map((l) => l.postcode)).size).toBe(kelburns.length);
  });

  it('finds the nearest place in Australia and India', async () => {
    const sydney = await t.app.inject(
      '/api/localities/nearest?lat=-33.8688&lng=151.2093&country=AU',
    );
    expect(sydney.json().locality.region).toBe('New South Wales');
    const delhi = await t.app.inject('/api/localities/nearest?lat=28.6139&lng=77.209&country=IN');
    expect(delhi.json().locality.region).toBe('Delhi');
  });

  it('does not load again on a restart: every file is unchanged', async () => {
    const again = await buildApp({
      config: testConfig(),
      database: t.database,
      startWorkers: false,
      loadPlaces: true,
    });
    try {
      await again.listen({ port: 0, host: '127.0.0.1' });
      const second = await again.placesReady;
      expect(second.map((l) => [l.file, l.outcome])).toEqual([
        ['NZ.csv.gz', 'unchanged'],
        ['nz-localities.csv', 'unchanged'],
        ['AU.csv.gz', 'unchanged'],
        ['IN.csv.gz', 'unchanged'],
      ]);
    } finally {
      await again.close();
    }
  });
});

describe('the importer on the shipped files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts what it imported, rejected and why, and repaired', async () => {
    const service = gazetteerService(gazetteerRepository(t.database.db));
    const report = await service.importFile(path.join(placesDir(), 'nz-localities.csv'), 'NZ');
    expect(report).toMatchObject({ imported: 193, rejected: [], repaired: [] });
    // GeoNames' NZ file: 27 places have no region, and the importer will not guess one.
    const full = await service.importFile(path.join(placesDir(), 'NZ.csv.gz'), 'NZ');
    expect(full.imported).toBe(1711);
    expect(full.rejected).toHaveLength(27);
    expect(new Set(full.rejected.map((r) => r.reason))).toEqual(new Set(['missing region (NZ)']));
  });
});

describe('loadPlaceFiles', () => {
  let t: TestApp;
  let dir: string;
  const files = { NZ: ['test-places.csv.gz'], AU: [], IN: [] };
  const header = 'postcode,locality,region,long,lat,territory,island';
  const write = (...rows: string[]) =>
    writeFile(path.join(dir, 'test-places.csv.gz'), gzipSync([header, ...rows].join('\n')));

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'quoteway-places-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads a file once per version, and again when it changes', async () => {
    const service = gazetteerService(gazetteerRepository(t.database.db));
    const load = () => loadPlaceFiles(service, { countries: ['NZ'], dir, files });
    await write(
      '9991,Versionville,Otago,170.5,-45.9,Dunedin City,South Island',
      'x,Bad,Otago,1,2,,',
    );

    expect(await load()).toMatchObject([
      { file: 'test-places.csv.gz', outcome: 'loaded', imported: 1, rejected: 1 },
    ]);
    expect(await load()).toMatchObject([{ outcome: 'unchanged', imported: 0 }]);

    await write(
      '9991,Versionville,Otago,170.6,-45.8,Dunedin City,South Island',
      '9992,Newtownville,Otago,170.5,-45.9,Dunedin City,South Island',
    );
    expect(await load()).toMatchObject([{ outcome: 'loaded', imported: 2, rejected: 0 }]);
    const [moved] = await search(t, 'Versionville', 'NZ');
    expect(moved).toMatchObject({ lat: -45.8, lng: 170.6 });
    expect(await search(t, 'Newtownville', 'NZ')).toHaveLength(1);
  });

  it('stops when asked, and records nothing for the file it stopped in', async () => {
    const service = gazetteerService(gazetteerRepository(t.database.db));
    await write('9993,Stopville,Otago,170.5,-45.9,Dunedin City,South Island');
    const signal = AbortSignal.abort();
    await expect(
      loadPlaceFiles(service, { countries: ['NZ'], dir, files, signal }),
    ).rejects.toThrow();
    expect(await load()).toMatchObject([{ outcome: 'loaded', imported: 1 }]);

    function load() {
      return loadPlaceFiles(service, { countries: ['NZ'], dir, files });
    }
  });
});

describe('nextSliceRows: the place load writes slices of about 40 ms', () => {
  it('shrinks a slice that took long, never under 100 rows', () => {
    expect(nextSliceRows(1000, 400)).toBe(100);
    expect(nextSliceRows(1000, 80)).toBe(500);
    expect(nextSliceRows(150, 2000)).toBe(100);
  });

  it('grows a quick slice at most twofold at once, never over 2,000 rows', () => {
    expect(nextSliceRows(250, 20)).toBe(500);
    expect(nextSliceRows(250, 1)).toBe(500);
    expect(nextSliceRows(1500, 10)).toBe(2000);
    expect(nextSliceRows(400, 40)).toBe(400);
  });
});
