// Locality autocomplete in memory: one country's places as sorted keys, searched by prefix
// with binary search. A name typed with one mistake (a letter missing, extra, wrong, or two
// letters swapped) is found by trying every single edit of what was typed as a prefix: a few
// hundred binary searches, well under a millisecond even among India's 155,000 places.

/** One place as the index needs it: the row id, its name and its postcode. */
export interface IndexedPlace {
  id: number;
  locality: string;
  postcode: string;
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

/** What an index is made of. */
interface IndexParts {
  names: SortedKeys;
  postcodes: SortedKeys;
  alphabet: string;
  lengths: Uint8Array;
}

/** Places whose keys are made between two steps of a build. */
const BUILD_STEP_PLACES = 20_000;

/**
 * An index's parts, made in steps: the caller may let other work run at each `yield`. India's
 * 155,000 places take 0.4-1.2 s in all; the longest step, sorting the names, 0.15-0.3 s.
 */
function* buildSteps(places: readonly IndexedPlace[]): Generator<void, IndexParts> {
  const letters = new Set<string>();
  const names: Array<[string, number]> = [];
  const postcodes: Array<[string, number]> = [];
  let maxId = 0;
  for (const place of places) maxId = Math.max(maxId, place.id);
  const lengths = new Uint8Array(maxId + 1);
  for (const [i, place] of places.entries()) {
    const key = searchKey(place.locality);
    for (const c of key) letters.add(c);
    names.push([key, place.id]);
    postcodes.push([place.postcode.toLowerCase(), place.id]);
    lengths[place.id] = Math.min(key.length, 255);
    if ((i + 1) % BUILD_STEP_PLACES === 0) yield;
  }
  yield;
  const sortedNames = sortedKeys(names);
  yield;
  const sortedPostcodes = sortedKeys(postcodes);
  return {
    names: sortedNames,
    postcodes: sortedPostcodes,
    alphabet: [...letters].sort().join(''),
    lengths,
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

/** One country's places, searchable by name (with one typo) and by postcode. */
export class PlaceIndex {
  private readonly names: SortedKeys;
  private readonly postcodes: SortedKeys;
  /** The characters names are made of: the letters a typo may put in. */
  private readonly alphabet: string;
  /** Each id's name length (by id: ids are a serial's), to rank shorter names first. */
  private readonly lengths: Uint8Array;

  private constructor(parts: IndexParts) {
    this.names = parts.names;
    this.postcodes = parts.postcodes;
    this.alphabet = parts.alphabet;
    this.lengths = parts.lengths;
  }

  /** The index of `places`, made at once. */
  static of(places: readonly IndexedPlace[]): PlaceIndex {
    const steps = buildSteps(places);
    for (;;) {
      const step = steps.next();
      if (step.done) return new PlaceIndex(step.value);
    }
  }

  /** The index of `places`, made in steps with `pause` between them (a server's start). */
  static async build(
    places: readonly IndexedPlace[],
    pause: () => Promise<void>,
  ): Promise<PlaceIndex> {
    const steps = buildSteps(places);
    for (;;) {
      const step = steps.next();
      if (step.done) return new PlaceIndex(step.value);
      await pause();
    }
  }

  get size(): number {
    return this.names.keys.length;
  }

  /** Ids whose key starts with `prefix`, in key order, at most `max`. */
  private withPrefix(sorted: SortedKeys, prefix: string, max: number): number[] {
    const found: number[] = [];
    for (let i = lowerBound(sorted.keys, prefix); i < sorted.keys.length; i++) {
      if (found.length >= max || !(sorted.keys[i] as string).startsWith(prefix)) break;
      found.push(sorted.ids[i] as number);
    }
    return found;
  }

  /**
   * The ids of the places `q` names, best first: a name that is `q`; a name one mistake away
   * from `q` (a letter missing, extra, wrong, or two swapped); names starting with `q`,
   * shorter first; names starting with `q` mistyped once. Postcodes starting with `q` when it
   * begins with a digit.
   */
  search(q: string, limit: number): number[] {
    const key = searchKey(q);
    if (key === '') return [];
    if (/^\d/.test(key)) return this.withPrefix(this.postcodes, key, limit);
    const byLength = (a: number, b: number) => (this.lengths[a] ?? 0) - (this.lengths[b] ?? 0);
    // Enough of them to rank by length before cutting to `limit`.
    const prefixed = this.withPrefix(this.names, key, Math.max(limit * 20, 200)).sort(byLength);
    const exact = prefixed.filter((id) => this.lengths[id] === key.length);
    if (key.length < TYPO_MIN_LENGTH) return prefixed.slice(0, limit);

    const seen = new Set(prefixed);
    // Each place one mistake away: true when the whole name is the mistyped text (a name
    // found first as a longer match may turn out to be a whole one by another edit).
    const typos = new Map<number, boolean>();
    for (const edit of singleEdits(key, this.alphabet)) {
      for (const id of this.withPrefix(this.names, edit, PER_VARIANT)) {
        if (seen.has(id)) continue;
        if (this.lengths[id] === edit.length) typos.set(id, true);
        else if (!typos.has(id)) typos.set(id, false);
      }
    }
    const whole = [...typos].filter(([, isWhole]) => isWhole).map(([id]) => id);
    const starting = [...typos].filter(([, isWhole]) => !isWhole).map(([id]) => id);
    const rest = prefixed.filter((id) => this.lengths[id] !== key.length);
    return [...exact, ...whole.sort(byLength), ...rest, ...starting.sort(byLength)].slice(0, limit);
  }
}
