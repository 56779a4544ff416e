import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type {
  CountryCode,
  Locality,
  LocalitySearchQuery,
  NearestLocality,
  NearestLocalityQuery,
} from '@quoteway/contracts';
import { countryCodes } from '@quoteway/contracts';
import { NotFoundError } from '../../errors';
import { apiRoot } from '../../paths';
import { csvRecords, type GazetteerRow, gazetteerParser } from './parse';
import { type IndexedPlace, PlaceIndex } from './placeIndex';
import { type City, parseCities } from './placeRanking';
import type { GazetteerRepository, IndexedRow, LocalityRow } from './repository';

const gunzipAsync = promisify(gunzip);

/** A place file's text, gunzipped when its name ends in .gz. */
export async function readPlaceText(file: string, bytes?: Buffer): Promise<string> {
  const raw = bytes ?? (await readFile(file));
  return (file.endsWith('.gz') ? await gunzipAsync(raw) : raw).toString('utf8');
}

/**
 * Rows written by one statement: `first` at first, then sized so a statement takes about
 * `SLICE_TARGET_MS`, between `min` and `max`. On PGlite a statement runs on the event loop's
 * thread and holds up every request behind it: a slice of 1,000 places took 0.2-2.5 s on a
 * loaded machine, and a request of ten statements waited behind ten of them.
 */
const SLICE_ROWS = { min: 100, first: 250, max: 2000 } as const;
const SLICE_TARGET_MS = 40;
/** Rows read by one statement when a country's index is built (in pages, for the same reason). */
const INDEX_PAGE_ROWS = 10_000;

/** The next slice's size, from how long the last one took. */
export function nextSliceRows(rows: number, ms: number): number {
  const scaled = Math.round((rows * SLICE_TARGET_MS) / Math.max(ms, 1));
  // At most doubling at once: one fast statement (a cached page) says little.
  return Math.min(SLICE_ROWS.max, Math.max(SLICE_ROWS.min, Math.min(scaled, rows * 2)));
}

/** Between two slices of background work: let requests through. Default: one turn of the loop. */
export type Pause = () => Promise<void>;
const oneTurn: Pause = () => setImmediate();

/** Options of `importText`. */
export interface ImportOptions {
  /** Stops the import between two slices (the app is closing). */
  signal?: AbortSignal;
  /** Awaited between two slices (the server waits for a moment without requests). */
  pause?: Pause;
}

export interface ImportReport {
  file: string;
  imported: number;
  rejected: Array<{ line: number; reason: string }>;
  repaired: Array<{ line: number; reason: string }>;
}

function toLocality(row: LocalityRow): Locality {
  const country = countryCodes.find((c) => c === row.country) ?? 'NZ';
  return {
    id: row.id,
    country,
    postcode: row.postcode,
    locality: row.locality,
    region: row.region,
    territory: row.territory,
    island: row.island,
    lat: Number(row.lat),
    lng: Number(row.lng),
  };
}

/** A country's place index and the `localities` version it was built at. */
interface BuiltIndex {
  index: PlaceIndex;
  version: number;
  /** When the version was last read and found unchanged. */
  checkedAt: number;
  /** Where every write is seen (`watchWrites`): places may have been written since it was built. */
  written: boolean;
}

/**
 * An index answers alone for this long after the version was last read: a place written by
 * another process is found within a second, and a search costs no statement in between.
 */
const VERSION_CHECK_MS = 1000;

/** GeoNames' cities with their population (see scripts/places-cities.ts), read once. */
let cities: Promise<City[]> | undefined;
function citiesOf(country: CountryCode): Promise<City[]> {
  cities ??= readPlaceText(path.join(apiRoot(), 'places', 'cities.csv.gz')).then(parseCities);
  return cities.then((all) => all.filter((city) => city.country === country));
}

function fromIndex(country: CountryCode, place: IndexedPlace): Locality {
  return { ...place, country };
}

/** After a rebuild, the next waits this long: a file loading elsewhere changes the version often. */
const REBUILD_PAUSE_MS = 30_000;

export interface GazetteerServiceOptions {
  /** True while this process loads the place files (no index is rebuilt meanwhile). */
  loading?: () => boolean;
  now?: () => number;
  /**
   * Calls the listener as each statement writing places is sent, and answers true, when this
   * process sees every write of the places (PGlite, which no other process opens): the index
   * then answers alone until a write, instead of reading the version once a second.
   */
  watchWrites?: (listener: () => void) => boolean;
}

