import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../db/client';
import { creditEntries, creditLots, outbox, users } from '../../db/schema';
import { enqueue } from '../../infra/outbox/enqueue';
import { sessionStore } from '../auth/sessions';
import { spendCredits } from './lots';

// Credits expire by themselves: each lot queues an 'expire-credits' job due at its expiry,
// which the app's outbox worker delivers.

const DAY = 86_400_000;
const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

async function ledgerSum(userId: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(amount), 0)::int AS total FROM ${creditEntries} WHERE user_id = ${userId}`,
  );
  return Number(row?.total ?? 0);
}

async function ledger(userId: string) {
  const token = await sessionStore(t.database.db, clock, 30).issue(userId);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/credits/ledger?perPage=100',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { balance: number; entries: Array<{ kind: string; amount: number }> };
}

const expiries = async (userId: string) =>
  (await ledger(userId)).entries.filter((e) => e.kind === 'expiry').map((e) => e.amount);

it('expires bought credits when their 90 days are up, once, through the outbox', async () => {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `expiry.${Date.now()}@example.co.nz`,
      userName: 'Tane Mahuta',
      userType: 'Business User',
      status: 'ACTIVE',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const token = await sessionStore(t.database.db, clock, 30).issue(user.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `expiry-${Date.now()}` },
    payload: {
      planId: 'plan-50',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    },
  });
  expect(res.statusCode).toBe(200);
  await t.database.db.transaction((tx) => spendCredits(tx, user.id, 15, 'Quote', clock.now()));

  // One job per lot (purchase and bonus), due when the lot expires.
  const lots = await t.database.db.select().from(creditLots).where(eq(creditLots.userId, user.id));
  const jobs = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'expire-credits'), sql`${outbox.payload}->>'userId' = ${user.id}`));
  expect(jobs.map((j) => j.availableAt.getTime())).toEqual(lots.map((l) => l.expiresAt.getTime()));
  expect(jobs.every((j) => j.availableAt.getTime() === start + 90 * DAY)).toBe(true);

  offset = 89 * DAY;
  await t.outbox.runOnce();
  expect(await expiries(user.id)).toEqual([]);
  expect((await ledger(user.id)).balance).toBe(45);

  offset = 91 * DAY;
  await t.outbox.runOnce();
  expect((await expiries(user.id)).sort((a, b) => a - b)).toEqual([-35, -10]);
  const after = await ledger(user.id);
  expect(after.balance).toBe(0);
  expect(await ledgerSum(user.id)).toBe(after.balance);
  const done = await t.database.db
    .select({ status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.kind, 'expire-credits'), sql`${outbox.payload}->>'userId' = ${user.id}`));
  expect(done.map((j) => j.status)).toEqual(['done', 'done']);

  // Running again, and a re-delivered job, write nothing.
  await t.outbox.runOnce();
  await enqueue(t.database.db, 'expire-credits', { userId: user.id }, clock.now());
  await t.outbox.runOnce();
  expect((await expiries(user.id)).sort((a, b) => a - b)).toEqual([-35, -10]);
  expect(await ledgerSum(user.id)).toBe(0);
});
