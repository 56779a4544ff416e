import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@quoteway/api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated PGlite database, copied by every test file (test/pgliteSnapshot.ts).
    globalSetup: ['test/pgliteSnapshot.ts'],
    // PGlite boots a WebAssembly PostgreSQL per test file. The limits only catch a hang: a
    // test fails on what it asserts, never because the machine is busy (CI shares it).
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
