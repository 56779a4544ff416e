#!/usr/bin/env node
// The server's layout rules (ARCHITECTURE.md, section 3), checked on every lint:
//   1. SQL lives in repositories: outside `modules/*/repository.ts` (or a repository split by use case,
//      `<name>Repository.ts`), `infra/**/repository.ts`
//      (the adapters that keep their state in tables: the outbox, the dev mailbox, the dev
//      SMS table), `db/**` and `seed/**` (reference and demo rows), no file builds or runs a
//      query (`.select(`, `.insert(`, `.update(`, `.delete(`, `.execute(`, sql`...`, queryRows).
//   2. No import cycles between files, counting every import: type-only ones, `export ... from`
//      and dynamic `import()` too (a circle of types still ties the files together); and no
//      two modules that depend on each other.
//   3. A module is imported only through its index.ts (within a module, any file), and a
//      route module (routes.ts) never imports the database (src/db/**).
//   4. Arrows point down the layers (`layers` below): the composition root (app.ts, server.ts,
//      cli.ts, openapi.ts) > seed/ > modules/ > context.ts > plugins/ > infra/ > db/ and the
//      other files at the top of src (config, errors, session, paths...). So infra, db,
//      plugins and the shared files never import a module or the seed, and modules never
//      import the seed.
// Tests are clients of the code and may reach inside; they are not checked.
// Usage: node scripts/check-architecture.mjs [src folder]   (exit 1 on a violation)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { cycles, resolveImport as resolve } from '../../../scripts/lib/cycles.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
const srcRoot = path.resolve(process.argv[2] ?? path.join(apiRoot, 'src'));
const modulesRoot = path.join(srcRoot, 'modules');
const dbRoot = path.join(srcRoot, 'db');
const seedRoot = path.join(srcRoot, 'seed');
const infraRoot = path.join(srcRoot, 'infra');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

const rel = (file) => path.relative(path.dirname(srcRoot), file);
const files = walk(srcRoot);
const problems = [];

