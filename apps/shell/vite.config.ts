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
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The job wizard's package is on the first screen (the home page's search and
        // wizard, the sign-in forms) and shared with the embeds' lazy routes: as one chunk
        // rather than the dozen small ones the bundler would cut it into (each an extra
        // request and its own imports and exports), the first load is smaller.
        // Measured with scripts/bundle-budget.mjs: 185.5 KB -> 178.8 KB of JS.
        advancedChunks: {
          groups: [{ name: 'job-wizard', test: /packages[\\/]job-wizard[\\/]/ }],
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
