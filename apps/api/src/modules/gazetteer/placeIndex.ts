// Locality autocomplete in memory: one country's places as sorted keys, searched by prefix
// with binary search. A name typed with one mistake (a letter missing, extra, wrong, or two
// letters swapped) is found by trying every single edit of what was typed as a prefix: a few
// hundred binary searches, well under a millisecond even among India's 155,000 places.
//
// The index offers towns and suburbs, not postal rows: the rows of one name in one region and
// near each other are one place, offered once with its main postcode (its other postcodes are
// found by number); PO boxes and mail facilities are not offered (`placeRanking.ts`). Places
// are ranked by a measured importance (population, postcodes) and then by how well the name
// matches, and the index answers with the places themselves: no statement per search.
import type { CountryCode } from '@quoteway/contracts';
import {
  type City,
  CityGrid,
  compactName,
  distanceKm,
  IN_CITY_KM,
  isMailFacility,
  isPoBox,
  isSameName,
  OWN_NAME_KM,
  placeName,
  plainLetters,
  SAME_PLACE_KM,
  SUBURB_SHARE,
} from './placeRanking';

/** One place as the index keeps it: a row of `localities` without its country. */
export interface IndexedPlace {
  id: number;
  locality: string;
  postcode: string;
  region: string;
  territory: string;
  island: string;
  lat: number;
  lng: number;
}

/** Lower case, accents off, runs of spaces as one: how names are compared. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Typos are tried from this many characters on (a four-letter name typed with one missing). */
const TYPO_MIN_LENGTH = 3;
/** How many places one edit of the query may bring in (a very common prefix brings many). */
const PER_VARIANT = 50;

interface SortedKeys {
  keys: string[];
  ids: Int32Array;
}

function sortedKeys(entries: Array<[string, number]>): SortedKeys {
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: entries.map((e) => e[0]), ids: Int32Array.from(entries, (e) => e[1]) };
}

/** How a name match costs against importance (log10 of people): a prefix needs 10^0.8 times more. */
const PENALTY = { whole: 0, prefix: 0.8, typoWhole: 1.5, typoPrefix: 3.5 } as const;
/** Prefix matches looked at for one search (India has thousands starting "ban"). */
const MAX_PREFIX_SCAN = 20_000;
/** A quarter at the end of a name: "Bandra East" is Bandra, as much as "Bandra" would be. */
const QUARTER_END = / (east|west|north|south)$/;
/** Keys this short are answered from lists made at build time (the best places per prefix). */
const SHORT_PREFIX = 2;
/** A city given as a town's name when GeoNames knows the town by it and the postal data does not. */
const ALIAS_MIN_PEOPLE = { startsWith: 5_000, headOffice: 300_000 } as const;

/** Options of a build: the country (its postal rules) and the GeoNames cities that measure importance. */
interface IndexContext {
  country: CountryCode;
  cities: readonly City[];
}

/** What an index is made of. */
interface IndexParts {
  places: Places;
  /** Name entries: a key, the row it offers, the name shown, its importance score. */
  names: SortedKeys;
  entryRow: Int32Array;
  entryName: string[];
  entryScore: Float64Array;
  entryLength: Uint8Array;
  /** The key's length without a quarter at its end ("bandra east" is a whole "bandra"). */
  entryBase: Uint8Array;
  /** Every offered row by postcode (ids are row positions), main rows marked. */
  postcodes: SortedKeys;
  rowScore: Float64Array;
  rowMain: Uint8Array;
  rowName: string[];
  /** The best entries for each key of one or two characters. */
  short: Map<string, number[]>;
  alphabet: string;
}

/** The places' columns (one position per row; strings that repeat are shared). */
interface Places {
  ids: Int32Array;
  postcodes: string[];
  regions: string[];
  territories: string[];
  islands: string[];
  lat: Float64Array;
  lng: Float64Array;
}

/** Places whose keys are made between two steps of a build. */
const BUILD_STEP_PLACES = 20_000;
/** Towns whose importance is measured between two steps (each looks up cities near it). */
const BUILD_STEP_TOWNS = 5_000;
/** GeoNames cities looked up as names between two steps. */
const BUILD_STEP_CITIES = 250;

