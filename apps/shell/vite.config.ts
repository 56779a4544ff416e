import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    vanillaExtractPlugin(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // .vite/manifest.json: scripts/bundle-budget.mjs reads each route's chunks from it.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The job wizard's first step (the home page's search: the trade and place fields,
        // the wizard's store, the landing address) is on the first screen and shared with
        // the embeds' lazy routes and the sign-in forms: as one chunk rather than the dozen
        // small ones the bundler would cut it into. The rest of the wizard (its steps,
        // `@quoteway/job-wizard/wizard`) stays out of it: the bundler makes it a chunk of its
        // own, loaded when a visitor comes to the search. Measured with bundle-budget.mjs.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|ky|@lingui[\\/](core|react)|zustand|@vanilla-extract[\\/]recipes)[\\/]/,
            },
            {
              name: 'job-wizard',
              test: /packages[\\/]job-wizard[\\/]src[\\/](?!wizard\.ts|jobs[\\/](?!wizardStore|answers\.ts|useLandingPrefill|useDirectBusiness|wireTypes))/,
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
