import type { CountryCode } from '@quoteway/contracts';

/** The two main islands a New Zealand region belongs to. */
export type NzIsland = 'North Island' | 'South Island';

/** A first-level subdivision (NZ region, AU state or territory, IN state or union territory). */
export interface Region {
  name: string;
  code: string;
}

/** A New Zealand region together with the island it lies on. */
export interface NzRegion extends Region {
  island: NzIsland;
}

/** A latitude/longitude box in WGS84 degrees, bounds inclusive. */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** New Zealand's 16 regions (ISO 3166-2:NZ codes), North Island first, north to south. */
export const nzRegions: readonly NzRegion[] = [
  { name: 'Northland', code: 'NTL', island: 'North Island' },
  { name: 'Auckland', code: 'AUK', island: 'North Island' },
  { name: 'Waikato', code: 'WKO', island: 'North Island' },
  { name: 'Bay of Plenty', code: 'BOP', island: 'North Island' },
  { name: 'Gisborne', code: 'GIS', island: 'North Island' },
  { name: "Hawke's Bay", code: 'HKB', island: 'North Island' },
  { name: 'Taranaki', code: 'TKI', island: 'North Island' },
  { name: 'Manawatu-Whanganui', code: 'MWT', island: 'North Island' },
  { name: 'Wellington', code: 'WGN', island: 'North Island' },
  { name: 'Tasman', code: 'TAS', island: 'South Island' },
  { name: 'Nelson', code: 'NSN', island: 'South Island' },
  { name: 'Marlborough', code: 'MBH', island: 'South Island' },
  { name: 'West Coast', code: 'WTC', island: 'South Island' },
  { name: 'Canterbury', code: 'CAN', island: 'South Island' },
  { name: 'Otago', code: 'OTA', island: 'South Island' },
  { name: 'Southland', code: 'STL', island: 'South Island' },
];

/** Australia's 6 states and 2 mainland territories with their postal abbreviations. */
export const auStates: readonly Region[] = [
  { name: 'New South Wales', code: 'NSW' },
  { name: 'Victoria', code: 'VIC' },
  { name: 'Queensland', code: 'QLD' },
  { name: 'South Australia', code: 'SA' },
  { name: 'Western Australia', code: 'WA' },
  { name: 'Tasmania', code: 'TAS' },
  { name: 'Northern Territory', code: 'NT' },
  { name: 'Australian Capital Territory', code: 'ACT' },
];

/** India's 28 states and 8 union territories (ISO 3166-2:IN codes as revised in 2023). */
export const inStates: readonly Region[] = [
  { name: 'Andhra Pradesh', code: 'AP' },
  { name: 'Arunachal Pradesh', code: 'AR' },
  { name: 'Assam', code: 'AS' },
  { name: 'Bihar', code: 'BR' },
  { name: 'Chhattisgarh', code: 'CG' },
  { name: 'Goa', code: 'GA' },
  { name: 'Gujarat', code: 'GJ' },
  { name: 'Haryana', code: 'HR' },
  { name: 'Himachal Pradesh', code: 'HP' },
  { name: 'Jharkhand', code: 'JH' },
  { name: 'Karnataka', code: 'KA' },
  { name: 'Kerala', code: 'KL' },
  { name: 'Madhya Pradesh', code: 'MP' },
  { name: 'Maharashtra', code: 'MH' },
  { name: 'Manipur', code: 'MN' },
  { name: 'Meghalaya', code: 'ML' },
  { name: 'Mizoram', code: 'MZ' },
  { name: 'Nagaland', code: 'NL' },
  { name: 'Odisha', code: 'OD' },
  { name: 'Punjab', code: 'PB' },
  { name: 'Rajasthan', code: 'RJ' },
  { name: 'Sikkim', code: 'SK' },
  { name: 'Tamil Nadu', code: 'TN' },
  { name: 'Telangana', code: 'TS' },
  { name: 'Tripura', code: 'TR' },
  { name: 'Uttar Pradesh', code: 'UP' },
  { name: 'Uttarakhand', code: 'UK' },
  { name: 'West Bengal', code: 'WB' },
  { name: 'Andaman and Nicobar Islands', code: 'AN' },
  { name: 'Chandigarh', code: 'CH' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: 'DH' },
  { name: 'Delhi', code: 'DL' },
  { name: 'Jammu and Kashmir', code: 'JK' },
  { name: 'Ladakh', code: 'LA' },
  { name: 'Lakshadweep', code: 'LD' },
  { name: 'Puducherry', code: 'PY' },
];

/** The known first-level regions of each country we serve. */
export const regionsByCountry: Readonly<Record<CountryCode, readonly Region[]>> = {
  NZ: nzRegions,
  AU: auStates,
  IN: inStates,
};

