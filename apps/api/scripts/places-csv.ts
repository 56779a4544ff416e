// Converts a GeoNames postal-code dump (the tab-separated `XX.txt` of the GeoNames download,
// as also shipped by npm packages built from it) into the gazetteer's GeoNames CSV layout,
// gzip-compressed, for apps/api/places. See apps/api/places/README.md.
//
//   pnpm --filter @quoteway/api exec tsx scripts/places-csv.ts IN.txt places/IN.csv.gz
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const header =
  'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude';

/** One CSV field, quoted only when it must be (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('Usage: tsx scripts/places-csv.ts GEONAMES_DUMP.txt OUTPUT.csv.gz');
  process.exit(1);
}
const lines = readFileSync(input, 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.trim() !== '');
// The dump's 12th column (accuracy of the coordinates) has no place in the layout.
const rows = lines.map((line) => line.split('\t').slice(0, 11).map(csvField).join(','));
// No file name or time in the gzip header, so the same input gives the same bytes.
writeFileSync(output, gzipSync(`${[header, ...rows].join('\n')}\n`, { level: 9 }));
console.log(`${rows.length} rows written to ${output}`);
