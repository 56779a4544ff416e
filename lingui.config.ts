import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Two catalogs per locale: `app` for the shell and the business console, `embed` for the
// iframe widgets, so a third-party page loads only the strings its widgets show. The design
// system's own few strings (TextArea's count, Combobox's announcements) and the job wizard's
// (the home page and the job widget run the same wizard) go in both.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'es', 'fr', 'it', 'ar'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/src/locales/{locale}/app',
      include: [
        '<rootDir>/apps/shell/src',
        '<rootDir>/apps/business/src',
        '<rootDir>/packages/ui/src',
        '<rootDir>/packages/job-wizard/src',
      ],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    {
      path: '<rootDir>/packages/i18n/src/locales/{locale}/embed',
      include: [
        '<rootDir>/apps/embed/src',
        '<rootDir>/packages/ui/src',
        '<rootDir>/packages/job-wizard/src',
      ],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
  ],
  orderBy: 'messageId',
});
