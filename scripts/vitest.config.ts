import { defineProject } from 'vitest/config';

// The repository's own checks (lint rules on fixtures), in Node.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.mjs'],
    // Generous: a test fails on what it asserts, not on how busy the machine is.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
