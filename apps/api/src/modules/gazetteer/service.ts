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

/** Locality autocomplete, reverse lookup and the importer. */
export function gazetteerService(repository: GazetteerRepository) {
  return {
    async search(query: LocalitySearchQuery): Promise<Locality[]> {
      const rows = await repository.search(query.q, query.country, query.limit);
      return rows.map(toLocality);
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
