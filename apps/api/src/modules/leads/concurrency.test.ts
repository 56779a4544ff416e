import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { queryRows } from '../../db/client';
import { creditBalance } from '../credits/lots';

// 200 requests at once against one job and one business, on PGlite and (in CI) on
// PostgreSQL with 20 connections, where they truly race. Only invariants are asserted.
const clock = { now: () => new Date('2026-11-22T00:00:00Z') };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 }, { clock, poolSize: 20 });
});
afterAll(() => t.close());

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const PLAN_CREDITS = 50 + 10;

async function one<T>(statement: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(t.database.db, statement);
  return row as T;
}

describe('200 simultaneous quotes and purchases', () => {
  it('never more than 5 quotes a job, never a negative balance, balance = ledger, no purchase twice', async () => {
    const me = await customer(t, clock);
    const contested = await postJob(t, me);
    const rivals = await Promise.all(
      Array.from({ length: 12 }, () => business(t, clock, { credits: 16 })),
    );
    const buyer = await business(t, clock, { credits: 16 });
    const jobs = [];
    for (let i = 0; i < 20; i++) jobs.push(await postJob(t, me));

    const requests: Array<Promise<{ kind: string; status: number; who: Party }>> = [];
    const fire = (kind: string, who: Party, inject: InjectOptions) =>
      requests.push(t.app.inject(inject).then((res) => ({ kind, status: res.statusCode, who })));
    // 120 quotes on one job: 12 businesses, 10 attempts each.
    for (let round = 0; round < 10; round++) {
      for (const rival of rivals) {
        fire('contested', rival, {
          method: 'POST',
          url: '/api/send-quote',
          headers: rival.headers,
          payload: quoteBody(contested),
        });
      }
    }
    // 20 quotes by one business on 20 jobs, while it buys credits: 60 purchases, 30 keys twice.
    for (const job of jobs) {
      fire('spend', buyer, {
        method: 'POST',
        url: '/api/send-quote',
        headers: buyer.headers,
        payload: quoteBody(job),
      });
    }
    for (let i = 0; i < 30; i++) {
      for (let copy = 0; copy < 2; copy++) {
        fire('purchase', buyer, {
          method: 'POST',
          url: '/api/purchases',
          headers: { ...buyer.headers, 'idempotency-key': `race-${i}-${process.pid}` },
          payload: { planId: 'plan-50', card: VISA },
        });
      }
    }
    expect(requests).toHaveLength(200);
    const results = await Promise.all(requests);

    // Nothing failed on our side: every answer is a success or a clear refusal.
    // (A retry that races its first attempt gets 409 'still being processed', as at Stripe.)
    const allowed = ['contested 200', 'contested 409', 'spend 200', 'spend 402', 'purchase 200'];
    for (const r of results) {
      expect([...allowed, 'purchase 409']).toContain(`${r.kind} ${r.status}`);
    }
    const contestedOk = results.filter((r) => r.kind === 'contested' && r.status === 200);
    expect(contestedOk).toHaveLength(5);
    expect(new Set(contestedOk.map((r) => r.who.id)).size).toBe(5);
    const spent = results.filter((r) => r.kind === 'spend' && r.status === 200).length;
    const bought = results.filter((r) => r.kind === 'purchase' && r.status === 200).length;
    expect(bought).toBeGreaterThanOrEqual(30);

    const perJob = await queryRows<{ job_id: string; n: number; counted: number }>(
      t.database.db,
      sql`SELECT q.job_id, count(*)::int AS n, max(j.quotes_count) AS counted
          FROM quotes q JOIN jobs j ON j.id = q.job_id GROUP BY q.job_id`,
    );
    for (const row of perJob) {
      expect(Number(row.n)).toBeLessThanOrEqual(5);
      expect(Number(row.counted)).toBe(Number(row.n));
    }

    const purchases = await one<{ n: number; keys: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys
          FROM purchases WHERE user_id = ${buyer.id} AND status = 'succeeded'`,
    );
    expect(purchases).toEqual({ n: 30, keys: 30 });

    for (const who of [...rivals, buyer]) {
      const balance = await creditBalance(t.database.db, who.id, clock.now());
      const ledger = await one<{ total: number }>(
        sql`SELECT coalesce(sum(amount), 0)::int AS total FROM credit_entries WHERE user_id = ${who.id}`,
      );
      const negative = await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM credit_lots WHERE user_id = ${who.id} AND credits < 0`,
      );
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(Number(ledger.total)).toBe(balance);
      expect(Number(negative.n)).toBe(0);
    }
    // The buyer's credits add up exactly: start + 30 plans - 8 per quote it got in.
    expect(await creditBalance(t.database.db, buyer.id, clock.now())).toBe(
      16 + 30 * PLAN_CREDITS - 8 * spent,
    );
    for (const rival of rivals) {
      const won = contestedOk.some((r) => r.who.id === rival.id);
      expect(await creditBalance(t.database.db, rival.id, clock.now())).toBe(won ? 8 : 16);
    }
  });
});
