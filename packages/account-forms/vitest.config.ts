import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    vanillaExtractPlugin(),
  ],
  test: {
    name: '@quoteway/account-forms',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Generous: a test fails on what it asserts, not on how busy the machine is.
    testTimeout: 120_000,
  },
});