/** Locality autocomplete, reverse lookup and the importer. */
export function gazetteerService(
  repository: GazetteerRepository,
  { loading = () => false, now = Date.now, watchWrites }: GazetteerServiceOptions = {},
) {
  const built = new Map<CountryCode, BuiltIndex>();
  /** Writes of places seen (only where every write is seen). */
  let writes = 0;
  const seesEveryWrite =
    watchWrites?.(() => {
      writes += 1;
      for (const current of built.values()) current.written = true;
    }) ?? false;
  /** Whether the index must read the version of `localities` before it answers. */
  const mustCheck = (current: BuiltIndex) =>
    seesEveryWrite ? current.written : now() - current.checkedAt >= VERSION_CHECK_MS;
  const building = new Map<CountryCode, Promise<void>>();
  const lastBuilt = new Map<CountryCode, number>();

  /**
   * Read the country's places into a new index, a page at a time with `pause` between pages
   * (the version first: a write meanwhile only makes it look stale).
   */
  function rebuild(country: CountryCode, pause: Pause = oneTurn): Promise<void> {
    const running = building.get(country);
    if (running) return running;
    const job = (async () => {
      const writesBefore = writes;
      const version = await repository.version();
      const context = { country, cities: await citiesOf(country) };
      const rows: IndexedRow[] = [];
      for (let after = 0; ; ) {
        const page = await repository.indexRows(country, { after, limit: INDEX_PAGE_ROWS });
        rows.push(...page);
        const last = page.at(-1);
        if (!last || page.length < INDEX_PAGE_ROWS) break;
        after = last.id;
        await pause();
      }
      const index = await PlaceIndex.build(rows, context, pause);
      built.set(country, { index, version, checkedAt: now(), written: writes !== writesBefore });
      lastBuilt.set(country, now());
    })().finally(() => building.delete(country));
    building.set(country, job);
    return job;
  }

  return {
    /**
     * Autocomplete. The country's in-memory index answers (a prefix, one mistake, a postcode;
     * see `PlaceIndex`), after reading the version of `localities` at most once a second (on
     * PGlite only after a write of places, which this process sees: `watchWrites`): when
     * it is not the index's (places were written since), or there is no index yet, the answer
     * comes from SQL (the trigram search) and the index is rebuilt in the background, unless
     * places are loading here or it was rebuilt moments ago.
     */
    async search(query: LocalitySearchQuery): Promise<Locality[]> {
      const current = built.get(query.country);
      if (current) {
        if (mustCheck(current)) {
          const writesBefore = writes;
          const version = await repository.version();
          if (version === current.version) {
            current.checkedAt = now();
            if (writes === writesBefore) current.written = false;
          }
        }
        if (!mustCheck(current)) {
          return current.index
            .search(query.q, query.limit)
            .map((place) => fromIndex(query.country, place));
        }
      }
      const since = now() - (lastBuilt.get(query.country) ?? Number.NEGATIVE_INFINITY);
      if (!loading() && since >= (current ? REBUILD_PAUSE_MS : 0)) {
        rebuild(query.country).catch(() => undefined);
      }
      const rows = await repository.search(query.q, query.country, query.limit);
      return rows.map(toLocality);
    },

    /**
     * Build (or rebuild) a country's index now: after loading places (with the loader's
     * `pause` between pages of rows), and in tests.
     */
    indexPlaces(country: CountryCode, pause?: Pause): Promise<void> {
      return rebuild(country, pause);
    },

    async nearest(query: NearestLocalityQuery): Promise<NearestLocality> {
      const row = await repository.nearest(query.lat, query.lng, query.country);
      if (!row) throw new NotFoundError(/*i18n*/ 'No locality is known for this country yet');
      return {
        locality: toLocality(row.locality),
        distanceKm: Math.round(Number(row.distanceKm) * 10) / 10,
      };
    },

    /**
     * Parse a CSV in either supported layout, write the good rows, report the rest. A large
     * file goes in slices, each written by one short statement before the next is read, with
     * `pause` between them: a server loading India's 155,000 places keeps answering.
     */
    async importText(
      text: string,
      file: string,
      country?: CountryCode,
      { signal, pause = oneTurn }: ImportOptions = {},
    ): Promise<ImportReport> {
      const records = csvRecords(text);
      const header = records.next();
      if (header.done) throw new Error('Gazetteer CSV is empty: expected a header row');
      const parser = gazetteerParser(header.value, country ? { country } : {});
      let imported = 0;
      let slice: GazetteerRow[] = [];
      let sliceRows: number = SLICE_ROWS.first;
      for (const record of records) {
        const row = parser.accept(record);
        if (row) slice.push(row);
        if (slice.length >= sliceRows) {
          const started = performance.now();
          imported += await repository.upsert(slice);
          sliceRows = nextSliceRows(slice.length, performance.now() - started);
          slice = [];
          await pause();
          signal?.throwIfAborted();
        }
      }
      imported += await repository.upsert(slice);
      return {
        file,
        imported,
        rejected: parser.report.rejected.map(({ line, reason }) => ({ line, reason })),
        repaired: parser.report.repaired,
      };
    },

    /** `importText` on a file, gzip-compressed when its name ends in .gz. */
    async importFile(file: string, country?: CountryCode): Promise<ImportReport> {
      return this.importText(await readPlaceText(file), file, country);
    },

    count: (country?: CountryCode) => repository.count(country),
    /** After importing: keep searches fast (see the repository's `vacuumAnalyze`). */
    settle: () => repository.vacuumAnalyze(),
    loadedVersion: (file: string) => repository.loadedVersion(file),
    recordLoaded: (report: ImportReport, sha256: string) =>
      repository.recordLoaded(report.file, sha256, report.imported, report.rejected.length),
  };
}

export type GazetteerService = ReturnType<typeof gazetteerService>;
