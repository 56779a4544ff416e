import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console also runs standalone for focused work (`pnpm --filter @quoteway/business dev`).
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    vanillaExtractPlugin(),
  ],
  build: { outDir: 'dist', target: 'es2022' },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
