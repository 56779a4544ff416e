import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: '@quoteway/ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share one document and one copy of each module (a fresh jsdom
    // per file cost three quarters of the project's CPU). The components keep no state of
    // their own between renders, and every test cleans up what it rendered.
    isolate: false,
    // Generous: a test fails on what it asserts, not on how busy the machine is.
    testTimeout: 120_000,
  },
});
