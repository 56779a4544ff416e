import { defineConfig } from '@playwright/test';
import base, { appServer } from './playwright.config';

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
    appServer(port, 'quoteway-e2e-stripe-', {
      LOG_LEVEL: 'info',
      STRIPE_SECRET_KEY: keys.secret,
      STRIPE_PUBLISHABLE_KEY: keys.publishable,
      STRIPE_API_BASE: stripeUrl,
      STRIPE_WEBHOOK_SECRET: keys.webhook,
      STRIPE_JS_URL: `${stripeUrl}/js/stripe.js`,
    }),
  ],
});
