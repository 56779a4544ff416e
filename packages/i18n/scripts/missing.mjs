// Reports, per locale and catalog, the messages that have no translation yet.
// Usage: node packages/i18n/scripts/missing.mjs [--strict] [--list]
//   --strict  exit 1 when any translation is missing (for CI gates)
//   --list    print every missing message id and source text
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const localesDir = path.join(import.meta.dirname, '..', 'src', 'locales');
const strict = process.argv.includes('--strict');
const list = process.argv.includes('--list');

/** Minimal .po reader: enough for Lingui's output (msgid, msgstr, multi-line strings). */
function readPo(file) {
  const entries = [];
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      current = { msgid: unquote(line.slice(6)), msgstr: '' };
      entries.push(current);
      field = 'msgid';
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line.slice(7));
      field = 'msgstr';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else if (line.startsWith('#. js-lingui-explicit-id') || line.trim() === '') {
      field = null;
    }
  }
  return entries.filter((e) => e.msgid !== '');
}

let missingTotal = 0;
const rows = [];
for (const locale of readdirSync(localesDir).sort()) {
  if (locale === 'en') continue;
  for (const file of readdirSync(path.join(localesDir, locale)).filter((f) => f.endsWith('.po'))) {
    const entries = readPo(path.join(localesDir, locale, file));
    const missing = entries.filter((e) => e.msgstr.trim() === '');
    missingTotal += missing.length;
    rows.push({ locale, catalog: file.replace('.po', ''), total: entries.length, missing });
  }
}

console.log('locale  catalog  translated  missing');
for (const r of rows) {
  console.log(
    `${r.locale.padEnd(8)}${r.catalog.padEnd(9)}${String(r.total - r.missing.length).padStart(10)}  ${String(r.missing.length).padStart(7)}`,
  );
  if (list) for (const m of r.missing) console.log(`    ${JSON.stringify(m.msgid)}`);
}
console.log(
  missingTotal === 0 ? 'Every message is translated.' : `${missingTotal} translations missing.`,
);
process.exit(strict && missingTotal > 0 ? 1 : 0);
