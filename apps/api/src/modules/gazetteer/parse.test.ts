import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { GazetteerRow, ParseOptions } from './parse';
import { parseCsvRecords, parseGazetteerCsv } from './parse';
import { canonicalRegion, isInsideCountry, islandOfRegion } from './regions';

const OURS = 'postcode,locality,region,long,lat,territory,island';
const GEONAMES =
  'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude';

const ours = (...rows: string[]): string => [OURS, ...rows].join('\n');
const geonames = (...rows: string[]): string => [GEONAMES, ...rows].join('\n');

/** apps/api/src/modules/gazetteer -> repository root. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const placesDir = path.join(repoRoot, 'apps/api/places');
const seedFile = path.join(placesDir, 'nz-localities.csv');

interface Case {
  name: string;
  csv: string;
  options?: ParseOptions;
  /** Fields the single kept row must have; omit when the row must be rejected. */
  kept?: Partial<GazetteerRow>;
  rejected?: RegExp;
  /** Each repair reason, in order; [] means the row must be kept untouched. */
  repaired?: RegExp[];
}

const cases: Case[] = [
  // Our layout.
  {
    name: 'ours: a clean row is kept as is',
    csv: ours('0110,Whangarei,Northland,174.3237,-35.7251,Whangarei District,North Island'),
    kept: {
      country: 'NZ',
      postcode: '0110',
      locality: 'Whangarei',
      region: 'Northland',
      territory: 'Whangarei District',
      island: 'North Island',
      lat: -35.7251,
      lng: 174.3237,
    },
    repaired: [],
  },
  {
    name: 'ours: a quoted field may contain a comma',
    csv: ours(
      '6011,"Wellington Central, Te Aro",Wellington,174.7762,-41.2865,"Wellington City",North Island',
    ),
    kept: { locality: 'Wellington Central, Te Aro', territory: 'Wellington City' },
    repaired: [],
  },
  {
    name: 'ours: doubled quotes inside a quoted field',
    csv: ours('9016,"The ""Octagon""",Otago,170.5028,-45.8788,Dunedin City,South Island'),
    kept: { locality: 'The "Octagon"' },
    repaired: [],
  },
  {
    name: 'ours: surrounding spaces are trimmed',
    csv: ours(' 3110 , Tauranga ,Bay of Plenty, 176.166 ,-37.685,Tauranga City,North Island'),
    kept: { postcode: '3110', locality: 'Tauranga', lat: -37.685, lng: 176.166 },
    repaired: [],
  },
  {
    name: 'ours: a 3-digit NZ postcode is padded to 4',
    csv: ours('600,New Lynn,Auckland,174.686,-36.908,Auckland,North Island'),
    kept: { postcode: '0600' },
    repaired: [/^postcode "600" padded to "0600"$/],
  },
  {
    name: 'ours: missing locality',
    csv: ours('0600,,Auckland,174.686,-36.908,Auckland,North Island'),
    rejected: /^missing locality$/,
  },
  {
    name: 'ours: missing postcode',
    csv: ours(',New Lynn,Auckland,174.686,-36.908,Auckland,North Island'),
    rejected: /^missing postcode$/,
  },
  {
    name: 'ours: non-numeric postcode',
    csv: ours('AKL1,New Lynn,Auckland,174.686,-36.908,Auckland,North Island'),
    rejected: /^non-numeric postcode "AKL1"$/,
  },
  {
    name: 'ours: a 5-digit NZ postcode',
    csv: ours('06001,New Lynn,Auckland,174.686,-36.908,Auckland,North Island'),
    rejected: /^postcode "06001" is not 4 digits \(NZ\)$/,
  },
  {
    name: 'ours: unparseable latitude',
    csv: ours('0600,New Lynn,Auckland,174.686,36°54S,Auckland,North Island'),
    rejected: /^unparseable coordinates \(lat "36°54S", long "174.686"\)$/,
  },
  {
    name: 'ours: empty longitude',
    csv: ours('0600,New Lynn,Auckland,,-36.908,Auckland,North Island'),
    rejected: /^unparseable coordinates/,
  },
  {
    name: 'ours: a region of another country (Punjab in an NZ file)',
    csv: ours('0600,New Lynn,Punjab,174.686,-36.908,Auckland,North Island'),
    rejected: /^unknown region "Punjab" for NZ$/,
  },
  {
    name: 'ours: missing region',
    csv: ours('0600,New Lynn,,174.686,-36.908,Auckland,North Island'),
    rejected: /^missing region \(NZ\)$/,
  },
  {
    name: 'ours: a region alias is made canonical',
    csv: ours('4110,Napier,Hawkes Bay,176.912,-39.4928,Napier City,North Island'),
    kept: { region: "Hawke's Bay", island: 'North Island' },
    repaired: [/^region "Hawkes Bay" -> "Hawke's Bay"$/],
  },
  {
    name: 'ours: a macron spelling of a region is made canonical',
    csv: ours('4410,Palmerston North,Manawatū-Whanganui,175.6082,-40.3523,,North Island'),
    kept: { region: 'Manawatu-Whanganui', territory: '' },
    repaired: [/^region "Manawatū-Whanganui" -> "Manawatu-Whanganui"$/],
  },
  {
    name: 'ours: a missing island is filled from the region',
    csv: ours('7010,Nelson,Nelson,173.284,-41.2706,Nelson City,'),
    kept: { island: 'South Island' },
    repaired: [/^island missing; "South Island" from region Nelson$/],
  },
  {
    name: 'ours: a nonsense island is repaired from the region',
    csv: ours(
      '8011,Christchurch Central,Canterbury,172.6362,-43.5321,Christchurch City,Asia Island',
    ),
    kept: { island: 'South Island' },
    repaired: [/^island "Asia Island" does not match region Canterbury; set to "South Island"$/],
  },
  {
    name: 'ours: the wrong island for the region is repaired',
    csv: ours('1010,Auckland Central,Auckland,174.7633,-36.8485,Auckland,South Island'),
    kept: { island: 'North Island' },
    repaired: [/^island "South Island" does not match region Auckland; set to "North Island"$/],
  },
  {
    name: 'ours: swapped coordinates are put back',
    csv: ours('1010,Auckland Central,Auckland,-36.8485,174.7633,Auckland,North Island'),
    kept: { lat: -36.8485, lng: 174.7633 },
    repaired: [
      /^coordinates swapped \(lat 174\.7633, long -36\.8485 -> lat -36\.8485, long 174\.7633\)$/,
    ],
  },
  {
    name: 'ours: coordinates outside the country',
    csv: ours('1010,Auckland Central,Auckland,151.2093,-33.8688,Auckland,North Island'),
    rejected: /^coordinates \(lat -33\.8688, long 151\.2093\) outside NZ$/,
  },
  {
    name: 'ours: the Chatham Islands are outside NZ for now',
    csv: ours('8942,Waitangi,Canterbury,-176.5597,-43.9535,Chatham Islands Territory,'),
    rejected: /^coordinates \(lat -43\.9535, long -176\.5597\) outside NZ$/,
  },
  {
    name: 'ours: several repairs on one row are all reported',
    csv: ours('600,New Lynn,Auckland Region,-36.908,174.686,Auckland,'),
    kept: { postcode: '0600', region: 'Auckland', island: 'North Island', lat: -36.908 },
    repaired: [
      /^postcode/,
      /^region "Auckland Region" -> "Auckland"$/,
      /^coordinates swapped/,
      /^island missing/,
    ],
  },
  {
    name: 'ours: a rejected row reports no repairs',
    csv: ours('600,New Lynn,Hawkes Bay,0,0,Auckland,Asia Island'),
    rejected: /^coordinates \(lat 0, long 0\) outside NZ$/,
  },
  {
    name: 'ours: too many fields (unquoted comma)',
    csv: ours(
      '6011,Wellington Central, Te Aro,Wellington,174.7762,-41.2865,Wellington City,North Island',
    ),
    rejected: /^expected 7 fields, found 8$/,
  },
  {
    name: 'ours: too few fields',
    csv: ours('6011,Wellington Central,Wellington,174.7762'),
    rejected: /^expected 7 fields, found 4$/,
  },
  {
    name: 'ours: an AU file via options.country',
    csv: ours('2000,Sydney,NSW,151.2093,-33.8688,Sydney,'),
    options: { country: 'AU' },
    kept: { country: 'AU', region: 'New South Wales', island: '', territory: 'Sydney' },
    repaired: [/^region "NSW" -> "New South Wales"$/],
  },
  {
    name: 'ours: an AU 3-digit postcode is padded',
    csv: ours('800,Darwin,Northern Territory,130.8456,-12.4634,Darwin,'),
    options: { country: 'AU' },
    kept: { postcode: '0800' },
    repaired: [/^postcode "800" padded to "0800"$/],
  },
  {
    name: 'ours: an island on a non-NZ row is cleared',
    csv: ours('7000,Hobart,Tasmania,147.3272,-42.8821,Hobart,South Island'),
    options: { country: 'AU' },
    kept: { island: '' },
    repaired: [/^island "South Island" cleared/],
  },
  {
    name: 'ours: an IN PIN code has 6 digits',
    csv: ours('143001,Amritsar,Punjab,74.8723,31.634,Amritsar,'),
    options: { country: 'IN' },
    kept: { country: 'IN', postcode: '143001', region: 'Punjab', island: '' },
    repaired: [],
  },
  {
    name: 'ours: a short IN PIN code is not padded',
    csv: ours('43001,Amritsar,Punjab,74.8723,31.634,Amritsar,'),
    options: { country: 'IN' },
    rejected: /^postcode "43001" is not 6 digits \(IN\)$/,
  },
  {
    name: 'ours: columns may come in any order',
    csv: 'locality,postcode,lat,long,region,island,territory\nGore,9710,-46.099,168.944,Southland,South Island,Gore District',
    kept: {
      locality: 'Gore',
      postcode: '9710',
      lat: -46.099,
      lng: 168.944,
      territory: 'Gore District',
    },
    repaired: [],
  },
  {
    name: 'ours: without an island column the island is derived silently',
    csv: 'postcode,locality,region,long,lat\n9810,Invercargill,Southland,168.3538,-46.4132',
    kept: { island: 'South Island', territory: '' },
    repaired: [],
  },

  // GeoNames layout.
  {
    name: 'geonames: an NZ row (region from state, no territory)',
    csv: geonames('NZ,0600,Blockhouse Bay,Auckland,E7,,,,,-36.9182,174.7002'),
    kept: {
      country: 'NZ',
      postcode: '0600',
      locality: 'Blockhouse Bay',
      region: 'Auckland',
      territory: '',
      island: 'North Island',
      lat: -36.9182,
      lng: 174.7002,
    },
    repaired: [],
  },
  {
    name: 'geonames: an AU row (territory from the LGA in province)',
    csv: geonames(
      'AU,2620,Tharwa,Australian Capital Territory,ACT,Snowy Monaro,17040,,,-35.5167,149.0667',
    ),
    kept: {
      country: 'AU',
      postcode: '2620',
      region: 'Australian Capital Territory',
      territory: 'Snowy Monaro',
      island: '',
    },
    repaired: [],
  },
  {
    name: 'geonames: the old region name Manawatu-Wanganui is made canonical',
    csv: geonames('NZ,4410,Summerhill,Manawatu-Wanganui,F1,,,,,-40.3525,175.6145'),
    kept: { region: 'Manawatu-Whanganui', island: 'North Island' },
    repaired: [/^region "Manawatu-Wanganui" -> "Manawatu-Whanganui"$/],
  },
  {
    name: 'geonames: a quoted place with a comma',
    csv: geonames('AU,3000,"Melbourne, CBD",Victoria,VIC,"Melbourne",24600,,,-37.814,144.9633'),
    kept: { locality: 'Melbourne, CBD', territory: 'Melbourne' },
    repaired: [],
  },
  {
    name: 'geonames: state code used when the state name is missing',
    csv: geonames('AU,2000,Sydney,,NSW,Sydney,17200,,,-33.8688,151.2093'),
    kept: { region: 'New South Wales' },
    repaired: [/^region "NSW" -> "New South Wales"$/],
  },
  {
    name: 'geonames: a 3-digit postcode is padded',
    csv: geonames('AU,800,Darwin,Northern Territory,NT,Darwin,70200,,,-12.4634,130.8456'),
    kept: { postcode: '0800' },
    repaired: [/^postcode "800" padded to "0800"$/],
  },
  {
    name: 'geonames: a row without a region',
    csv: geonames('NZ,3166,Katikati,,,,,,,-38.0255,176.9425'),
    rejected: /^missing region \(NZ\)$/,
  },
  {
    name: 'geonames: Punjab is not an NZ region',
    csv: geonames('NZ,0600,Blockhouse Bay,Punjab,E7,,,,,-36.9182,174.7002'),
    rejected: /^unknown region "Punjab" for NZ$/,
  },
  {
    name: 'geonames: swapped coordinates',
    csv: geonames('NZ,0600,Blockhouse Bay,Auckland,E7,,,,,174.7002,-36.9182'),
    kept: { lat: -36.9182, lng: 174.7002 },
    repaired: [/^coordinates swapped/],
  },
  {
    name: 'geonames: coordinates outside the country',
    csv: geonames('AU,2000,Sydney,New South Wales,NSW,Sydney,17200,,,-36.8485,174.7633'),
    rejected: /^coordinates \(lat -36\.8485, long 174\.7633\) outside AU$/,
  },
  {
    name: 'geonames: an unsupported country',
    csv: geonames('US,10001,New York,New York,NY,,,,,40.7506,-73.9972'),
    rejected: /^unsupported country "US"$/,
  },
  {
    name: 'geonames: a row of another country than options.country',
    csv: geonames('AU,2000,Sydney,New South Wales,NSW,Sydney,17200,,,-33.8688,151.2093'),
    options: { country: 'NZ' },
    rejected: /^country AU in a NZ import$/,
  },
];

