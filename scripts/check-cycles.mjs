#!/usr/bin/env node
// Import cycles between source files fail CI: no file of an app or a package reaches itself
// again through its imports, whatever their form: value imports, type-only imports (erased at
// build, but a circle of types still ties the files' design together) and dynamic `import()`
// (a lazy route that imports back the code that loads it is a circle that merely waits).
// The API has its own, stricter check (apps/api/scripts/check-architecture.mjs: module
// boundaries, SQL only in repositories). Imports between workspaces are checked by ESLint
// (dependency direction); this script follows relative imports.
//
// Usage: node scripts/check-cycles.mjs [root]   (default: this repository; a root holds
// apps/*/src and packages/*/src, as the fixtures in check-cycles.test.mjs do)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, importsOf, resolveImport as resolve } from './lib/cycles.mjs';

const root = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const sourceDirs = ['apps', 'packages']
  .filter((group) => existsSync(path.join(root, group)))
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

const files = sourceDirs.flatMap((dir) => walk(dir));
/** file -> Map(imported file -> how: 'static', else 'dynamic', else 'type', the first that holds). */
const rank = { static: 0, dynamic: 1, type: 2 };
const graph = new Map(
  files.map((file) => {
    const edges = new Map();
    for (const { specifier, kind } of importsOf(file, readFileSync(file, 'utf8'))) {
      const to = resolve(file, specifier);
      if (to && !(rank[edges.get(to)] <= rank[kind])) edges.set(to, kind);
    }
    return [file, edges];
  }),
);
const targets = (file) => new Set(graph.get(file)?.keys() ?? []);

/** One shortest way round a circle: from its first file back to it, inside the circle. */
function wayRound(component) {
  const inside = new Set(component);
  const start = component[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0 && !cameFrom.has(start)) {
    const file = queue.shift();
    for (const next of targets(file)) {
      if (!inside.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  const way = [start];
  for (let file = cameFrom.get(start); file !== start; file = cameFrom.get(file)) {
    way.unshift(file);
  }
  way.unshift(start);
  return way;
}

const arrow = { static: '->', type: '-(type)->', dynamic: '-(import())->' };
const found = cycles(files, targets);
for (const component of found) {
  const way = wayRound(component);
  const text = way
    .map((file, i) => {
      const name = path.relative(root, file);
      return i === 0 ? name : `${arrow[graph.get(way[i - 1]).get(file)]} ${name}`;
    })
    .join(' ');
  const more =
    component.length > way.length - 1 ? ` (${component.length} files in this circle)` : '';
  console.error(`Import cycle between files: ${text}${more}`);
}
console.log(`${files.length} files outside the API: ${found.length} import cycles`);
process.exitCode = found.length > 0 ? 1 : 0;
