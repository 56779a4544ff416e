import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../db/client';
import { creditEntries, creditLots, users } from '../../db/schema';
import { InsufficientCredits } from '../../errors';
import { addLot, creditBalance, expireLots, returnCredits, spendCredits } from './lots';

const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

async function newUser(): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `lots${++counter}.${Date.now()}@example.co.nz`,
      userName: 'Tane Mahuta',
      userType: 'Business User',
      status: 'ACTIVE',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

async function ledgerSum(userId: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(amount), 0)::int AS total FROM ${creditEntries} WHERE user_id = ${userId}`,
  );
  return Number(row?.total ?? 0);
}

const grant = (userId: string, credits: number, expiryDays: number) =>
  addLot(t.database.db, {
    userId,
    credits,
    source: 'grant',
    reason: 'Test',
    now: clock.now(),
    expiryDays,
  });

describe('credit lots', () => {
  it('spends from the lots expiring first and writes one quote entry', async () => {
    const userId = await newUser();
    await grant(userId, 30, 90);
    await grant(userId, 20, 10);
    await t.database.db.transaction((tx) => spendCredits(tx, userId, 25, 'Quote', clock.now()));
    const lots = await t.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.userId, userId))
      .orderBy(creditLots.expiresAt);
    expect(lots.map((l) => l.credits)).toEqual([0, 25]);
    expect(await creditBalance(t.database.db, userId, clock.now())).toBe(25);
    const entries = await t.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId));
    expect(entries.filter((e) => e.kind === 'quote').map((e) => e.amount)).toEqual([-25]);
    expect(await ledgerSum(userId)).toBe(25);
  });

  it('refuses to spend more than the balance, changing nothing', async () => {
    const userId = await newUser();
    await grant(userId, 10, 90);
    await expect(
      t.database.db.transaction((tx) => spendCredits(tx, userId, 11, 'Quote', clock.now())),
    ).rejects.toBeInstanceOf(InsufficientCredits);
    expect(await creditBalance(t.database.db, userId, clock.now())).toBe(10);
    expect(await ledgerSum(userId)).toBe(10);
  });

  it('returns credits as a return lot with its entry', async () => {
    const userId = await newUser();
    await returnCredits(t.database.db, userId, 7, 'Quote withdrawn', clock.now());
    const [lot] = await t.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.userId, userId));
    expect(lot).toMatchObject({ source: 'return', credits: 7, originalCredits: 7 });
    expect(await ledgerSum(userId)).toBe(7);
  });

  it('expires lots once: expiry entries, the balance drops, the ledger sum equals the balance', async () => {
    const userId = await newUser();
    await grant(userId, 60, 90);
    await grant(userId, 40, 365);
    await t.database.db.transaction((tx) => spendCredits(tx, userId, 15, 'Quote', clock.now()));
    offset += 91 * 86_400_000;
    expect(await creditBalance(t.database.db, userId, clock.now())).toBe(40);
    expect(await expireLots(t.database.db, clock)).toBeGreaterThanOrEqual(1);
    const entries = await t.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId));
    expect(entries.filter((e) => e.kind === 'expiry').map((e) => e.amount)).toEqual([-45]);
    expect(await ledgerSum(userId)).toBe(40);
    // A second run finds nothing of this user's left to expire.
    await expireLots(t.database.db, clock);
    const again = await t.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId));
    expect(again.filter((e) => e.kind === 'expiry')).toHaveLength(1);
    expect(await creditBalance(t.database.db, userId, clock.now())).toBe(40);
    expect(await ledgerSum(userId)).toBe(40);
  });

  it('50 concurrent spends of 10 against 200: exactly 20 succeed and the balance never goes negative', async () => {
    const userId = await newUser();
    await grant(userId, 120, 30);
    await grant(userId, 80, 60);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        t.database.db.transaction((tx) => spendCredits(tx, userId, 10, 'Quote', clock.now())),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && o.reason instanceof InsufficientCredits,
    ).length;
    expect(ok).toBe(20);
    expect(refused).toBe(30);
    expect(await creditBalance(t.database.db, userId, clock.now())).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
    const lots = await t.database.db.select().from(creditLots).where(eq(creditLots.userId, userId));
    expect(lots.every((l) => l.credits >= 0)).toBe(true);
  });
});
