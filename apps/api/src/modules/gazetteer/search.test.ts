import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { onEveryLocalityWrite } from '../../db/client';
import { gazetteerRepository } from './repository';
import { gazetteerService } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = (places: Array<{ locality: string }>) => places.map((p) => p.locality);

describe('autocomplete through the in-memory index', () => {
  it('answers from the index, without a statement per search', async () => {
    const repository = gazetteerRepository(t.database.db);
    const service = gazetteerService(repository);
    await service.indexPlaces('NZ');
    const before = await repository.version();

    const [first] = await service.search({ q: 'Wellingtn', country: 'NZ', limit: 10 });
    expect(first?.locality).toBe('Wellington');
    expect(first?.region).toBe('Wellington');
    // Every kind of one mistake, and a postcode.
    for (const [typo, place] of [
      ['Chrstchurch', 'Christchurch'],
      ['Christhcurch', 'Christchurch'],
      ['Christchurhc', 'Christchurch'],
      ['Dunnedin', 'Dunedin'],
      ['Nelsen', 'Nelson'],
    ] as const) {
      const found = await service.search({ q: typo, country: 'NZ', limit: 10 });
      expect(names(found)).toContain(place);
    }
    const byPostcode = await service.search({ q: '6011', country: 'NZ', limit: 10 });
    expect(byPostcode[0]?.postcode).toBe('6011');
    // Reading changes nothing.
    expect(await repository.version()).toBe(before);
  });

  it('finds a place written after the index was built (by anyone), and then rebuilds', async () => {
    const repository = gazetteerRepository(t.database.db);
    let clock = 1_000_000;
    const service = gazetteerService(repository, { now: () => clock });
    await service.indexPlaces('NZ');
    const version = await repository.version();

    // Another process (here another service) writes a place: the version moves.
    const writer = gazetteerService(gazetteerRepository(t.database.db));
    const csv = [
      'postcode,locality,region,long,lat,territory,island',
      '9997,Kowhaiville,Otago,170.5,-45.9,Dunedin City,South Island',
    ].join('\n');
    expect((await writer.importText(csv, 'inline.csv', 'NZ')).imported).toBe(1);
    expect(await repository.version()).toBeGreaterThan(version);

    // Within a second the index still answers alone; then it reads the version, finds it
    // stale and is not trusted: the answer comes from SQL, and has the new place.
    clock += 1_000;
    const fromSql = await service.search({ q: 'Kowhaiv', country: 'NZ', limit: 10 });
    expect(names(fromSql)[0]).toBe('Kowhaiville');
    // A rebuild started in the background; once done, the index has the place too, typos
    // included (half a minute later, the next stale answer may rebuild again).
    await service.indexPlaces('NZ');
    clock += 60_000;
    expect(names(await service.search({ q: 'Kowaiville', country: 'NZ', limit: 10 }))).toContain(
      'Kowhaiville',
    );
  });

  // PostgreSQL is written by other processes too: there the version is read once a second.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'on PGlite, answers from the index with no statement at all until places are written here',
    async () => {
      const repository = gazetteerRepository(t.database.db);
      let versionReads = 0;
      const counted = {
        ...repository,
        version: () => {
          versionReads += 1;
          return repository.version();
        },
      };
      let clock = 5_000_000;
      const service = gazetteerService(counted, {
        now: () => clock,
        watchWrites: (listener) => onEveryLocalityWrite(t.database.db, listener),
      });
      await service.indexPlaces('NZ');
      const afterBuild = versionReads;
      for (let n = 0; n < 5; n++) {
        clock += 10_000;
        expect(names(await service.search({ q: 'Wellingtn', country: 'NZ', limit: 10 }))).toContain(
          'Wellington',
        );
      }
      expect(versionReads).toBe(afterBuild);

      // A place written through this database: seen, so the next search reads the version and
      // answers from SQL, with the new place.
      const csv = [
        'postcode,locality,region,long,lat,territory,island',
        '9996,Rimuvale,Otago,170.4,-45.8,Dunedin City,South Island',
      ].join('\n');
      expect((await service.importText(csv, 'inline.csv', 'NZ')).imported).toBe(1);
      expect(names(await service.search({ q: 'Rimuv', country: 'NZ', limit: 10 }))[0]).toBe(
        'Rimuvale',
      );
      expect(versionReads).toBeGreaterThan(afterBuild);
      await service.indexPlaces('NZ');
      const rebuilt = versionReads;
      expect(names(await service.search({ q: 'Rimuvlae', country: 'NZ', limit: 10 }))).toContain(
        'Rimuvale',
      );
      expect(versionReads).toBe(rebuilt);
    },
  );
});
