import type { ContentSection } from '@quoteway/api-client';

/**
 * Text as the help search compares it: lower case, without accents (é is e), without Arabic
 * short vowels and tatweel, with the forms of alef as one, and with runs of spaces as one.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625]/g, '\u0627')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

// Endings that make word forms of one word in the Latin-script languages (refund, refunds,
// refunded, refunding; verify, verified, verification; factura, facturas): the first that
// leaves a stem of at least 3 letters is cut. Crude beside a real stemmer, but it runs on a
// phone as the customer types, and a stem only has to begin the words it should find.
const endings = [
  'ications',
  'ication',
  'aciones',
  'acion',
  'ations',
  'ation',
  'ements',
  'ement',
  'mente',
  'ments',
  'ment',
  'ings',
  'ing',
  'ied',
  'ies',
  'ed',
  'es',
  's',
  'y',
  'e',
  'i',
  'o',
  'a',
];

/** One ending cut from `word`, or the word as it is. */
function cutEnding(word: string): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/**
 * A word's stem: `refunded` and `refunds` are `refund`, `verification` is `verif`. Endings are
 * cut until none is left (recibos, recibo: recib), so every form comes to the same stem.
 */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  let current = word;
  for (let next = cutEnding(current); next !== current; next = cutEnding(current)) {
    current = next;
  }
  return current;
}

/**
 * Words people search with for what the pages call otherwise, per language: each group's
 * words and phrases find one another. Searchable forms (lower case, no accents).
 */
const synonymGroups: readonly (readonly string[])[] = [
  // English
  ['refund', 'money back', 'credits back', 'credit return', 'returned'],
  ['verify', 'verification', 'verified', 'confirm', 'check'],
  ['invoice', 'receipt', 'tax invoice', 'gst'],
  ['cancel', 'call off', 'withdraw'],
  ['price', 'cost', 'fee', 'charge'],
  ['password', 'sign in', 'log in', 'login'],
  // Spanish, French, Italian
  ['reembolso', 'devolucion', 'devolver', 'dinero'],
  ['rembourse', 'remboursement', 'restitu'],
  ['rimborso', 'restituzione', 'restituit'],
  ['verificar', 'verificacion', 'confirmar', 'comprobar'],
  ['verifier', 'verification', 'confirmer'],
  ['verificare', 'verifica', 'confermare'],
  ['factura', 'recibo'],
  ['facture', 'recu'],
  ['fattura', 'ricevuta'],
  // Chinese and Arabic: no word forms to cut, so only the words
  ['退款', '退还', '返还'],
  ['验证', '认证', '核实', '确认'],
  ['发票', '收据'],
  ['استرداد', 'استرجاع', 'اعادة'],
  ['تحقق', 'توثيق', 'تاكيد'],
  ['فاتورة', 'ايصال'],
];

/** One way of saying a search word: its words' stems, all of which must be found. */
type Saying = string[];

/** The ways of saying `word`: itself, and the synonyms of a group one of its forms is in. */
function sayings(word: string): Saying[] {
  const own = stem(word);
  const found: Saying[] = [[own]];
  for (const group of synonymGroups) {
    const inGroup = group.some((entry) => {
      const parts = entry.split(' ');
      return parts.length === 1 && (stem(entry) === own || entry === word);
    });
    if (!inGroup) continue;
    for (const entry of group) found.push(entry.split(' ').map(stem));
  }
  return found;
}

/** A search with each synonym phrase it holds ("money back") as its group's first word. */
function withPhrasesAsWords(query: string): string {
  let padded = ` ${query} `;
  for (const group of synonymGroups) {
    const [head = ''] = group;
    for (const entry of group) {
      if (entry.includes(' ')) padded = padded.replaceAll(` ${entry} `, ` ${head} `);
    }
  }
  return padded.trim();
}

/** A text ready to be searched many times: its searchable form and its words' stems. */
interface Haystack {
  text: string;
  stems: string[];
}

function haystackOf(text: string): Haystack {
  const normal = searchable(text);
  return {
    text: normal,
    stems: normal
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map(stem),
  };
}

/** A saying is found when each of its stems begins one of the text's words (or, for a script
 * without spaces such as Chinese, is in the text). */
function found(saying: Saying, haystack: Haystack): boolean {
  return saying.every(
    (part) =>
      haystack.stems.some((word) => word.startsWith(part)) ||
      (!/^[a-z0-9]+$/.test(part) && haystack.text.includes(part)),
  );
}

/**
 * Whether a text matches a search: every word of the search is found in it, in one of its
 * forms (refunded finds refund) or through a synonym (refund finds "money back"). An empty
 * search matches everything.
 */
export function matches(text: string, query: string): boolean {
  const words = withPhrasesAsWords(searchable(query)).split(' ').filter(Boolean);
  const haystack = haystackOf(text);
  return words.every(
    (word) => haystack.text.includes(word) || sayings(word).some((s) => found(s, haystack)),
  );
}

/**
 * The sections whose questions match a search, each with only its matching questions (in
 * their order), and none without one. A question matches when every word of the search is
 * in its heading or its answer (`matches`). An empty search matches all.
 */
export function matchQuestions(sections: readonly ContentSection[], query: string) {
  if (searchable(query) === '') return sections;
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => matches(`${entry.title} ${entry.text}`, query)),
    }))
    .filter((section) => section.entries.length > 0);
}

/** The sections of another page (FAQ, terms, privacy) that match a search, by heading and text. */
export function matchSections(sections: readonly ContentSection[], query: string) {
  if (searchable(query) === '') return [];
  return sections.filter((section) =>
    matches(
      `${section.title} ${section.text} ${section.entries.map((e) => `${e.title} ${e.text}`).join(' ')}`,
      query,
    ),
  );
}
