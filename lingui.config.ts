import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Three catalogs per locale: `app` for the shell and the business console, `embed` for the
// iframe widgets (so a third-party page loads only the strings its widgets show), `server`
// for what the API says. The design system's own few strings (TextArea's count, Combobox's
// announcements), the job wizard's (the home page and the job widget run the same wizard) and
// the account forms' fields and sign-in form go in both; reviews and account settings in `app`.
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
        '<rootDir>/packages/account-forms/src',
        '<rootDir>/packages/reviews/src',
        '<rootDir>/packages/job-wizard/src',
      ],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    {
      // What the server says to a person: its messages, e-mails and the reference content
      // (trades, categories, questions, options, ledger rows). Ids are the English text,
      // marked with the `/*i18n*/` comment (the server runs no Lingui macros).
      path: '<rootDir>/packages/i18n/src/locales/{locale}/server',
      include: [
        '<rootDir>/apps/api/src',
        '<rootDir>/packages/contracts/src',
        // The guides to hiring each trade on the local pages.
        '<rootDir>/packages/content/src/tradeGuides.ts',
        '<rootDir>/packages/domain/src/answers.ts',
        '<rootDir>/packages/domain/src/credits.ts',
        '<rootDir>/packages/validation/src',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/packages/i18n/src/locales/{locale}/embed',
      include: [
        '<rootDir>/apps/embed/src',
        '<rootDir>/packages/ui/src',
        // The account forms' fields and sign-in form, not the settings (no widget has them).
        '<rootDir>/packages/account-forms/src/fields',
        '<rootDir>/packages/account-forms/src/signIn',
        '<rootDir>/packages/job-wizard/src',
      ],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
  ],
  orderBy: 'messageId',
});
