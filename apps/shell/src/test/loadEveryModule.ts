// A setup file of the projects whose test files share their modules (isolate: false in the
// shell's and the business console's vitest.config.ts). A page loads much of itself lazily: a
// route's page, a panel, a language's catalog. An import still loading when a file ends is
// torn down with that file's environment, and the module stays broken for every later file of
// the worker. So every module the shell and the business console can load is loaded here, once
// per worker, before any test; their entry points (main.tsx, standalone.tsx), which render
// into the document, are left out.
const everyModule = import.meta.glob([
  '../**/*.{ts,tsx}',
  '../../../business/src/**/*.{ts,tsx}',
  '../../../../packages/job-wizard/src/**/*.{ts,tsx}',
  '../../../../packages/account-forms/src/**/*.{ts,tsx}',
  '../../../../packages/reviews/src/**/*.{ts,tsx}',
  '../../../../packages/i18n/src/locales/*/*.ts',
  '!../main.tsx',
  '!../../../business/src/standalone.tsx',
  '!**/*.test.{ts,tsx}',
  '!**/*.stories.tsx',
  '!**/test/**',
]);
await Promise.all(Object.values(everyModule).map((load) => load()));