/** The source without comments (strings are kept: a query in a string is still a query). */
function code(file) {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

// ---- 1. SQL only in repositories ------------------------------------------------------------

const queryCall =
  /\.\s*(select|selectDistinct|insert|update|delete|execute)\s*\(|\bsql`|\bqueryRows\s*\(/g;

/** What a `.method(` call is made on, walking back over a call's parentheses. */
function receiverOf(text, dotIndex) {
  let i = dotIndex - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  if (text[i] === ')') {
    let depth = 0;
    for (; i >= 0; i--) {
      if (text[i] === ')') depth++;
      else if (text[i] === '(' && --depth === 0) break;
    }
    i--;
  }
  const end = i + 1;
  while (i >= 0 && /[\w$]/.test(text[i])) i--;
  return text.slice(i + 1, end);
}

/** Calls that look like queries but are not: hashing, ciphers, and Map/Set entries. */
function notAQuery(text, match) {
  if (!match[1]) return false;
  const receiver = receiverOf(text, match.index);
  if (match[1] === 'update' && /^create(Hash|Hmac)$/.test(receiver)) return true;
  if (
    match[1] === 'update' &&
    new RegExp(`\\b${receiver}\\s*=\\s*create(Cipheriv|Decipheriv|Hash|Hmac)\\(`).test(text)
  ) {
    return true;
  }
  return (
    match[1] === 'delete' && new RegExp(`\\b${receiver}\\s*=\\s*new\\s+(Map|Set)\\b`).test(text)
  );
}

/** Where SQL may be written: repositories of modules and infra, the database, the seed. */
function maySql(file) {
  if ([dbRoot, seedRoot].some((root) => file.startsWith(root + path.sep))) return true;
  if (!/^(repository|\w+Repository)\.ts$/.test(path.basename(file))) return false;
  return file.startsWith(infraRoot + path.sep) || moduleOf(file) !== null;
}

for (const file of files) {
  if (maySql(file)) continue;
  const text = code(file);
  for (const match of text.matchAll(queryCall)) {
    if (notAQuery(text, match)) continue;
    problems.push(
      `${rel(file)}:${lineOf(text, match.index)}: SQL outside a repository (${match[0].trim()})`,
    );
  }
}

// ---- imports ------------------------------------------------------------------------------

// Every relative import: `import`, `import type`, `export ... from`, a bare `import './x'`,
// dynamic `import('./x')` (also `typeof import('./x')` in a type) and `declare module './x'`.
const importPattern =
  /(?:\bimport|\bexport)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|\bdeclare\s+module\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** modules/<name> of a file, or null outside the modules. */
function moduleOf(file) {
  if (!file.startsWith(modulesRoot + path.sep)) return null;
  return path.relative(modulesRoot, file).split(path.sep)[0];
}

// ---- 4. layers: the rank of each place; a file may import only its own rank or lower.
const compositionRoots = new Set(['app.ts', 'server.ts', 'cli.ts', 'openapi.ts']);
const layers = [
  { name: 'the composition root', rank: 7, holds: (p) => compositionRoots.has(p) },
  { name: 'seed/', rank: 6, holds: (p) => p.startsWith('seed/') },
  { name: 'modules/', rank: 5, holds: (p) => p.startsWith('modules/') },
  { name: 'context.ts', rank: 4, holds: (p) => p === 'context.ts' },
  { name: 'plugins/', rank: 3, holds: (p) => p.startsWith('plugins/') },
  { name: 'infra/', rank: 2, holds: (p) => p.startsWith('infra/') },
  // db/ and the shared files at the top of src (config, errors, session, paths, ...).
  { name: 'db/ and the shared files', rank: 1, holds: () => true },
];
/** The layer of a file. */
function layerOf(file) {
  const place = path.relative(srcRoot, file).split(path.sep).join('/');
  return layers.find((layer) => layer.holds(place));
}

/** Every import, per file: a type-only or dynamic import ties two files as a static one does. */
const graph = new Map();
for (const file of files) {
  const text = code(file);
  const targets = new Set();
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const target = resolve(file, specifier);
    if (!target) {
      problems.push(`${rel(file)}: cannot resolve import '${specifier}'`);
      continue;
    }
    if (!target.endsWith('.test.ts')) targets.add(target);

    // ---- 3. boundaries
    const own = moduleOf(file);
    const other = moduleOf(target);
    if (other && other !== own && path.basename(target) !== 'index.ts') {
      problems.push(
        `${rel(file)}: imports ${rel(target)}; another module is imported through its index.ts`,
      );
    }
    if (path.basename(file) === 'routes.ts' && target.startsWith(dbRoot + path.sep)) {
      problems.push(`${rel(file)}: a route module imports the database (${rel(target)})`);
    }

    // ---- 4. layers
    const from = layerOf(file);
    const to = layerOf(target);
    if (to.rank > from.rank) {
      problems.push(
        `${rel(file)}:${lineOf(text, match.index)}: imports ${rel(target)}, upward (${from.name} may not import ${to.name})`,
      );
    }
  }
  graph.set(file, targets);
}

// ---- 2. no cycles -------------------------------------------------------------------------

for (const cycle of cycles([...graph.keys()], (file) => graph.get(file) ?? new Set())) {
  problems.push(
    `import cycle between files (type-only and dynamic imports count): ${cycle.map(rel).join(' -> ')}`,
  );
}

const moduleGraph = new Map();
for (const [file, targets] of graph) {
  const from = moduleOf(file);
  if (!from) continue;
  const set = moduleGraph.get(from) ?? new Set();
  for (const target of targets) {
    const to = moduleOf(target);
    if (to && to !== from) set.add(to);
  }
  moduleGraph.set(from, set);
}
for (const cycle of cycles([...moduleGraph.keys()], (m) => moduleGraph.get(m) ?? new Set())) {
  problems.push(`modules depend on each other: ${cycle.join(' -> ')}`);
}

if (problems.length > 0) {
  console.error(`${problems.length} architecture problem(s) in ${rel(srcRoot)}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
