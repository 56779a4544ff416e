import { DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/infra/clock';
import { queryRows } from '../src/db/client';
import { outbox } from '../src/db/schema';
import { encryptWirePassword } from '../src/modules/auth/wirePassword';
import { createTestApp, type TestApp } from './app';
import { business, customer, postJob, quoteBody } from './marketplace';

// Limits hold whether one request or fifty arrive at once: the count is taken before the
// work, in one statement. On PostgreSQL (DATABASE_URL) the requests really run side by side,
// on a pool of connections; on PGlite they queue, and the counts must come out the same.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 }, { poolSize: 12 });
});
afterAll(() => t?.close());

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>(
    (all, code) => ({ ...all, [code]: (all[code] ?? 0) + 1 }),
    {},
  );

describe('limits under concurrency', () => {
  it('checks at most 5 of 25 simultaneous wrong passwords for one account', async () => {
    const email = `guessed.${process.pid}@example.co.nz`;
    const wrong = encryptWirePassword('Not-The-Password-1', DEFAULT_WIRE_PASSPHRASE);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login-user',
          payload: { email, password: wrong, isApk: false },
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 20 });
  });

  it('accepts exactly 30 of 45 simultaneous chat messages from one user', async () => {
    const me = await customer(t, systemClock);
    const tradie = await business(t, systemClock, { credits: 50 });
    const job = await postJob(t, me);
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/send-quote',
      headers: tradie.headers,
      payload: quoteBody(job),
    });
    const { conversationId } = quoted.json() as { conversationId: string };
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/send-message',
          headers: me.headers,
          payload: { conversationId, message: `Message ${n}` },
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 30, 429: 15 });
  });

  it('sends at most 3 reset links an hour to one address, however many ask at once', async () => {
    const me = await customer(t, systemClock);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: me.email },
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 3, 429: 9 });
    expect(await mailsTo(me.email, 'reset-password')).toBe(3);
  });

  it('sends one verification link when an unverified account signs in many times at once', async () => {
    const email = `unverified.${process.pid}@example.co.nz`;
    const password = encryptWirePassword('Kowhai-Tree-2026', DEFAULT_WIRE_PASSPHRASE);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register/user',
      payload: {
        email,
        password,
        userName: 'Aroha Ngata',
        userType: 'Customer User',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login-user',
          payload: { email, password, isApk: false },
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 403: 4 });
    // The sign-up's link, and no more within 10 minutes.
    expect(await mailsTo(email, 'verify-email')).toBe(1);
  });
});

async function mailsTo(to: string, template: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS count FROM ${outbox}
        WHERE kind = 'email' AND payload->>'to' = ${to} AND payload->>'template' = ${template}`,
  );
  return row?.count ?? 0;
}