function columns(rows: readonly IndexedPlace[]): Places {
  const shared = new Map<string, string>();
  const share = (text: string) => {
    const known = shared.get(text);
    if (known !== undefined) return known;
    shared.set(text, text);
    return text;
  };
  return {
    ids: Int32Array.from(rows, (row) => row.id),
    postcodes: rows.map((row) => row.postcode),
    regions: rows.map((row) => share(row.region)),
    territories: rows.map((row) => share(row.territory)),
    islands: rows.map((row) => share(row.island)),
    lat: Float64Array.from(rows, (row) => row.lat),
    lng: Float64Array.from(rows, (row) => row.lng),
  };
}

/** A town or suburb: the rows of one name in one region, near each other. */
interface Town {
  key: string;
  name: string;
  rows: number[];
  lat: number;
  lng: number;
}

/** The town's main row: a head post office, else its lowest postcode. */
function mainRow(town: Town, head: Uint8Array, places: Places): number {
  let best = town.rows[0] as number;
  for (const row of town.rows) {
    const better =
      (head[row] ?? 0) - (head[best] ?? 0) ||
      (places.postcodes[best] as string).localeCompare(places.postcodes[row] as string) ||
      (places.ids[best] as number) - (places.ids[row] as number);
    if (better > 0) best = row;
  }
  return best;
}

/**
 * An index's parts, made in steps: the caller may let other work run at each `yield`. India's
 * 155,000 places take 1-2 s in all.
 */
