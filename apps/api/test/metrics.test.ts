import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../src/db/schema';
import { systemClock } from '../src/infra/clock';
import { createTestApp, type TestApp } from './app';
import { business, customer, postJob, quoteBody } from './marketplace';

// /metrics: refused without its token, scraped with it; the series an operator watches.
const TOKEN = 'metrics-token-for-the-tests-0123';
const clock = systemClock;

/** One sample's value from a Prometheus text exposition (undefined when absent). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('has no /metrics page', async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('quoteway_');
  });

  it('reports readiness as serving, without a Redis check where none is configured', async () => {
    const res = await t.app.inject('/api/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toEqual({ database: true, demo: true, serving: true });
  });

  it('answers 503 once draining, and closes each connection', async () => {
    const drained = await createTestApp();
    try {
      drained.app.drain();
      const res = await drained.app.inject('/api/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { serving: false } });
      const alive = await drained.app.inject('/api/healthz');
      expect(alive.statusCode).toBe(200);
      expect(alive.headers.connection).toBe('close');
    } finally {
      await drained.close();
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t.close());

  it.each([
    ['no authorization', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-for-the-tests-0124' }],
    ['the token without its scheme', { authorization: TOKEN }],
  ])('refuses a scrape with %s (401)', async (_name, headers) => {
    const res = await t.app.inject({ url: '/metrics', headers });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('Bearer');
    expect(res.json()).toMatchObject({
      statusCode: 401,
      fields: [{ field: 'headers.authorization' }],
    });
    expect(res.body).not.toContain('quoteway_');
  });

  it('counts quotes, purchases and credit returns where they happen', async () => {
    const before = await scrape();
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const tradie = await business(t, clock, { credits: 30 });
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/send-quote',
      headers: tradie.headers,
      payload: quoteBody(job),
    });
    expect(quoted.statusCode).toBe(200);
    // Cancelling before a hire gives the quote's credits back.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/cancel`,
      headers: me.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...tradie.headers, 'idempotency-key': `metrics-${Date.now()}` },
      payload: { planId: 'plan-50', card },
    });
    expect(bought.statusCode).toBe(200);
    // A declined card is no purchase.
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...tradie.headers, 'idempotency-key': `metrics-declined-${Date.now()}` },
      payload: { planId: 'plan-50', card: { ...card, number: '4000 0000 0000 0002' } },
    });
    expect(declined.statusCode).toBe(402);

    const after = await scrape();
    const grew = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect({
      quotes: grew('quoteway_quotes_total'),
      purchases: grew('quoteway_purchases_total'),
      returns: grew('quoteway_credit_returns_total'),
      refunds: grew('quoteway_refunds_total'),
    }).toEqual({ quotes: 1, purchases: 1, returns: 1, refunds: 0 });
    expect(sample(after, 'quoteway_refunds_total')).toBe(0);
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    await t.app.inject({ url: `/api/my-jobs/${job._id}`, headers: me.headers });
    await t.app.inject({ url: '/api/healthz' });
    const text = await scrape();
    expect(text).toContain('# TYPE quoteway_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /quoteway_http_request_duration_seconds_count\{route="\/api\/my-jobs\/:id",method="GET",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /quoteway_http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/healthz",method="GET",status="200"\}/,
    );
    expect(text).not.toContain(job._id);
  });

  it('reports the outbox lag and failures, and the sockets connected', async () => {
    // A message due two minutes ago that nobody delivered yet: that is the lag.
    await t.database.db.insert(outbox).values({
      kind: 'email',
      payload: { to: 'nobody' },
      availableAt: new Date(clock.now().getTime() - 120_000),
    });
    const waiting = await scrape();
    expect(sample(waiting, 'quoteway_outbox_lag_seconds')).toBeGreaterThanOrEqual(120);
    expect(sample(waiting, 'quoteway_sockets_connected')).toBe(0);
    // Its payload is bad: the attempt fails, and is retried later.
    await t.drainOutbox();
    const settled = await scrape();
    expect(sample(settled, 'quoteway_outbox_failures_total{kind="email",final="false"}')).toBe(1);
    expect(sample(settled, 'quoteway_outbox_lag_seconds')).toBeLessThan(120);
    expect(sample(settled, 'quoteway_outbox_failed_messages')).toBe(0);
    // Node's own process metrics come along.
    expect(settled).toContain('quoteway_process_resident_memory_bytes');
  });
});

describe('readiness when the database does not answer', () => {
  it('is 503 naming the database when the database is gone', async () => {
    const gone = await createTestApp();
    try {
      await gone.database.close();
      const res = await gone.app.inject('/api/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: false } });
    } finally {
      await gone.app.close().catch(() => undefined);
    }
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('readiness with Redis configured', () => {
  it('checks Redis too', async () => {
    const t = await createTestApp({ REDIS_URL: process.env.REDIS_URL });
    try {
      const res = await t.app.inject('/api/readyz');
      expect(res.statusCode).toBe(200);
      expect(res.json().checks).toMatchObject({ database: true, redis: true, serving: true });
    } finally {
      await t.close();
    }
  });
});

describe('Redis configured but away', () => {
  it('serves, says it is not ready, lets emits fail quietly and closes', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    // Nothing listens on port 1: every connection to "Redis" is refused.
    const logLines: string[] = [];
    const t = await createTestApp(
      { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      { logLines },
    );
    try {
      const ready = await t.app.inject('/api/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toMatchObject({ database: true, redis: false });
      // The API itself still answers.
      expect((await t.app.inject('/api/professions')).statusCode).toBe(200);
      // A quote emits to the customer, published to Redis for the other processes: it fails,
      // and nothing is left unhandled (that would end the process).
      const clock = { now: () => new Date() };
      const tradie = await business(t, clock, { credits: 100 });
      const job = await postJob(t, await customer(t, clock));
      const quoted = await t.app.inject({
        method: 'POST',
        url: '/api/send-quote',
        headers: tradie.headers,
        payload: quoteBody(job),
      });
      expect(quoted.statusCode).toBe(200);
      // The publish gives up after its retries, and says so in the log.
      await vi.waitFor(
        () => expect(logLines.some((line) => line.includes('realtime redis publish'))).toBe(true),
        { timeout: 60_000, interval: 200 },
      );
      const readyAgain = await t.app.inject('/api/readyz');
      expect(readyAgain.json().checks.redis).toBe(false);
      expect(unhandled).toEqual([]);
    } finally {
      await t.close();
    }
    // Closing drops the connections with their queued subscribes: nothing unhandled either.
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.off('unhandledRejection', note);
    expect(unhandled).toEqual([]);
  });
});
