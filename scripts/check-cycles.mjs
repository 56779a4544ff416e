#!/usr/bin/env node
// Import cycles fail CI (ARCHITECTURE.md, "Guard rails"):
// 1. no cycle between source files through value imports (type-only imports are erased), in
//    any app or package;
// 2. no cycle between the API's modules (apps/api/src/modules/<name>) through any import,
//    types included: a module that needs another's types depends on it.
// Imports between workspaces are checked by ESLint (dependency direction); this script
// follows relative imports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDirs = ['apps', 'packages']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src')))
  .filter((dir) => existsSync(dir));

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

function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Edges of each file: { to, typeOnly }. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const edges = [];
  for (const m of text.matchAll(IMPORT)) {
    const to = resolve(file, m[4]);
    if (!to) continue;
    // `import { type A, type B } from` is type-only too.
    const names = m[3].replace(/[{}]/g, '').split(',').map((s) => s.trim()).filter(Boolean);
    const typeOnly = Boolean(m[2]) || (names.length > 0 && names.every((n) => n.startsWith('type ')));
    edges.push({ to, typeOnly });
  }
  for (const m of text.matchAll(BARE_IMPORT)) {
    const to = resolve(file, m[1]);
    if (to) edges.push({ to, typeOnly: false });
  }
  return edges;
}

/** Strongly connected components with more than one node (or a self-loop): the cycles. */
function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const connect = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), indices.get(w)));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? new Set()).has(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) connect(v);
  return found;
}

const files = sourceDirs.flatMap((dir) => walk(dir));
const fileGraph = new Map();
const moduleGraph = new Map();
const modulesDir = path.join(root, 'apps/api/src/modules') + path.sep;
const moduleOf = (file) =>
  file.startsWith(modulesDir) ? file.slice(modulesDir.length).split(path.sep)[0] : null;

for (const file of files) {
  const edges = importsOf(file);
  fileGraph.set(file, new Set(edges.filter((e) => !e.typeOnly).map((e) => e.to)));
  const from = moduleOf(file);
  if (!from) continue;
  if (!moduleGraph.has(from)) moduleGraph.set(from, new Set());
  for (const { to } of edges) {
    const target = moduleOf(to);
    if (target && target !== from) moduleGraph.get(from).add(target);
  }
}

const rel = (file) => path.relative(root, file);
const fileCycles = cycles(fileGraph);
const moduleCycles = cycles(moduleGraph);
for (const component of fileCycles) {
  console.error(`Import cycle between files: ${component.map(rel).join(' <-> ')}`);
}
for (const component of moduleCycles) {
  console.error(`Cycle between API modules: ${component.join(' <-> ')}`);
}
console.log(
  `${files.length} files, ${moduleGraph.size} API modules: ` +
    `${fileCycles.length} file cycles, ${moduleCycles.length} module cycles`,
);
process.exitCode = fileCycles.length + moduleCycles.length > 0 ? 1 : 0;
