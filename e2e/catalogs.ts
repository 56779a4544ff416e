import { readFileSync } from 'node:fs';
import path from 'node:path';

// The translation catalogs, read as a translator would: English source -> translation. A
// browser test drives a translated page by its real labels, and checks that no English text
// from the server is left on it.

const localesDir = path.resolve(import.meta.dirname, '../packages/i18n/src/locales');

type Catalog = 'app' | 'server';

/** The `msgid` -> `msgstr` pairs of one .po catalog (Lingui's output: ids are the source). */
function readPo(locale: string, catalog: Catalog): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | null = null;
  let str = '';
  let field: 'id' | 'str' | null = null;
  const flush = () => {
    if (id) entries.set(id, str);
    id = null;
    str = '';
  };
  for (const line of readFileSync(path.join(localesDir, locale, `${catalog}.po`), 'utf8').split(
    '\n',
  )) {
    if (line.startsWith('msgid ')) {
      flush();
      id = JSON.parse(line.slice(6)) as string;
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = JSON.parse(line.slice(7)) as string;
      field = 'str';
    } else if (line.startsWith('"') && field) {
      const part = JSON.parse(line) as string;
      if (field === 'id') id = `${id ?? ''}${part}`;
      else str += part;
    } else if (line.trim() === '') field = null;
  }
  flush();
  return entries;
}

/** A translator for the tests: `tr('Get free quotes')` in the locale's words. */
export function translator(locale: string): (english: string) => string {
  const app = readPo(locale, 'app');
  const server = readPo(locale, 'server');
  return (english) => {
    const found = app.get(english) || server.get(english);
    if (!found) throw new Error(`no ${locale} translation of "${english}"`);
    return found;
  };
}

/**
 * The English texts the server may send a person (trades, questions, options, messages)
 * that read differently in `locale`: none of them may be left on a page in that language.
 * Placeholder messages are left out (their words are checked through their parts).
 */
export function serverEnglish(locale: string): string[] {
  const translated = readPo(locale, 'server');
  return [...readPo('en', 'server').keys()].filter((english) => {
    const local = translated.get(english);
    return !english.includes('{') && english.length >= 3 && local && local !== english;
  });
}

/** The server's English texts that appear as whole words in `text`. */
export function englishLeftIn(text: string, english: readonly string[]): string[] {
  return english.filter((phrase) => {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'u').test(text);
  });
}
