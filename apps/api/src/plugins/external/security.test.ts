import { describe, expect, it } from 'vitest';
import { pageCsp, stripeSources } from './security';

describe('the page CSP in Stripe mode', () => {
  it('allows nothing beyond our origin without a publishable key', () => {
    const csp = pageCsp(
      'n0nce',
      false,
      [],
      stripeSources({ STRIPE_JS_URL: 'https://js.stripe.com/endive/stripe.js' }),
    );
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('frame-src');
  });

  it("allows Stripe.js, Stripe's API and its frames with one", () => {
    const csp = pageCsp(
      'n0nce',
      false,
      [],
      stripeSources({
        STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
        STRIPE_JS_URL: 'https://js.stripe.com/endive/stripe.js',
      }),
    );
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
  });

  it('allows a stand-in Stripe.js at its own origin only (the browser tests)', () => {
    const csp = pageCsp(
      'n0nce',
      false,
      [],
      stripeSources({
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_JS_URL: 'http://127.0.0.1:4322/js/stripe.js',
      }),
    );
    expect(csp).toContain("script-src 'self' http://127.0.0.1:4322;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4322;");
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:4322;");
  });
});
