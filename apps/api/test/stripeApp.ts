import type { Config } from '../src/config';
import type { Clock } from '../src/infra/clock';
import { users } from '../src/db/schema';
import { sessionStore } from '../src/modules/auth/sessions';
import { createTestApp, type TestApp, type TestAppOptions } from './app';
import { type FakeStripe, startFakeStripe } from './fakes/stripeServer';

export interface StripeTestApp {
  t: TestApp;
  stripe: FakeStripe;
  /** A new business user with a session: its id and the headers that carry its token. */
  businessUser(): Promise<{ id: string; headers: Record<string, string> }>;
  close(): Promise<void>;
}

let counter = 0;

/** A new business user of `t` with a session: its id and the headers that carry its token. */
export async function businessUser(
  t: TestApp,
  clock: Clock,
): Promise<{ id: string; headers: Record<string, string> }> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `stripe${++counter}.${Date.now()}@example.co.nz`,
      userName: 'Tane Mahuta',
      userType: 'Business User',
      status: 'ACTIVE',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  const token = await sessionStore(t.database.db, clock, 30).issue(row.id);
  return { id: row.id, headers: { authorization: `Bearer ${token}` } };
}

/**
 * The whole app with STRIPE_SECRET_KEY set, talking through the real `stripe` client to the
 * local server that speaks Stripe's wire format (fakes/stripeServer.ts).
 */
export async function stripeTestApp(
  overrides: Partial<Config>,
  options: TestAppOptions & { clock: Clock },
): Promise<StripeTestApp> {
  const stripe = await startFakeStripe();
  const t = await createTestApp(
    {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_JS_URL: `${stripe.url}/js/stripe.js`,
      STRIPE_API_BASE: stripe.url,
      ...overrides,
    },
    options,
  );
  return {
    t,
    stripe,
    businessUser: () => businessUser(t, options.clock),
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}