function* buildSteps(
  rows: readonly IndexedPlace[],
  { country, cities }: IndexContext,
): Generator<void, IndexParts> {
  const places = columns(rows);
  const count = rows.length;
  const head = new Uint8Array(count);
  const generalOffice = new Uint8Array(count);
  const poBox = new Uint8Array(count);
  const offered = new Uint8Array(count);
  const rowName: string[] = new Array(count);
  const byName = new Map<string, Town[]>();
  const near = SAME_PLACE_KM[country];
  for (let i = 0; i < count; i++) {
    const row = rows[i] as IndexedPlace;
    rowName[i] = row.locality;
    if (isMailFacility(country, row.locality)) continue;
    const shown = placeName(country, row.locality);
    rowName[i] = shown.name;
    head[i] = shown.head ? 1 : 0;
    generalOffice[i] = shown.general ? 1 : 0;
    poBox[i] = isPoBox(country, row.postcode) ? 1 : 0;
    const key = searchKey(shown.name);
    const group = `${key}|${row.region}`;
    const towns = byName.get(group) ?? [];
    if (towns.length === 0) byName.set(group, towns);
    let town = towns.find((t) => distanceKm(t.lat, t.lng, row.lat, row.lng) <= near);
    if (!town) {
      town = { key, name: shown.name, rows: [], lat: row.lat, lng: row.lng };
      towns.push(town);
    }
    town.rows.push(i);
    if ((i + 1) % BUILD_STEP_PLACES === 0) yield;
  }
  yield;

  const grid = new CityGrid(cities);
  const citiesByStart = new Map<string, City[]>();
  for (const c of cities) {
    const list = citiesByStart.get(c.key.slice(0, 2)) ?? [];
    if (list.length === 0) citiesByStart.set(c.key.slice(0, 2), list);
    list.push(c);
  }
  // Many places share coordinates (India's post offices carry their district's).
  const nearby = new Map<string, number>();
  const largestCityNear = (lat: number, lng: number) => {
    const at = `${lat},${lng}`;
    let people = nearby.get(at);
    if (people === undefined) {
      people = 0;
      for (const c of grid.near(lat, lng, IN_CITY_KM[country])) {
        people = Math.max(people, c.population);
      }
      nearby.set(at, people);
    }
    return people;
  };
  const rowScore = new Float64Array(count);
  const rowMain = new Uint8Array(count);
  const entries: Array<{ key: string; row: number; name: string; score: number }> = [];
  const townsByKey = new Map<string, Array<{ row: number; lat: number; lng: number }>>();
  const letters = new Set<string>();
  let done = 0;
  for (const towns of byName.values()) {
    for (const town of towns) {
      // PO boxes go when the place has a street postcode; a place known only by its boxes
      // (many of New Zealand's suburbs in GeoNames) is still offered, by them.
      const street = town.rows.filter((row) => poBox[row] === 0);
      const kept = street.length > 0 ? street : town.rows;
      for (const row of kept) offered[row] = 1;
      const main = mainRow({ ...town, rows: kept }, head, places);
      const lat = places.lat[main] as number;
      const lng = places.lng[main] as number;
      let own = 0;
      for (const c of citiesByStart.get(town.key.slice(0, 2)) ?? []) {
        if (
          Math.abs(c.key.length - town.key.length) <= 2 &&
          isSameName(c.key, town.key) &&
          distanceKm(lat, lng, c.lat, c.lng) <= OWN_NAME_KM[country]
        ) {
          own = Math.max(own, c.population);
        }
      }
      const city = own > 0 ? 0 : largestCityNear(lat, lng);
      const importance = (own || city / SUBURB_SHARE) + kept.length;
      const score = Math.log10(importance + 1);
      for (const row of kept) rowScore[row] = score;
      rowMain[main] = 1;
      entries.push({ key: town.key, row: main, name: town.name, score });
      for (const c of town.key) letters.add(c);
      const list = townsByKey.get(town.key) ?? [];
      if (list.length === 0) townsByKey.set(town.key, list);
      list.push({ row: main, lat, lng });
    }
    if (++done % BUILD_STEP_TOWNS === 0) yield;
  }
  yield;

  // GeoNames knows some places by a name the postal data lacks: Powai (the post office is
  // "Powai Iit"), Faridabad ("Faridabad City"), Bengaluru (its G.P.O. is Bangalore's), Gwalior
  // (its head office is Lashkar's). Such a city is offered under its name too, as the town
  // whose name starts with it, or (a large Indian city) the nearest head post office.
  const townKeys = [...townsByKey.keys()].sort();
  const entryOfRow = new Map(entries.map((entry, i) => [entry.row, i]));
  const heads = [...entryOfRow.keys()].filter((row) => head[row] === 1);
  /** The most populous city near a row (a general post office belongs to that one only). */
  const largestNear = (row: number) =>
    grid
      .near(places.lat[row] as number, places.lng[row] as number, OWN_NAME_KM[country])
      .reduce<City | undefined>((a, b) => (a && a.population >= b.population ? a : b), undefined);
  const ownKm = OWN_NAME_KM[country];
  /** Whether a town of this name, spelled this way or nearly, lies near the city. */
  const knownNearby = (key: string, c: City) => {
    const compact = compactName(key);
    const start = lowerBound(townKeys, compact.slice(0, 3));
    for (let i = start; i < townKeys.length; i++) {
      const other = townKeys[i] as string;
      if (!other.startsWith(compact.slice(0, 3))) break;
      if (!isSameName(other, key)) continue;
      const towns = townsByKey.get(other) ?? [];
      if (towns.some((t) => distanceKm(t.lat, t.lng, c.lat, c.lng) <= ownKm)) return true;
    }
    return (townsByKey.get(key) ?? []).some((t) => distanceKm(t.lat, t.lng, c.lat, c.lng) <= ownKm);
  };
  let looked = 0;
  for (const c of cities) {
    if (++looked % BUILD_STEP_CITIES === 0) yield;
    if (c.country !== country || c.population < ALIAS_MIN_PEOPLE.startsWith) continue;
    const key = c.key;
    if (knownNearby(key, c)) continue;
    let alias: number | undefined;
    let best = Number.POSITIVE_INFINITY;
    if (country === 'IN' && c.population >= ALIAS_MIN_PEOPLE.headOffice) {
      // A large city's general post office near it is the city (Bangalore G.P.O. is Bengaluru).
      for (const row of heads) {
        if (generalOffice[row] !== 1 || largestNear(row) !== c) continue;
        const km = distanceKm(places.lat[row] as number, places.lng[row] as number, c.lat, c.lng);
        if (km <= ownKm && km < best) {
          best = km;
          alias = row;
        }
      }
    }
    for (let i = lowerBound(townKeys, `${key} `); alias === undefined && i < townKeys.length; i++) {
      const other = townKeys[i] as string;
      if (!other.startsWith(`${key} `)) break;
      for (const t of townsByKey.get(other) ?? []) {
        const km = distanceKm(t.lat, t.lng, c.lat, c.lng);
        const rank = km - (head[t.row] ?? 0) * ownKm;
        if (km <= ownKm && rank < best) {
          best = rank;
          alias = t.row;
        }
      }
    }
    if (alias === undefined && country === 'IN' && c.population >= ALIAS_MIN_PEOPLE.headOffice) {
      // Else the nearest head office.
      for (const row of heads) {
        const km = distanceKm(places.lat[row] as number, places.lng[row] as number, c.lat, c.lng);
        if (km <= ownKm && km < best) {
          best = km;
          alias = row;
        }
      }
    }
    if (alias === undefined) continue;
    for (const ch of key) letters.add(ch);
    const name = plainLetters(c.name);
    const score = Math.log10(c.population + 1);
    entries.push({ key, row: alias, name, score });
    // The place the city is known by in the postal data is as important as the city.
    const own = entryOfRow.get(alias);
    if (own !== undefined && (entries[own]?.score ?? 0) < score) {
      (entries[own] as { score: number }).score = score;
    }
  }
  yield;

  const names = sortedKeys(entries.map((entry, i) => [entry.key, i]));
  const short = new Map<string, number[]>();
  for (let i = 0; i < entries.length; i++) {
    const key = (entries[i] as { key: string }).key;
    for (let n = 1; n <= Math.min(SHORT_PREFIX, key.length); n++) {
      const prefix = key.slice(0, n);
      const list = short.get(prefix) ?? [];
      if (list.length === 0) short.set(prefix, list);
      list.push(i);
    }
  }
  for (const [prefix, list] of short) {
    list.sort(
      (a, b) =>
        (entries[b]?.score ?? 0) - (entries[a]?.score ?? 0) ||
        (entries[a]?.key.length ?? 0) - (entries[b]?.key.length ?? 0),
    );
    short.set(prefix, list.slice(0, 25));
  }
  yield;
  const postcodes: Array<[string, number]> = [];
  for (let row = 0; row < count; row++) {
    if (offered[row] === 1) postcodes.push([(places.postcodes[row] as string).toLowerCase(), row]);
  }
  return {
    places,
    names,
    entryRow: Int32Array.from(entries, (e) => e.row),
    entryName: entries.map((e) => e.name),
    entryScore: Float64Array.from(entries, (e) => e.score),
    entryLength: Uint8Array.from(entries, (e) => Math.min(e.key.length, 255)),
    entryBase: Uint8Array.from(entries, (e) =>
      Math.min(e.key.replace(QUARTER_END, '').length, 255),
    ),
    postcodes: sortedKeys(postcodes),
    rowScore,
    rowMain,
    rowName,
    short,
    alphabet: [...letters]
      .filter((c) => /[\p{L} '-]/u.test(c))
      .sort()
      .join(''),
  };
}

/** The first position whose key is >= `prefix`. */
function lowerBound(keys: string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every string one edit away from `text` (deletion, transposition, substitution, insertion). */
function singleEdits(text: string, alphabet: string): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i <= text.length; i++) {
    const head = text.slice(0, i);
    const tail = text.slice(i);
    if (tail.length > 0) edits.add(head + tail.slice(1));
    if (tail.length > 1)
      edits.add(head + (tail[1] as string) + (tail[0] as string) + tail.slice(2));
    for (const c of alphabet) {
      if (tail.length > 0) edits.add(head + c + tail.slice(1));
      edits.add(head + c + tail);
    }
  }
  edits.delete(text);
  return edits;
}

/** One country's towns and suburbs, searchable by name (with one typo) and by postcode. */
/** How many answers an index keeps (`PlaceIndex.answers`): a few MB at most. */
const KEPT_ANSWERS = 2_000;

export class PlaceIndex {
  /**
   * The latest answers, by search key and limit, the least recently asked dropped first:
   * people type the same starts of the same names, and a search with a typo tries every
   * single edit of it (1-3 ms for a longer word in Australia or India, against microseconds
   * for a repeated one). An index never changes, so an answer kept is the answer.
   */
  private readonly answers = new Map<string, IndexedPlace[]>();

  private constructor(private readonly parts: IndexParts) {}

  /** The index of `places`, made at once. */
  static of(places: readonly IndexedPlace[], context: IndexContext): PlaceIndex {
    const steps = buildSteps(places, context);
    for (;;) {
      const step = steps.next();
      if (step.done) return new PlaceIndex(step.value);
    }
  }

  /** The index of `places`, made in steps with `pause` between them (a server's start). */
  static async build(
    places: readonly IndexedPlace[],
    context: IndexContext,
    pause: () => Promise<void>,
  ): Promise<PlaceIndex> {
    const steps = buildSteps(places, context);
    for (;;) {
      const step = steps.next();
      if (step.done) return new PlaceIndex(step.value);
      await pause();
    }
  }

  /** How many places are offered by name (towns, suburbs and the names GeoNames adds). */
  get size(): number {
    return this.parts.names.keys.length;
  }

  /** The place of a row, shown by `name`. */
  private place(row: number, name: string): IndexedPlace {
    const { places } = this.parts;
    return {
      id: places.ids[row] as number,
      locality: name,
      postcode: places.postcodes[row] as string,
      region: places.regions[row] as string,
      territory: places.territories[row] as string,
      island: places.islands[row] as string,
      lat: places.lat[row] as number,
      lng: places.lng[row] as number,
    };
  }

  /** Rows whose postcode starts with `prefix`: the exact postcode first, its main place first. */
  private byPostcode(prefix: string, limit: number): IndexedPlace[] {
    const { postcodes, rowMain, rowScore, rowName } = this.parts;
    const rows: number[] = [];
    for (let i = lowerBound(postcodes.keys, prefix); i < postcodes.keys.length; i++) {
      if (rows.length >= 500 || !(postcodes.keys[i] as string).startsWith(prefix)) break;
      rows.push(postcodes.ids[i] as number);
    }
    const code = (row: number) => this.parts.places.postcodes[row] as string;
    rows.sort(
      (a, b) =>
        code(a).localeCompare(code(b)) ||
        (rowMain[b] ?? 0) - (rowMain[a] ?? 0) ||
        (rowScore[b] ?? 0) - (rowScore[a] ?? 0),
    );
    return rows.slice(0, limit).map((row) => this.place(row, rowName[row] as string));
  }

  /**
   * The places `q` names, best first: each candidate scores its importance (log10) less what
   * its match costs (`PENALTY`: the whole name, a name starting with `q`, either with one
   * mistake); one place per row. Postcodes starting with `q` when it begins with a digit.
   */
  search(q: string, limit: number): IndexedPlace[] {
    const key = searchKey(q);
    if (key === '') return [];
    const asked = `${limit} ${key}`;
    const kept = this.answers.get(asked);
    if (kept) {
      this.answers.delete(asked);
      this.answers.set(asked, kept);
      return [...kept];
    }
    const found = this.find(key, limit);
    this.answers.set(asked, found);
    if (this.answers.size > KEPT_ANSWERS) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    return [...found];
  }

  /** `search` of a non-empty search key, worked out. */
  private find(key: string, limit: number): IndexedPlace[] {
    if (/^\d/.test(key)) return this.byPostcode(key, limit);
    const { names, entryScore, entryLength, entryBase, entryRow, entryName } = this.parts;
    const isWhole = (entry: number, length: number) =>
      entryLength[entry] === length || entryBase[entry] === length;
    const ranks = new Map<number, number>();
    const offer = (entry: number, penalty: number) => {
      const rank = (entryScore[entry] ?? 0) - penalty;
      const known = ranks.get(entry);
      if (known === undefined || rank > known) ranks.set(entry, rank);
    };
    if (key.length <= SHORT_PREFIX) {
      for (const entry of this.parts.short.get(key) ?? []) {
        offer(entry, isWhole(entry, key.length) ? PENALTY.whole : PENALTY.prefix);
      }
    } else {
      for (let i = lowerBound(names.keys, key), n = 0; i < names.keys.length; i++, n++) {
        if (n >= MAX_PREFIX_SCAN || !(names.keys[i] as string).startsWith(key)) break;
        const entry = names.ids[i] as number;
        offer(entry, isWhole(entry, key.length) ? PENALTY.whole : PENALTY.prefix);
      }
    }
    // Typos are looked for when what was typed begins too few names: a person who typed the
    // start of ten places' names has not mistyped it (and "Bangalore" is not Mangalore).
    if (key.length >= TYPO_MIN_LENGTH && ranks.size < limit) {
      for (const edit of singleEdits(key, this.parts.alphabet)) {
        let n = 0;
        for (let i = lowerBound(names.keys, edit); i < names.keys.length; i++) {
          if (n++ >= PER_VARIANT || !(names.keys[i] as string).startsWith(edit)) break;
          const entry = names.ids[i] as number;
          offer(entry, isWhole(entry, edit.length) ? PENALTY.typoWhole : PENALTY.typoPrefix);
        }
      }
    }
    const ranked = [...ranks].sort(
      (a, b) =>
        b[1] - a[1] ||
        (entryLength[a[0]] ?? 0) - (entryLength[b[0]] ?? 0) ||
        (entryName[a[0]] as string).localeCompare(entryName[b[0]] as string),
    );
    const seen = new Set<number>();
    const found: IndexedPlace[] = [];
    for (const [entry] of ranked) {
      const row = entryRow[entry] as number;
      if (seen.has(row)) continue;
      seen.add(row);
      found.push(this.place(row, entryName[entry] as string));
      if (found.length >= limit) break;
    }
    return found;
  }
}
