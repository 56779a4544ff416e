import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API under /embed/ for direct requests to /jobiframe and /businessiframe.
export default defineConfig({
  base: '/embed/',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    vanillaExtractPlugin(),
  ],
  build: { outDir: 'dist', target: 'es2022' },
});