// Case, macrons, apostrophes, hyphens/spaces, "&" vs "and", a trailing "Region" and the region
// codes are handled generically by `canonicalRegion`, so they need no entry here.
/** Spelling variants that normalisation alone does not resolve, mapped to canonical names. */
export const regionAliases: Readonly<Record<CountryCode, Readonly<Record<string, string>>>> = {
  NZ: {
    'Manawatu-Wanganui': 'Manawatu-Whanganui',
    'Greater Wellington': 'Wellington',
    'Te Tai Tokerau': 'Northland',
    'Tamaki Makaurau': 'Auckland',
    'Te Moana-a-Toi': 'Bay of Plenty',
    Tairawhiti: 'Gisborne',
    'Te Tai Rawhiti': 'Gisborne',
    'Te Matau-a-Maui': "Hawke's Bay",
    'Te Tai Poutini': 'West Coast',
    Westland: 'West Coast',
    Waitaha: 'Canterbury',
    Murihiku: 'Southland',
    'Nelson City': 'Nelson',
    'Tasman District': 'Tasman',
    'Marlborough District': 'Marlborough',
    'Gisborne District': 'Gisborne',
  },
  AU: {
    'Australian Capital Territory (ACT)': 'Australian Capital Territory',
    'Capital Territory': 'Australian Capital Territory',
  },
  IN: {
    Orissa: 'Odisha',
    // GeoNames' spelling in its India postal-code dump.
    Chattisgarh: 'Chhattisgarh',
    Pondicherry: 'Puducherry',
    Uttaranchal: 'Uttarakhand',
    'NCT of Delhi': 'Delhi',
    'National Capital Territory of Delhi': 'Delhi',
    'New Delhi': 'Delhi',
    'Andaman and Nicobar': 'Andaman and Nicobar Islands',
    'Dadra and Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
    'Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
    // ISO 3166-2:IN codes in use before the 2023 revision.
    CT: 'Chhattisgarh',
    OR: 'Odisha',
    TG: 'Telangana',
    UT: 'Uttarakhand',
    DN: 'Dadra and Nagar Haveli and Daman and Diu',
    DD: 'Dadra and Nagar Haveli and Daman and Diu',
  },
};

// NZ covers Stewart Island and the Three Kings but NOT the Chatham Islands (lng -176.5, across
// the antimeridian) nor the subantarctic islands: localities there are treated as outside for
// now. AU covers Tasmania and the Torres Strait but not Lord Howe, Norfolk, Christmas or Cocos
// Islands. IN covers the Andaman, Nicobar and Lakshadweep islands.
/** Generous bounding boxes around each country's mainland and near islands. */
export const countryBounds: Readonly<Record<CountryCode, BoundingBox>> = {
  NZ: { minLat: -47.5, maxLat: -34.0, minLng: 166.0, maxLng: 178.8 },
  AU: { minLat: -44.0, maxLat: -9.0, minLng: 112.0, maxLng: 154.0 },
  IN: { minLat: 6.0, maxLat: 37.5, minLng: 68.0, maxLng: 97.5 },
};

/** Folds case, macrons, apostrophes, '&', hyphens and spacing, and drops a trailing "region". */
function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[\s\-\u2010-\u2014_.]+/g, ' ')
    .trim()
    .replace(/ region$/, '');
}

/** Lookup of normalised name, code and alias to canonical name, built once per country. */
const lookup: Readonly<Record<CountryCode, ReadonlyMap<string, string>>> = (() => {
  const build = (country: CountryCode): Map<string, string> => {
    const map = new Map<string, string>();
    for (const [alias, canonical] of Object.entries(regionAliases[country])) {
      map.set(normaliseName(alias), canonical);
    }
    for (const region of regionsByCountry[country]) {
      map.set(normaliseName(region.code), region.name);
      map.set(normaliseName(region.name), region.name);
    }
    return map;
  };
  return { NZ: build('NZ'), AU: build('AU'), IN: build('IN') };
})();

/** Answers of `canonicalRegion` by country and name as written: a file spells its few regions
 * the same way on every row, and normalising each of India's 155,000 rows cost seconds. */
const canonicalByName = new Map<string, string | undefined>();

/** Canonical region name for a name, code or alias in `country`; undefined when unknown. */
export function canonicalRegion(country: CountryCode, name: string): string | undefined {
  const cacheKey = `${country}|${name}`;
  if (canonicalByName.has(cacheKey)) return canonicalByName.get(cacheKey);
  const key = normaliseName(name);
  const canonical = key === '' ? undefined : lookup[country].get(key);
  // Bounded by the distinct spellings met; a hostile file cannot grow it past this.
  if (canonicalByName.size < 10_000) canonicalByName.set(cacheKey, canonical);
  return canonical;
}

/** The island of a New Zealand region (any accepted spelling); undefined if not an NZ region. */
export function islandOfRegion(region: string): NzIsland | undefined {
  const name = canonicalRegion('NZ', region);
  return nzRegions.find((r) => r.name === name)?.island;
}

/** Whether a WGS84 point lies within the country's bounding box (see `countryBounds`). */
export function isInsideCountry(country: CountryCode, lat: number, lng: number): boolean {
  const box = countryBounds[country];
  return lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng;
}
