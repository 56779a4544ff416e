import { startFakeStripe } from './stripeServer';

// The fake Stripe API and its stand-in Stripe.js as a process of their own, for the browser
// tests (playwright.stripe.config.ts): a fixed port and fixed keys, which the app is given.
const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT ?? 4483),
  secretKey: process.env.FAKE_STRIPE_SECRET_KEY ?? 'sk_test_e2e_fake_stripe',
  publishableKey: process.env.FAKE_STRIPE_PUBLISHABLE_KEY ?? 'pk_test_e2e_fake_stripe',
  // Signed webhooks to the app, as Stripe sends them, when both are given.
  ...(process.env.FAKE_STRIPE_WEBHOOK_URL && process.env.FAKE_STRIPE_WEBHOOK_SECRET
    ? {
        webhook: {
          url: process.env.FAKE_STRIPE_WEBHOOK_URL,
          secret: process.env.FAKE_STRIPE_WEBHOOK_SECRET,
        },
      }
    : {}),
});
process.stdout.write(`fake Stripe on ${fake.url}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
