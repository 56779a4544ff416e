import { readFile } from 'node:fs/promises';
import type {
  CountryCode,
  Locality,
  LocalitySearchQuery,
  NearestLocality,
  NearestLocalityQuery,
} from '@quoteway/contracts';
import { countryCodes } from '@quoteway/contracts';
import { NotFoundError } from '../../errors';
import { parseGazetteerCsv } from './parse';
import type { GazetteerRepository, LocalityRow } from './repository';

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

    /** Parse a CSV in either supported layout, write the good rows, report the rest. */
    async importText(text: string, file: string, country?: CountryCode): Promise<ImportReport> {
      const report = parseGazetteerCsv(text, country ? { country } : {});
      const imported = await repository.upsert(report.rows);
      return {
        file,
        imported,
        rejected: report.rejected.map(({ line, reason }) => ({ line, reason })),
        repaired: report.repaired,
      };
    },

    async importFile(file: string, country?: CountryCode): Promise<ImportReport> {
      return this.importText(await readFile(file, 'utf8'), file, country);
    },

    count: (country?: CountryCode) => repository.count(country),
  };
}

export type GazetteerService = ReturnType<typeof gazetteerService>;
