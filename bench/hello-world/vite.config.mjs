// The hello-world's build: the shell's Vite and React plugin, the shell's target. Its bare
// imports (react, react-router...) are resolved as the shell's own are, from apps/shell,
// since this folder is no workspace package and has no node_modules of its own.
//   scripts/bench.mjs builds it into a temporary folder with apps/shell's vite.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const shellDir = path.resolve(here, '../../apps/shell');
const fromShell = createRequire(path.join(shellDir, 'package.json'));
const { default: react } = await import(
  pathToFileURL(fromShell.resolve('@vitejs/plugin-react')).href
);

/** Bare imports of this folder's files, resolved as if the shell's entry made them. */
function resolveAsShell() {
  const shellEntry = path.join(shellDir, 'src', 'main.tsx');
  return {
    name: 'hello-world:resolve-as-shell',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const bare = !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('\0');
      if (!bare || !importer?.startsWith(here)) return null;
      return this.resolve(source, shellEntry, { ...options, skipSelf: true });
    },
  };
}

export default {
  root: here,
  logLevel: 'warn',
  plugins: [resolveAsShell(), react()],
  build: {
    target: 'es2022',
    emptyOutDir: true,
    // Rolldown's note on slow plugin callbacks: on the benchmark's busy machine, only noise.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
};
