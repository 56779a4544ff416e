import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Test files that mock a module the others load: they run in a project of their own with a
 * fresh module graph per file (vitest.isolated.config.ts). */
export const isolatedFiles = ['src/pages/home/HeroSearchStandIn.test.tsx'];

export default defineProject({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    vanillaExtractPlugin(),
  ],
  test: {
    name: '@quoteway/shell',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: isolatedFiles,
    // The files of a worker share one document and one copy of each module (a fresh jsdom and
    // module graph per file cost half of the project's CPU). Every page is unmounted after each
    // test (setup.ts), and every lazily loaded module is loaded before the first one
    // (loadEveryModule.ts); the files pass in any order (checked with shuffled files).
    isolate: false,
    // Generous: a test fails on what it asserts, not on how busy the machine is.
    testTimeout: 120_000,
    setupFiles: ['./src/test/setup.ts', './src/test/loadEveryModule.ts'],
  },
});
