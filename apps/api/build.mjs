// Bundles the server and CLI with our workspace packages inlined (they export TypeScript
// source) and every npm dependency left external, resolved from node_modules at run time.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((d) => !d.startsWith('@quoteway/'));

await build({
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
});

// New PGlite data folders start from a copy of a migrated database instead of running initdb
// (src/db/template.ts): made here, once per build.
const made = spawnSync(
  process.execPath,
  ['dist/cli.js', 'pglite-template', 'dist/pglite-template.tgz'],
  { cwd: import.meta.dirname, stdio: 'inherit' },
);
if (made.status !== 0) process.exit(made.status ?? 1);
