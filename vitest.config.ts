import { defineConfig } from 'vitest/config';

// Each workspace is a Vitest project; workspaces with plugins (React, vanilla-extract,
// Lingui) carry their own vitest.config.ts. The API suite runs on PGlite, and again on
// PostgreSQL when DATABASE_URL is set (see scripts/quoteway.mjs).
export default defineConfig({
  test: { projects: ['packages/*', 'apps/*'] },
});
