import { readFile } from 'node:fs/promises';
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
import { csvRecords, type GazetteerRow, gazetteerParser } from './parse';
import { PlaceIndex } from './placeIndex';
import type { GazetteerRepository, LocalityRow } from './repository';

const gunzipAsync = promisify(gunzip);

/** A place file's text, gunzipped when its name ends in .gz. */
export async function readPlaceText(file: string, bytes?: Buffer): Promise<string> {
  const raw = bytes ?? (await readFile(file));
  return (file.endsWith('.gz') ? await gunzipAsync(raw) : raw).toString('utf8');
}

/** Records validated and rows written at a time; between two, other work (requests) runs. */
const IMPORT_SLICE = 1000;

/** Options of `importText`. */
export interface ImportOptions {
  /** Stops the import between two slices (the app is closing). */
  signal?: AbortSignal;
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
}

/** After a rebuild, the next waits this long: a file loading elsewhere changes the version often. */
const REBUILD_PAUSE_MS = 30_000;

export interface GazetteerServiceOptions {
  /** True while this process loads the place files (no index is rebuilt meanwhile). */
  loading?: () => boolean;
  now?: () => number;
}

/** Locality autocomplete, reverse lookup and the importer. */
export function gazetteerService(
  repository: GazetteerRepository,
  { loading = () => false, now = Date.now }: GazetteerServiceOptions = {},
) {
  const built = new Map<CountryCode, BuiltIndex>();
  const building = new Map<CountryCode, Promise<void>>();
  const lastBuilt = new Map<CountryCode, number>();

  /** Read the country's places into a new index (the version first: a write meanwhile only makes it look stale). */
  function rebuild(country: CountryCode): Promise<void> {
    const running = building.get(country);
    if (running) return running;
    const job = (async () => {
      const version = await repository.version();
      const rows = await repository.indexRows(country);
      built.set(country, { index: new PlaceIndex(rows), version });
      lastBuilt.set(country, now());
    })().finally(() => building.delete(country));
    building.set(country, job);
    return job;
  }

  return {
    /**
     * Autocomplete. The country's in-memory index picks the places (a prefix, one mistake, a
     * postcode) and one statement reads their rows with the version of `localities`; when
     * that version is not the index's (places were written since), or there is no index yet,
     * the answer comes from SQL (the trigram search) and the index is rebuilt in the
     * background, unless places are loading here or it was rebuilt moments ago.
     */
    async search(query: LocalitySearchQuery): Promise<Locality[]> {
      const current = built.get(query.country);
      if (current) {
        const ids = current.index.search(query.q, query.limit);
        const { version, rows } = await repository.byIds(ids);
        if (version === current.version) {
          const byId = new Map(rows.map((row) => [row.id, row]));
          return ids.flatMap((id) => {
            const row = byId.get(id);
            return row ? [toLocality(row)] : [];
          });
        }
      }
      const since = now() - (lastBuilt.get(query.country) ?? Number.NEGATIVE_INFINITY);
      if (!loading() && since >= (current ? REBUILD_PAUSE_MS : 0)) {
        rebuild(query.country).catch(() => undefined);
      }
      const rows = await repository.search(query.q, query.country, query.limit);
      return rows.map(toLocality);
    },

    /** Build (or rebuild) a country's index now: after loading places, and in tests. */
    indexPlaces(country: CountryCode): Promise<void> {
      return rebuild(country);
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
     * file goes in slices, each written by one statement before the next is read, and the
     * event loop turns between them: a server loading India's 155,000 places keeps answering.
     */
    async importText(
      text: string,
      file: string,
      country?: CountryCode,
      { signal }: ImportOptions = {},
    ): Promise<ImportReport> {
      const records = csvRecords(text);
      const header = records.next();
      if (header.done) throw new Error('Gazetteer CSV is empty: expected a header row');
      const parser = gazetteerParser(header.value, country ? { country } : {});
      let imported = 0;
      let slice: GazetteerRow[] = [];
      let read = 0;
      for (const record of records) {
        const row = parser.accept(record);
        if (row) slice.push(row);
        if (++read % IMPORT_SLICE === 0) {
          imported += await repository.upsert(slice);
          slice = [];
          await setImmediate();
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
