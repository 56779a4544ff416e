import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The browser tests of card payments in Stripe mode (e2e/stripe-payments.spec.ts): the built
// app configured with Stripe keys, against the local fake Stripe API and its stand-in Stripe.js
// (apps/api/test/fakes), since neither Stripe nor Stripe.js can be reached from here.
const port = Number(process.env.E2E_STRIPE_PORT ?? 4321);
const stripePort = Number(process.env.E2E_FAKE_STRIPE_PORT ?? 4322);
const baseURL = `http://127.0.0.1:${port}`;
const stripeUrl = `http://127.0.0.1:${stripePort}`;
const keys = {
  secret: 'sk_test_e2e_fake_stripe',
  publishable: 'pk_test_e2e_fake_stripe',
  webhook: 'whsec_e2e_fake_stripe',
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'quoteway-e2e-stripe-'));

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: 'stripe-payments.spec.ts',
  // Its own output folder: CI runs it beside the main browser tests, and each run empties
  // its folder when it starts.
  outputDir: 'test-results-stripe',
  use: { ...base.use, baseURL },
  webServer: [
    {
      command: 'pnpm --filter @quoteway/api exec tsx test/fakes/serveStripe.ts',
      url: `${stripeUrl}/js/stripe.js`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        FAKE_STRIPE_PORT: String(stripePort),
        FAKE_STRIPE_SECRET_KEY: keys.secret,
        FAKE_STRIPE_PUBLISHABLE_KEY: keys.publishable,
        // Signed webhooks to the app, as Stripe sends them (they race the browser's finalise).
        FAKE_STRIPE_WEBHOOK_URL: `${baseURL}/api/stripe/webhook`,
        FAKE_STRIPE_WEBHOOK_SECRET: keys.webhook,
      },
    },
    {
      command: 'node apps/api/dist/server.js',
      url: `${baseURL}/api/readyz`,
      reuseExistingServer: false,
      // A first start migrates, seeds and draws the demo directory's pictures.
      timeout: 600_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        NODE_ENV: 'development',
        PUBLIC_URL: baseURL,
        RATE_LIMIT_MAX: '10000',
        STRIPE_SECRET_KEY: keys.secret,
        STRIPE_PUBLISHABLE_KEY: keys.publishable,
        STRIPE_API_BASE: stripeUrl,
        STRIPE_WEBHOOK_SECRET: keys.webhook,
        STRIPE_JS_URL: `${stripeUrl}/js/stripe.js`,
        NOTIFICATION_EMAIL_DELAY_SECONDS: '0',
      },
    },
  ],
});
