// Shared by the architecture checks (scripts/check-cycles.mjs, apps/api/scripts/check-architecture.mjs).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

/**
 * Every module a TypeScript file names, with how: `static` (an import or export declaration
 * that brings values), `type` (`import type`, `export type`, `import { type A }`,
 * `typeof import('./x')`) or `dynamic` (`import('./x')`, as in `lazy(() => import('./x'))`).
 * Read from TypeScript's syntax tree, so multi-line imports, comments and strings that look
 * like imports are what the compiler takes them for.
 */
export function importsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kindOf(file));
  const found = [];
  const add = (node, specifier, kind) => {
    if (specifier && ts.isStringLiteralLike(specifier)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ specifier: specifier.text, kind, line: line + 1 });
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      add(node, node.moduleSpecifier, importIsTypeOnly(node.importClause) ? 'type' : 'static');
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      add(node, node.moduleSpecifier, typeOnly ? 'type' : 'static');
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      add(node, node.moduleReference.expression, node.isTypeOnly ? 'type' : 'static');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], 'dynamic');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, 'type');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function kindOf(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** `import type X`, `import { type A, type B }`; `import x, { type Y }` and `import './x'` are not. */
function importIsTypeOnly(clause) {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}
