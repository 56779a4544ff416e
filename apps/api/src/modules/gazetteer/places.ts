import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CountryCode, countryCodes } from '@quoteway/contracts';
import { apiRoot } from '../../paths';
import { type GazetteerService, type Pause, readPlaceText } from './service';

/**
 * The place data each regional site ships with (files in apps/api/places, whose README
 * names their sources and licences), in load order. New Zealand's GeoNames file has one
 * place per postcode; our own nz-localities.csv then adds the suburbs GeoNames lacks (Ponsonby,
 * Newtown...) and, being loaded last, gives the places both have their territorial authority.
 */
const placeFilesByCountry: Readonly<Record<CountryCode, readonly string[]>> = {
  NZ: ['NZ.csv.gz', 'nz-localities.csv'],
  AU: ['AU.csv.gz'],
  IN: ['IN.csv.gz'],
};

/** What loading one place file did. */
export interface PlaceFileLoad {
  file: string;
  country: CountryCode;
  /** `unchanged`: this version was loaded before, so nothing was read. */
  outcome: 'loaded' | 'unchanged';
  imported: number;
  rejected: number;
  repaired: number;
  ms: number;
}

/** PostgreSQL's code for a transaction it aborted to break a deadlock. */
const DEADLOCK = '40P01';

function isDeadlock(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return [error, cause].some(
    (e) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === DEADLOCK,
  );
}

/**
 * Run an import again when PostgreSQL broke a deadlock by aborting it: two processes starting
 * together on an empty database upsert the same places, and their slices can lock the same
 * rows in turn. The upsert is idempotent, so the loser simply goes again (a few times, a little
 * later each time) while the winner finishes.
 */
async function retryDeadlocks<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt + Math.random() * 300));
    }
  }
}

/** Options of `loadPlaceFiles`. */
export interface LoadPlacesOptions {
  /** Countries whose files to load, in this order; default: every country. */
  countries?: readonly CountryCode[];
  /** Where the files are; default apps/api/places. */
  dir?: string;
  /** The files of each country; default `placeFilesByCountry`. */
  files?: Readonly<Record<CountryCode, readonly string[]>>;
  /** Stops between two slices of a file (the app is closing). */
  signal?: AbortSignal;
  /** Awaited between two slices of a file (see `ImportOptions`). */
  pause?: Pause;
}

/** The folder of the place files that ship with Quoteway. */
export const placesDir = () => path.join(apiRoot(), 'places');

/**
 * Load the bundled place files through the validating importer, each once per version: a file
 * whose SHA-256 is recorded is skipped, so a restart costs a hash and a query per file, and a
 * newer file (another download) loads again, updating the places it shares with the old one.
 * Places a newer file no longer has are kept: jobs and businesses refer to them.
 */
export async function loadPlaceFiles(
  gazetteer: GazetteerService,
  options: LoadPlacesOptions = {},
): Promise<PlaceFileLoad[]> {
  const { countries = countryCodes, dir = placesDir(), files = placeFilesByCountry } = options;
  const loads: PlaceFileLoad[] = [];
  for (const country of countries) {
    for (const file of files[country]) {
      options.signal?.throwIfAborted();
      const started = performance.now();
      const bytes = await readFile(path.join(dir, file));
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if ((await gazetteer.loadedVersion(file)) === sha256) {
        const ms = Math.round(performance.now() - started);
        loads.push({
          file,
          country,
          outcome: 'unchanged',
          imported: 0,
          rejected: 0,
          repaired: 0,
          ms,
        });
        continue;
      }
      const text = await readPlaceText(file, bytes);
      const report = await retryDeadlocks(() =>
        gazetteer.importText(text, file, country, {
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.pause ? { pause: options.pause } : {}),
        }),
      );
      await gazetteer.recordLoaded(report, sha256);
      loads.push({
        file,
        country,
        outcome: 'loaded',
        imported: report.imported,
        rejected: report.rejected.length,
        repaired: report.repaired.length,
        ms: Math.round(performance.now() - started),
      });
    }
  }
  if (loads.some((load) => load.outcome === 'loaded')) await gazetteer.settle();
  return loads;
}
