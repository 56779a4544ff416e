#!/usr/bin/env node
// Import cycles between source files fail CI: no file of an app or a package reaches itself
// again through value imports (type-only imports are erased). The API has its own, stricter
// check (apps/api/scripts/check-architecture.mjs: module cycles through types too, module
// boundaries, SQL only in repositories). Imports between workspaces are checked by ESLint
// (dependency direction); this script follows relative imports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, resolveImport as resolve } from './lib/cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDirs = ['apps', 'packages']
  .flatMap((group) =>
    readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src')),
  )
  .filter((dir) => existsSync(dir) && !dir.includes(`${path.sep}apps${path.sep}api${path.sep}`));

function walk(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry) && !/\.d\.ts$/.test(entry)) out.push(full);
  }
  return out;
}

// `import x from './y'`, `import type {..} from`, `export {..} from`, `export * from`.
const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE_IMPORT = /^\s*import\s+['"]([^'"]+)['"]/gm;

/** Edges of each file: { to, typeOnly }. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const edges = [];
  for (const m of text.matchAll(IMPORT)) {
    const to = resolve(file, m[4]);
    if (!to) continue;
    // `import { type A, type B } from` is type-only too.
    const names = m[3]
      .replace(/[{}]/g, '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const typeOnly =
      Boolean(m[2]) || (names.length > 0 && names.every((n) => n.startsWith('type ')));
    edges.push({ to, typeOnly });
  }
  for (const m of text.matchAll(BARE_IMPORT)) {
    const to = resolve(file, m[1]);
    if (to) edges.push({ to, typeOnly: false });
  }
  return edges;
}

const files = sourceDirs.flatMap((dir) => walk(dir));
const graph = new Map(
  files.map((file) => [
    file,
    new Set(
      importsOf(file)
        .filter((e) => !e.typeOnly)
        .map((e) => e.to),
    ),
  ]),
);
const found = cycles([...graph.keys()], (file) => graph.get(file) ?? new Set());
for (const cycle of found) {
  console.error(
    `Import cycle between files: ${cycle.map((f) => path.relative(root, f)).join(' -> ')}`,
  );
}
console.log(`${files.length} files outside the API: ${found.length} import cycles`);
process.exitCode = found.length > 0 ? 1 : 0;
