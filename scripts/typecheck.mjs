#!/usr/bin/env node
// The type check of every workspace, with TypeScript's native compiler (TypeScript 7, the
// `typescript-native` alias): the same checks as TypeScript 6's `tsc`, at about 40 % of the CPU
// (measured alone on 2 cores: 93 s and 174 CPU seconds with TypeScript 6, 38 s and 68 with 7).
//
// TypeScript 6 stays the `typescript` package: typescript-eslint, vite-plugin-dts and
// react-docgen-typescript use its JavaScript API, which the native build does not have. Both
// packages have a `tsc` command, and which one `node_modules/.bin/tsc` runs is not specified, so
// this script names the native one by its path.
//
// Usage: node scripts/typecheck.mjs [workspace dirs...]   (default: every workspace; a package's
// own `pnpm typecheck` passes its directory)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

const workspaces =
  process.argv.length > 2
    ? process.argv.slice(2).map((dir) => path.relative(root, path.resolve(dir)) || '.')
    : ['apps', 'packages'].flatMap((group) =>
        readdirSync(path.join(root, group))
          .map((name) => `${group}/${name}`)
          .filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json'))),
      );

// One at a time: the native compiler checks a program's files on several threads already.
const failed = workspaces.filter((dir) => {
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${dir} (${seconds} s)`);
  return !ok;
});

if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}.`);
  process.exitCode = 1;
}
