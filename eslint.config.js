// Lint guards the architecture (ARCHITECTURE.md section 2): imports only flow
// apps -> packages, ui -> i18n, api-client/realtime -> contracts -> domain -> validation.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureImports } from './scripts/eslint/featureImports.mjs';

/** The packages the business console may import, and the shell too (with more of its own). */
const consolePackages = [
  'contracts',
  'domain',
  'validation',
  'api-client',
  'realtime',
  'i18n',
  'ui',
  'account-forms',
  'reviews',
];

/** Every workspace of ours. */
const ours = ['content', ...consolePackages, 'job-wizard', 'shell', 'business', 'embed', 'api'];

/** What each workspace may import of ours; everything else of ours is forbidden. */
const allowed = {
  'packages/domain': ['validation'],
  'packages/content': ['domain'],
  'packages/validation': [],
  'packages/contracts': ['domain', 'validation'],
  'packages/api-client': ['contracts', 'domain', 'validation'],
  'packages/realtime': ['contracts', 'domain', 'validation'],
  'packages/i18n': [],
  'packages/ui': ['i18n'],
  'packages/account-forms': ['domain', 'validation', 'api-client', 'i18n', 'ui'],
  'packages/reviews': ['domain', 'api-client', 'i18n', 'ui', 'account-forms'],
  'packages/job-wizard': ['domain', 'validation', 'api-client', 'i18n', 'ui', 'account-forms'],
  'apps/api': ['content', 'contracts', 'domain', 'validation', 'i18n'],
  'apps/embed': [
    'contracts',
    'domain',
    'validation',
    'api-client',
    'i18n',
    'ui',
    'account-forms',
    'job-wizard',
  ],
  'apps/business': consolePackages,
  // The shell mounts the console and the embeds by route: of them, only their route entries
  // (see `appsByRoute` below).
  'apps/shell': [...consolePackages, 'job-wizard', 'business', 'embed'],
};

/** The apps of `ours`: another app may import one only through its route entry. */
const apps = new Set(['shell', 'business', 'embed', 'api']);

const restrictedImports = (dir, { tests = false } = {}) => {
  const ok = new Set(allowed[dir]);
  const banned = ours.filter((name) => !ok.has(name));
  const patterns = [
    {
      group: banned
        .map((name) => `@quoteway/${name}`)
        .concat(banned.map((n) => `@quoteway/${n}/*`)),
      message: `${dir} may not import this workspace (see ARCHITECTURE.md, dependency direction).`,
    },
    ...[...ok]
      .filter((name) => apps.has(name))
      .map((name) => ({
        regex: `^@quoteway/${name}(/(?!routes$).*)?$`,
        message: `An app mounts another by route: import only @quoteway/${name}/routes. What two apps share lives in a package both may import.`,
      })),
    {
      // A package's public face is its src/index.ts; reaching into internals is a bug.
      group: ['@quoteway/*/src/*', '**/packages/*/src/**', '**/apps/*/src/**'],
      message: 'Import the package by name through its index, never its files.',
    },
  ];
  if (dir === 'apps/api') {
    patterns.push({
      // Tests and scripts connect to the server as a browser would, with socket.io-client.
      group: ['react', 'react-dom', 'react/*', '@lingui/react'].concat(
        tests ? [] : ['socket.io-client'],
      ),
      message: 'The server never imports browser code.',
    });
  }
  return { 'no-restricted-imports': ['error', { patterns }] };
};

/**
 * Which folders inside each browser app's src may import which others. A folder imports its
 * own files, the top-level files of src (the app's wiring: api.ts, RouterLink.tsx...), the
 * `shared` folders, and what `allowed` grants it: `'*'`, whole folders (`layout`) or single
 * files (`pages/SimplePage`, a seam between two features). Anything else, and any folder not
 * in the table, imports nothing more. Tests, stories and test helpers assemble what they test
 * and are not checked. Type-only and dynamic imports count.
 */
const localRules = { rules: { 'feature-imports': featureImports } };
const featureTables = {
  'apps/shell/src': {
    // The session and its realtime hub, the query runtime, the toasts.
    shared: ['session', 'query', 'notifications'],
    allowed: {
      // main.tsx opens the offline page when started without a network.
      '.': ['routing', 'layout', 'offline'],
      // The router mounts every page.
      routing: '*',
      // The pages that gather several features (the home page, the customer's pages).
      pages: ['layout', 'routing/preload', 'businesses', 'chat', 'jobs', 'reviews'],
      // The header's alerts show conversations; the profile menu deletes the account.
      layout: ['theme', 'chat', 'accounts/DeleteAccountDialog', 'accounts/SignInDialog'],
      theme: ['layout/layout.css'],
      // The session names the server's refusals in the words of the sign-in pages.
      session: ['accounts/serverMessages'],
      accounts: ['pages/SimplePage'],
      // WhenNear: a business page's reviews come as they come near the viewport.
      businesses: [
        'layout/pageRules',
        'layout/WhenNear',
        'pages/SimplePage',
        'pages/NotFoundPage',
        'routing/preload',
      ],
      // A conversation shows its quote and the business's trust line.
      chat: ['businesses/BusinessTrust', 'jobs/QuoteFacts', 'pages/SimplePage'],
      // pageRules: the list styles the pages share.
      jobs: ['businesses/BusinessTrust', 'layout/pageRules', 'pages/SimplePage'],
      // The operator console: a page of its own with the shell's not-found page.
      admin: ['pages/SimplePage', 'pages/NotFoundPage'],
      reviews: [
        'businesses/BusinessTrust',
        'chat/attachments',
        'chat/ChatIcon',
        'layout/pageRules',
        'pages/SimplePage',
      ],
    },
  },
  'apps/business/src': {
    shared: [],
    allowed: {
      // The console's routes, its realtime hook and the package's public face.
      '.': '*',
      // The console's pages gather the features.
      pages: '*',
      // The work-area section hosts the hours and service-area forms; a change there, or a
      // quote sent, refreshes the profile or the lead lists.
      profile: ['hours', 'serviceArea'],
      hours: ['profile/profileCache'],
      serviceArea: ['leads/useLeadList', 'profile/profileCache'],
      quotes: ['leads/useLeadList'],
      leads: ['quotes/useQuoteTypeLabels'],
      // An automatic quote's template has the manual quote form's fields.
      autoQuotes: ['quotes/QuoteFields'],
    },
  },
  'apps/embed/src': {
    shared: [],
    // The widgets are the top-level files; the host script runs on other sites' pages alone.
    allowed: { host: [] },
  },
};

