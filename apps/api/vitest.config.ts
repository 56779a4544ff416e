import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@quoteway/api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite boots a WebAssembly PostgreSQL per test file; give slow CI machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
