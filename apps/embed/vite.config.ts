import { createRequire } from 'node:module';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API under /embed/ for direct requests to /jobiframe and /businessiframe.
// Third-party pages load this bundle, so it is built on Preact's React-compatible layer
// (a few KB instead of react-dom's ~60 KB gzip). The shell mounts the same components
// with React itself.
// Absolute paths, so packages/ui and packages/i18n (which do not depend on Preact) resolve
// the same single copy.
const require = createRequire(import.meta.url);
const compat = require.resolve('preact/compat');
const compatClient = require.resolve('preact/compat/client');
const jsxRuntime = require.resolve('preact/jsx-runtime');

export default defineConfig({
  base: '/embed/',
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: compatClient },
      { find: /^react-dom$/, replacement: compat },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: jsxRuntime },
      { find: /^react$/, replacement: compat },
    ],
  },
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    vanillaExtractPlugin(),
  ],
  // The manifest tells scripts/bundle-budget.mjs which chunks the job widget loads.
  build: {
    outDir: 'dist',
    // One style sheet, linked by index.html, for the frame and both widgets (about 5 KB gzip):
    // no style request after the first, one fewer request per chunk.
    cssCodeSplit: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        // A widget is a few requests (e2e/embed.spec.ts counts them): the frame's code in one
        // chunk beside the entry, and what a widget shows (either widget's content, the
        // wizard, the API client, the query cache: `src/widgetContent.ts`, one dynamic import,
        // fetched beside the catalog) in one more, rather than the ten small chunks the
        // bundler would cut them into by which modules the widgets share. Each language's
        // catalog stays a chunk of its own, and so does the AES of the password and the lead
        // envelope (a sign-in's only).
        codeSplitting: {
          groups: [
            {
              name: 'frame',
              tags: ['$initial'],
              priority: 2,
              test: (id) => !/index\.html|src[\\/]main\.tsx/.test(id),
            },
          ],
        },
      },
    },
  },
  server: { port: 5175 },
});
