import type { CountryCode } from '@quoteway/contracts';
import { countryCodes } from '@quoteway/contracts';
import { canonicalRegion, isInsideCountry, islandOfRegion } from './regions';

/** One validated locality, ready to insert (`island` is '' outside New Zealand). */
export interface GazetteerRow {
  country: CountryCode;
  postcode: string;
  locality: string;
  region: string;
  territory: string;
  island: string;
  lat: number;
  lng: number;
}

/** A row left out of the import; `line` is the 1-based line where its record starts. */
interface RejectedRow {
  line: number;
  reason: string;
  raw: string;
}

/** A correction applied to a kept row (one entry per correction). */
interface RepairedRow {
  line: number;
  reason: string;
}

/** The two CSV layouts the importer accepts, told apart by the header row. */
type GazetteerLayout = 'geonames' | 'quoteway';

/** What `parseGazetteerCsv` kept, left out and corrected. */
export interface ParseReport {
  layout: GazetteerLayout;
  rows: GazetteerRow[];
  rejected: RejectedRow[];
  repaired: RepairedRow[];
}

/** Options of `parseGazetteerCsv`. */
export interface ParseOptions {
  /**
   * Our layout: the country of every row (default 'NZ'). GeoNames layout: rows carry their own
   * country_code; when this is set, rows of any other country are rejected.
   */
  country?: CountryCode;
}

/** One CSV record: its fields, the line it starts on and its source text. */
export interface CsvRecord {
  line: number;
  fields: string[];
  raw: string;
}

/** Columns of the GeoNames postal-code CSV. */
const geonamesColumns = [
  'country_code',
  'zipcode',
  'place',
  'state',
  'state_code',
  'province',
  'province_code',
  'community',
  'community_code',
  'latitude',
  'longitude',
] as const;

/** Columns of Quoteway's own gazetteer CSV (apps/api/places/nz-localities.csv). */
const quotewayColumns = [
  'postcode',
  'locality',
  'region',
  'long',
  'lat',
  'territory',
  'island',
] as const;

/** Digits in a valid postcode per country; shorter NZ/AU codes lost their leading zeros. */
const postcodeDigits: Readonly<Record<CountryCode, number>> = { NZ: 4, AU: 4, IN: 6 };
/** Countries whose postcodes may start with 0 (so a short one can be repaired by padding). */
const padsLeadingZeros: Readonly<Record<CountryCode, boolean>> = { NZ: true, AU: true, IN: false };

/** Whether a country code is one we serve. */
function isCountryCode(code: string): code is CountryCode {
  return (countryCodes as readonly string[]).includes(code);
}

// Quoted fields may hold commas, doubled quotes and line breaks; CRLF, LF and a lone CR all
// end a record; a leading BOM is dropped; blank lines are skipped.
/** Splits CSV text into records (RFC 4180), with line numbers and raw text. */
export function parseCsvRecords(text: string): CsvRecord[] {
  return [...csvRecords(text)];
}

/** `parseCsvRecords` one record at a time, so a large file can be read in slices. */
export function* csvRecords(text: string): Generator<CsvRecord, void, undefined> {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let recordStart = 0;
  let sawContent = false;

  /** The record that ends at `end`, or undefined for a blank line. */
  const endRecord = (end: number): CsvRecord | undefined => {
    fields.push(field);
    const record =
      sawContent || fields.length > 1
        ? { line: recordLine, fields, raw: src.slice(recordStart, end) }
        : undefined;
    fields = [];
    field = '';
    sawContent = false;
    return record;
  };

  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (inQuotes) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        if (ch === '\n' || (ch === '\r' && src[i + 1] !== '\n')) line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      inQuotes = true;
      sawContent = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      const record = endRecord(i);
      if (ch === '\r' && src[i + 1] === '\n') i++;
      line++;
      recordLine = line;
      recordStart = i + 1;
      if (record) yield record;
    } else {
      field += ch;
      if (ch !== ' ' && ch !== '\t') sawContent = true;
    }
  }
  if (recordStart < src.length || field !== '' || fields.length > 0) {
    const record = endRecord(src.length);
    if (record) yield record;
  }
}

