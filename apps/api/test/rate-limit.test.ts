import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 3 });
});
afterAll(() => t.close());

it('answers 429 with Retry-After once an IP spends its budget', async () => {
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < 5; i++) {
    last = await t.app.inject('/api/localities?q=auck');
    statuses.push(last.statusCode);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  expect(last?.json()).toMatchObject({ statusCode: 429 });
});

it('never limits the health checks', async () => {
  for (let i = 0; i < 6; i++) {
    expect((await t.app.inject('/api/healthz')).statusCode).toBe(200);
  }
});

it("never limits Stripe's webhook (its few addresses carry every business's events)", async () => {
  for (let i = 0; i < 6; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{}' });
    expect(res.statusCode).not.toBe(429);
  }
});

it('lets exactly the budget through when the requests arrive at once', async () => {
  // /api/forgot-password allows 5 a window per IP before the service's own limits.
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, n) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: `someone${n}@example.co.nz` },
      }),
    ),
  );
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
});