describe('parseGazetteerCsv rules', () => {
  it.each(cases)('$name', ({ csv, options, kept, rejected, repaired }) => {
    const report = parseGazetteerCsv(csv, options);
    if (rejected) {
      expect(report.rows).toEqual([]);
      expect(report.rejected).toHaveLength(1);
      expect(report.rejected[0]?.line).toBe(2);
      expect(report.rejected[0]?.reason).toMatch(rejected);
      expect(report.rejected[0]?.raw).toBe(csv.split('\n')[1]);
      expect(report.repaired).toEqual([]);
    } else {
      expect(report.rejected).toEqual([]);
      expect(report.rows).toHaveLength(1);
      expect(report.rows[0]).toMatchObject(kept ?? {});
      const reasons = report.repaired.map((r) => r.reason);
      expect(reasons).toHaveLength(repaired?.length ?? 0);
      repaired?.forEach((pattern, i) => expect(reasons[i]).toMatch(pattern));
      for (const r of report.repaired) expect(r.line).toBe(2);
    }
  });
});

describe('parseGazetteerCsv files', () => {
  it('detects the layout from the header', () => {
    expect(parseGazetteerCsv(ours()).layout).toBe('quoteway');
    expect(parseGazetteerCsv(geonames()).layout).toBe('geonames');
  });

  it('reads a file with a BOM and CRLF line endings', () => {
    const csv = `\uFEFF${OURS}\r\n0110,Whangarei,Northland,174.3237,-35.7251,Whangarei District,North Island\r\n9810,Invercargill,Southland,168.3538,-46.4132,Invercargill City,South Island\r\n`;
    const report = parseGazetteerCsv(csv);
    expect(report.rejected).toEqual([]);
    expect(report.repaired).toEqual([]);
    expect(report.rows.map((r) => `${r.postcode} ${r.locality} ${r.island}`)).toEqual([
      '0110 Whangarei North Island',
      '9810 Invercargill South Island',
    ]);
  });

  it('keeps the first of exact duplicates and rejects the rest', () => {
    const report = parseGazetteerCsv(
      ours(
        '0600,New Lynn,Auckland,174.686,-36.908,Auckland,North Island',
        '0602,Glen Eden,Auckland,174.652,-36.911,Auckland,North Island',
        '600,New Lynn,Auckland,174.690,-36.910,Auckland,',
        '0600,Blockhouse Bay,Auckland,174.701,-36.922,Auckland,North Island',
      ),
    );
    expect(report.rows.map((r) => r.locality)).toEqual(['New Lynn', 'Glen Eden', 'Blockhouse Bay']);
    expect(report.rejected).toEqual([
      {
        line: 4,
        reason: 'duplicate of line 2 (NZ 0600 New Lynn)',
        raw: '600,New Lynn,Auckland,174.690,-36.910,Auckland,',
      },
    ]);
    // The duplicate's repairs are not reported: the row was not kept.
    expect(report.repaired).toEqual([]);
  });

  it('treats the same postcode and locality in different countries as distinct', () => {
    const report = parseGazetteerCsv(
      geonames(
        'NZ,7300,Perth,Canterbury,E9,,,,,-42.4,173.68',
        'AU,7300,Perth,Tasmania,TAS,Northern Midlands,64610,,,-41.5723,147.1707',
      ),
    );
    expect(report.rejected).toEqual([]);
    expect(report.rows.map((r) => r.country)).toEqual(['NZ', 'AU']);
  });

  it('reports line numbers of the record start across multi-line quoted fields and blank lines', () => {
    const csv = ours(
      '0110,"Whangarei',
      'Central",Northland,174.3237,-35.7251,Whangarei District,North Island',
      '',
      '0410,Kaitaia,Punjab,173.2628,-35.1125,Far North District,North Island',
      '0230,Kerikeri,Northland,173.947,-35.2277,Far North District,',
    );
    const report = parseGazetteerCsv(csv);
    expect(report.rows[0]?.locality).toBe('Whangarei\nCentral');
    expect(report.rejected.map((r) => r.line)).toEqual([5]);
    expect(report.repaired.map((r) => r.line)).toEqual([6]);
  });

  it('returns an empty report for a header-only file', () => {
    expect(parseGazetteerCsv(`${OURS}\n`)).toEqual({
      layout: 'quoteway',
      rows: [],
      rejected: [],
      repaired: [],
    });
  });

  it.each([
    ['an empty file', '', /empty/],
    ['an unknown header', 'zip,suburb,state\n2000,Sydney,NSW', /Unrecognised gazetteer CSV header/],
  ])('throws on %s', (_name, csv, message) => {
    expect(() => parseGazetteerCsv(csv)).toThrow(message);
  });
});

