import type { ApiOutput } from '@quoteway/api-client';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry: importing it loads nothing; Stripe.js comes when loadStripe is called.
import { loadStripe } from '@stripe/stripe-js/pure';

/** How the server says the browser takes cards, in Stripe mode. */
export type StripeEntry = Extract<ApiOutput<'plans'>['cardEntry'], { processor: 'stripe' }>;

const loaded = new Map<string, Promise<Stripe>>();

/** Add the stand-in script the server configured (STRIPE_JS_URL) and wait until it has run. */
function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Stripe.js did not load from ${src}`)));
    document.head.append(script);
  });
}

/**
 * Stripe.js for the account's publishable key, loaded once. From Stripe's own address
 * @stripe/stripe-js adds the script itself; any other address (STRIPE_JS_URL: a local
 * stand-in in the browser tests) is added first, and loadStripe then finds `window.Stripe`.
 */
export function stripeFor(entry: StripeEntry): Promise<Stripe> {
  const key = `${entry.scriptUrl} ${entry.publishableKey}`;
  let stripe = loaded.get(key);
  if (!stripe) {
    const own = new URL(entry.scriptUrl).origin === 'https://js.stripe.com';
    stripe = (own ? Promise.resolve() : addScript(entry.scriptUrl))
      .then(() => loadStripe(entry.publishableKey))
      .then((instance) => {
        if (!instance) throw new Error('Stripe.js is not available');
        return instance;
      });
    stripe.catch(() => loaded.delete(key));
    loaded.set(key, stripe);
  }
  return stripe;
}

/**
 * Let the card's bank authenticate the payment (3-D Secure) in Stripe's window over the page.
 * Resolves when the cardholder is done, whatever they did: the server then asks Stripe.
 */
export async function authenticatePayment(entry: StripeEntry, clientSecret: string) {
  const stripe = await stripeFor(entry);
  await stripe.handleNextAction({ clientSecret });
}