/** No literal text in JSX: every user-visible string goes through Lingui. */
const noLiteralText = [
  {
    // Text inside <Trans> is the message itself (extracted by Lingui).
    selector:
      "JSXText[value=/[A-Za-z\\u00C0-\\uFFFF]/]:not(JSXElement[openingElement.name.name='Trans'] JSXText)",
    message: 'Literal text in JSX: wrap it in <Trans> or t`...` (Lingui).',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label)$/] > Literal[value=/[A-Za-z]/]',
    message: 'User-visible attribute text must go through Lingui (t`...`).',
  },
  {
    selector:
      "JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]:not(JSXElement[openingElement.name.name='Trans'] Literal)",
    message: 'Literal text in JSX: wrap it in <Trans> or t`...` (Lingui).',
  },
];

/**
 * The shell's one read path (ARCHITECTURE.md): its client is called only as a query's
 * `queryFn` or a mutation's `mutationFn` (`useQuery`, `useMutation`, `runMutation`), never
 * straight from a handler or an effect, so every read is cached and every write patches or
 * invalidates what it changed. (`api.url` only builds an address.)
 */
const shellApiCalls = {
  selector:
    "CallExpression[callee.object.name='api'][callee.property.name!='url']:not(Property[key.name=/^(queryFn|mutationFn)$/] CallExpression)",
  message:
    'Call the API as a queryFn or mutationFn (useQuery, useMutation, runMutation), not from a handler.',
};

const browserDirs = [
  'apps/shell',
  'apps/business',
  'apps/embed',
  'packages/ui',
  'packages/job-wizard',
  'packages/i18n',
  'packages/realtime',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/locales/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned or explicitly voided, and never handed
    // to something that ignores it (an event handler expecting void, a condition). One program
    // for every file (tsconfig.eslint.json includes exactly these).
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.d.ts'],
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  ...Object.keys(allowed).map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
    rules: restrictedImports(dir),
  })),
  {
    // Tests and benchmark scripts are clients of the server, as a browser is.
    files: ['apps/api/**/*.test.ts', 'apps/api/test/**/*.ts', 'apps/api/scripts/**/*.ts'],
    rules: restrictedImports('apps/api', { tests: true }),
  },
  {
    files: browserDirs.map((d) => `${d}/**/*.{ts,tsx}`),
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Network calls go through packages/api-client only.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use @quoteway/api-client; fetch is only used there.' },
        { name: 'XMLHttpRequest', message: 'Use @quoteway/api-client.' },
      ],
      // No literal text in JSX: every user-visible string goes through Lingui.
      'no-restricted-syntax': ['error', ...noLiteralText],
    },
  },
  ...Object.entries(featureTables).map(([src, table]) => ({
    files: [`${src}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', `${src}/test/**`],
    plugins: { quoteway: localRules },
    rules: { 'quoteway/feature-imports': ['error', { src, ...table }] },
  })),
  {
    files: ['apps/shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/shell/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...noLiteralText, shellApiCalls] },
  },
  {
    // The console's service worker, a plain script served as /sw.js: the worker's globals.
    files: ['apps/shell/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // The shell's theme boot, a classic script the build writes inline into index.html
    // (src/theme/inlineBoot.ts): the browser's globals.
    files: ['apps/shell/src/theme/boot.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'e2e/**', '**/.storybook/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'apps/api/**/*.{ts,mjs,js}',
      'scripts/**',
      'bench/*.mjs',
      'bench/*/*.config.mjs',
      'packages/*/scripts/**',
      '*.{js,mjs,ts}',
      'apps/*/*.{ts,mjs,js}',
      'packages/*/*.{ts,mjs,js}',
      'e2e/**',
      '.ci/**',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: [
      'apps/api/src/cli.ts',
      'apps/api/src/server.ts',
      'scripts/**',
      'bench/*.mjs',
      'packages/*/scripts/**',
      'packages/i18n/scripts/**',
      'apps/api/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
