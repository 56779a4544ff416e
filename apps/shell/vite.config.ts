import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './src/pwa/serviceWorkerPlugin';
import { inlineThemeBoot } from './src/theme/inlineBoot';

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    vanillaExtractPlugin(),
    // The stored theme before the first paint, inline in <head> (src/theme/inlineBoot.ts).
    { name: 'quoteway:inline-theme-boot', transformIndexHtml: inlineThemeBoot },
    // public/sw.js with this build's id and the files an offline start needs.
    serviceWorkerPlugin(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // .vite/manifest.json: scripts/bundle-budget.mjs reads each route's chunks from it.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Chunks and styles by their hash alone: the entry lists every lazy chunk's file (and its
        // imports') to preload it, and names made that list ~1 KB gzip of the first load. The
        // manifest and the source maps still name them.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Chunks, measured with scripts/bundle-budget.mjs. What the entry imports statically
        // (the `$initial` modules) is loaded on every page, whatever the page: it is two chunks,
        // the libraries (framework) and the shell (app), rather than the thirty small ones the
        // bundler would cut it into by which lazy pages share each module (each costs its own
        // request, compression and import list). Only what the entry needs goes in: a library
        // module used by lazy pages alone (useMutation, useInfiniteQuery) stays with them.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              tags: ['$initial'],
              priority: 2,
              test: /node_modules[\\/]/,
            },
            {
              // Not the entry itself: Vite's manifest and index.html name the entry's chunk.
              name: 'app',
              tags: ['$initial'],
              priority: 1,
              test: (id) => !/index\.html|src[\\/]main\.tsx/.test(id),
            },
            {
              // The query runtime (apps/shell/src/query/runtime.tsx): TanStack Query, the API
              // client and the shell's QueryClient, which every page past home loads before it
              // renders: one chunk rather than the ten small ones the bundler would cut it into
              // by which pages share each module (each costs its own request and compression).
              // Nothing of it is in the first load (the `$initial` groups come first).
              name: 'query',
              priority: 1,
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@tanstack[\\/]|packages[\\/]api-client[\\/]src[\\/](?:client|queries|index)\.ts$|apps[\\/]shell[\\/]src[\\/](?:query[\\/]runtime|queryClient|api)\.tsx?$/,
            },
            {
              // The fields' label, hint and error: the home page's search and the console's
              // filters both use them, so apart from the job search below.
              name: 'fields',
              priority: 1,
              test: /packages[\\/]ui[\\/]src[\\/]private[\\/]FieldParts/,
            },
            {
              // The job wizard's store, the landing address and the business asked for, which
              // the home page's chunk imports, shared with the wizard's steps and the embeds'
              // widgets: one chunk rather than the small ones the bundler would cut it into.
              name: 'job-search',
              test: /packages[\\/](job-wizard[\\/]src[\\/]jobs[\\/](wizardStore|answerDraft|useLandingPrefill|useDirectBusiness)|validation[\\/]src[\\/]ids)/,
            },
            {
              // The search's fields (the trade combobox, the place autocomplete, the form's
              // feedback), which the home page loads beside its own chunk and the wizard's
              // steps, the embeds' widgets and the sign-in forms share: one chunk.
              name: 'search-fields',
              test: /packages[\\/](account-forms[\\/]src[\\/]fields[\\/](LocalityField|useLocalitySearch|useFormFeedback|forms\.css|useDebouncedValue)|ui[\\/]src[\\/]Combobox[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