/** The layout a header row names, or undefined; columns may come in any order. */
function detectLayout(header: readonly string[]): GazetteerLayout | undefined {
  const names = new Set(header.map((h) => h.trim().toLowerCase()));
  const geonamesRequired = ['country_code', 'zipcode', 'place', 'state', 'latitude', 'longitude'];
  if (geonamesRequired.every((c) => names.has(c))) return 'geonames';
  if (['postcode', 'locality', 'region', 'long', 'lat'].every((c) => names.has(c)))
    return 'quoteway';
  return undefined;
}

/** A row's fields mapped to our meaning, before validation. */
interface RawRow {
  country: string;
  postcode: string;
  locality: string;
  region: string;
  territory: string;
  /** undefined when the layout has no island column. */
  island: string | undefined;
  lat: string;
  lng: string;
}

type Outcome =
  | { kind: 'kept'; row: GazetteerRow; repairs: string[] }
  | { kind: 'rejected'; reason: string };

/** Parses a decimal coordinate; undefined for empty or non-numeric text. */
function parseCoordinate(text: string): number | undefined {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Validates and normalises one mapped row (see `parseGazetteerCsv` for the rules). */
function validateRow(raw: RawRow, expectedCountry: CountryCode | undefined): Outcome {
  const repairs: string[] = [];
  const country = raw.country;
  if (!isCountryCode(country)) {
    return {
      kind: 'rejected',
      reason: country === '' ? 'missing country code' : `unsupported country "${country}"`,
    };
  }
  if (expectedCountry !== undefined && country !== expectedCountry) {
    return { kind: 'rejected', reason: `country ${country} in a ${expectedCountry} import` };
  }
  if (raw.locality === '') return { kind: 'rejected', reason: 'missing locality' };
  if (raw.postcode === '') return { kind: 'rejected', reason: 'missing postcode' };
  if (!/^\d+$/.test(raw.postcode)) {
    return { kind: 'rejected', reason: `non-numeric postcode "${raw.postcode}"` };
  }
  const digits = postcodeDigits[country];
  let postcode = raw.postcode;
  if (postcode.length < digits && padsLeadingZeros[country]) {
    postcode = postcode.padStart(digits, '0');
    repairs.push(`postcode "${raw.postcode}" padded to "${postcode}"`);
  }
  if (postcode.length !== digits) {
    return {
      kind: 'rejected',
      reason: `postcode "${raw.postcode}" is not ${digits} digits (${country})`,
    };
  }

  const latIn = parseCoordinate(raw.lat);
  const lngIn = parseCoordinate(raw.lng);
  if (latIn === undefined || lngIn === undefined) {
    return {
      kind: 'rejected',
      reason: `unparseable coordinates (lat "${raw.lat}", long "${raw.lng}")`,
    };
  }

  if (raw.region === '') return { kind: 'rejected', reason: `missing region (${country})` };
  const region = canonicalRegion(country, raw.region);
  if (region === undefined) {
    return { kind: 'rejected', reason: `unknown region "${raw.region}" for ${country}` };
  }
  if (region !== raw.region) repairs.push(`region "${raw.region}" -> "${region}"`);

  let lat = latIn;
  let lng = lngIn;
  if (!isInsideCountry(country, lat, lng)) {
    if (isInsideCountry(country, lngIn, latIn)) {
      lat = lngIn;
      lng = latIn;
      repairs.push(`coordinates swapped (lat ${latIn}, long ${lngIn} -> lat ${lat}, long ${lng})`);
    } else {
      return {
        kind: 'rejected',
        reason: `coordinates (lat ${latIn}, long ${lngIn}) outside ${country}`,
      };
    }
  }

  let island = '';
  if (country === 'NZ') {
    // Every canonical NZ region has an island.
    island = islandOfRegion(region) ?? '';
    if (raw.island === '') {
      repairs.push(`island missing; "${island}" from region ${region}`);
    } else if (raw.island !== undefined && raw.island !== island) {
      repairs.push(`island "${raw.island}" does not match region ${region}; set to "${island}"`);
    }
  } else if (raw.island !== undefined && raw.island !== '') {
    repairs.push(`island "${raw.island}" cleared (only NZ rows carry an island)`);
  }

  return {
    kind: 'kept',
    row: {
      country,
      postcode,
      locality: raw.locality,
      region,
      territory: raw.territory,
      island,
      lat,
      lng,
    },
    repairs,
  };
}

/** Validates the records of one file, one at a time, collecting what it left out or corrected. */
export interface GazetteerParser {
  layout: GazetteerLayout;
  /** The record's validated row, or undefined when it was rejected (see `report`). */
  accept(record: CsvRecord): GazetteerRow | undefined;
  /** Rejected and repaired rows so far; `rows` stays empty (the caller keeps what it accepts). */
  report: ParseReport;
}

// The layout is detected from the header (columns in any order). Bad rows are rejected with a
// reason, fixable ones repaired and reported, exact (country, postcode, locality) duplicates
// after the first rejected. Throws when the header matches neither layout.
/** A validator for the records that follow `header` (see `parseGazetteerCsv`). */
export function gazetteerParser(header: CsvRecord, options: ParseOptions = {}): GazetteerParser {
  const layout = detectLayout(header.fields);
  if (layout === undefined) {
    throw new Error(
      `Unrecognised gazetteer CSV header "${header.raw}": expected ${geonamesColumns.join(',')} or ${quotewayColumns.join(',')}`,
    );
  }
  const index = new Map(header.fields.map((name, i) => [name.trim().toLowerCase(), i]));
  const width = header.fields.length;
  const ourCountry: CountryCode = options.country ?? 'NZ';

  const report: ParseReport = { layout, rows: [], rejected: [], repaired: [] };
  const firstLineOf = new Map<string, number>();

  const accept = (record: CsvRecord): GazetteerRow | undefined => {
    if (record.fields.length !== width) {
      report.rejected.push({
        line: record.line,
        reason: `expected ${width} fields, found ${record.fields.length}`,
        raw: record.raw,
      });
      return undefined;
    }
    const cell = (name: string): string => {
      const i = index.get(name);
      return i === undefined ? '' : (record.fields[i] ?? '').normalize('NFC').trim();
    };
    const raw: RawRow =
      layout === 'geonames'
        ? {
            country: cell('country_code').toUpperCase(),
            postcode: cell('zipcode'),
            locality: cell('place'),
            region: cell('state') || cell('state_code'),
            territory: cell('province'),
            island: undefined,
            lat: cell('latitude'),
            lng: cell('longitude'),
          }
        : {
            country: ourCountry,
            postcode: cell('postcode'),
            locality: cell('locality'),
            region: cell('region'),
            territory: cell('territory'),
            island: index.has('island') ? cell('island') : undefined,
            lat: cell('lat'),
            lng: cell('long'),
          };

    const outcome = validateRow(raw, layout === 'geonames' ? options.country : undefined);
    if (outcome.kind === 'rejected') {
      report.rejected.push({ line: record.line, reason: outcome.reason, raw: record.raw });
      return undefined;
    }
    const { row } = outcome;
    const key = `${row.country}|${row.postcode}|${row.locality}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      report.rejected.push({
        line: record.line,
        reason: `duplicate of line ${first} (${row.country} ${row.postcode} ${row.locality})`,
        raw: record.raw,
      });
      return undefined;
    }
    firstLineOf.set(key, record.line);
    for (const reason of outcome.repairs) report.repaired.push({ line: record.line, reason });
    return row;
  };
  return { layout, accept, report };
}

/** Parses and validates a GeoNames or Quoteway gazetteer CSV into rows plus a report. */
export function parseGazetteerCsv(text: string, options: ParseOptions = {}): ParseReport {
  const records = csvRecords(text);
  const header = records.next();
  if (header.done) throw new Error('Gazetteer CSV is empty: expected a header row');
  const parser = gazetteerParser(header.value, options);
  const rows: GazetteerRow[] = [];
  for (const record of records) {
    const row = parser.accept(record);
    if (row) rows.push(row);
  }
  return { ...parser.report, rows };
}
