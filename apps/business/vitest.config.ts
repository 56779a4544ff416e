import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    vanillaExtractPlugin(),
  ],
  test: {
    name: '@quoteway/business',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Generous: a test fails on what it asserts, not on how busy the machine is.
    testTimeout: 120_000,
    setupFiles: ['../shell/src/test/setup.ts', '../shell/src/test/loadEveryModule.ts'],
    // As the shell's: the files of a worker share one document and one copy of each module.
    isolate: false,
  },
});