describe('parseCsvRecords', () => {
  it.each<[string, string, string[][]]>([
    [
      'plain fields',
      'a,b,c\n1,2,3',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'empty fields',
      'a,,c\n,,',
      [
        ['a', '', 'c'],
        ['', '', ''],
      ],
    ],
    [
      'a trailing newline adds no record',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'lone CR',
      'a,b\r1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a BOM is dropped',
      '\uFEFFa,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['quoted comma', '"a,b",c', [['a,b', 'c']]],
    ['doubled quotes', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['quoted CRLF', '"a\r\nb",c', [['a\r\nb', 'c']]],
    ['quoted empty field', '"",x', [['', 'x']]],
    ['blank lines are skipped', 'a\n\n\nb\n', [['a'], ['b']]],
  ])('%s', (_name, text, expected) => {
    expect(parseCsvRecords(text).map((r) => r.fields)).toEqual(expected);
  });

  it('records the starting line and raw text of each record', () => {
    const records = parseCsvRecords('h1,h2\r\n"x\r\ny",1\r\n\r\nz,2');
    expect(records.map((r) => [r.line, r.raw])).toEqual([
      [1, 'h1,h2'],
      [2, '"x\r\ny",1'],
      [5, 'z,2'],
    ]);
  });
});

describe('seed gazetteer nz-localities.csv', () => {
  const report = parseGazetteerCsv(readFileSync(seedFile, 'utf8'), { country: 'NZ' });

  it('parses with no rejected rows and no repairs', () => {
    expect(report.layout).toBe('quoteway');
    expect(report.rejected).toEqual([]);
    expect(report.repaired).toEqual([]);
  });

  it('has 120-200 localities covering all 16 regions', () => {
    expect(report.rows.length).toBeGreaterThanOrEqual(120);
    expect(report.rows.length).toBeLessThanOrEqual(200);
    expect(new Set(report.rows.map((r) => r.region)).size).toBe(16);
  });

  it('every row has a territory and a region that is its own canonical name', () => {
    for (const row of report.rows) {
      expect(row.territory, row.locality).not.toBe('');
      expect(canonicalRegion('NZ', row.region)).toBe(row.region);
      expect(islandOfRegion(row.region)).toBe(row.island);
    }
  });

  it.each([
    ['0110', 'Whangarei', 'Northland'],
    ['1010', 'Auckland Central', 'Auckland'],
    ['1011', 'Ponsonby', 'Auckland'],
    ['1023', 'Newmarket', 'Auckland'],
    ['0622', 'Takapuna', 'Auckland'],
    ['2104', 'Manukau', 'Auckland'],
    ['3204', 'Hamilton Central', 'Waikato'],
    ['3110', 'Tauranga', 'Bay of Plenty'],
    ['3010', 'Rotorua', 'Bay of Plenty'],
    ['4010', 'Gisborne', 'Gisborne'],
    ['4110', 'Napier', "Hawke's Bay"],
    ['4122', 'Hastings', "Hawke's Bay"],
    ['4310', 'New Plymouth', 'Taranaki'],
    ['4410', 'Palmerston North', 'Manawatu-Whanganui'],
    ['4500', 'Whanganui', 'Manawatu-Whanganui'],
    ['6011', 'Wellington Central', 'Wellington'],
    ['5010', 'Lower Hutt', 'Wellington'],
    ['5022', 'Porirua', 'Wellington'],
    ['7010', 'Nelson', 'Nelson'],
    ['7201', 'Blenheim', 'Marlborough'],
    ['7805', 'Greymouth', 'West Coast'],
    ['8011', 'Christchurch Central', 'Canterbury'],
    ['7910', 'Timaru', 'Canterbury'],
    ['9016', 'Dunedin', 'Otago'],
    ['9300', 'Queenstown', 'Otago'],
    ['9810', 'Invercargill', 'Southland'],
  ])('has %s %s in %s', (postcode, locality, region) => {
    const row = report.rows.find((r) => r.postcode === postcode && r.locality === locality);
    expect(row?.region).toBe(region);
  });

  it('runs from Kaitaia in the north to Stewart Island in the south', () => {
    const lats = report.rows.map((r) => r.lat);
    expect(Math.max(...lats)).toBeGreaterThan(-35.2);
    expect(Math.min(...lats)).toBeLessThan(-46.5);
  });
});

// The GeoNames files that ship in apps/api/places (see its README).
describe('GeoNames files', () => {
  it.each([
    ['NZ', 1500],
    ['AU', 15000],
    ['IN', 150000],
  ] as const)(
    '%s.csv.gz: keeps more than %i rows, rejects under 5 percent, all inside the country',
    (country, minimum) => {
      const file = path.join(placesDir, `${country}.csv.gz`);
      const text = gunzipSync(readFileSync(file)).toString('utf8');
      const report = parseGazetteerCsv(text, { country });
      const total = report.rows.length + report.rejected.length;
      expect(report.layout).toBe('geonames');
      expect(report.rows.length).toBeGreaterThan(minimum);
      expect(report.rejected.length / total).toBeLessThan(0.05);
      const outside = report.rows.filter((r) => !isInsideCountry(country, r.lat, r.lng));
      expect(outside).toEqual([]);
      expect(report.rows.every((r) => r.country === country)).toBe(true);
      expect(report.rows.every((r) => canonicalRegion(country, r.region) === r.region)).toBe(true);
    },
  );
});
