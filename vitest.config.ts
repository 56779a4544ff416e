import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace is a Vitest project; workspaces with plugins (React, vanilla-extract,
// Lingui) carry their own vitest.config.ts. The API suite runs on PGlite, and again on
// PostgreSQL when DATABASE_URL is set (see scripts/quoteway.mjs).
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      'apps/shell/vitest.isolated.config.ts',
      'scripts/vitest.config.ts',
    ],
    // One worker per core. Vitest's default (cores - 1) keeps a core for its main process,
    // which only collects results: on CI's 2 cores that ran one test file at a time. Measured
    // on 2 cores, quiet: the whole PGlite run 498 s with one worker, 379 s with two.
    maxWorkers: availableParallelism(),
  },
});
