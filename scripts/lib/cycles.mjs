// Shared by the architecture checks (scripts/check-cycles.mjs, apps/api/scripts/check-architecture.mjs).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The file a relative import names (`./x` -> x.ts, x.tsx, x/index.ts...), or null. */
export function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
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

/** Every cycle of a directed graph (one per strongly connected component), as node lists. */
export function cycles(nodes, edges) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  function connect(node) {
    state.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of edges(node)) {
      if (!state.has(next)) {
        connect(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges(node).has(node)) found.push(component.reverse());
    }
  }
  for (const node of nodes) if (!state.has(node)) connect(node);
  return found;
}
