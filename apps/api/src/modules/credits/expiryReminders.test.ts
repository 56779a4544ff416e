import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, type Party } from '../../../test/marketplace';
import {
  creditExpiryReminders,
  creditLots,
  devMailbox,
  notifications,
  outbox,
} from '../../db/schema';
import { enqueue } from '../../infra/outbox/enqueue';
import { spendCredits } from './lots';

// Reminders before credits expire: 14 and 3 days ahead, an in-app notification and its
// e-mail each, naming the credits left in the lots expiring then, and each sent once however
// often, or in however many workers at once, its outbox check runs.

const DAY = 86_400_000;
const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
let t: TestApp;

beforeAll(async () => {
  // More connections than workers, so that two workers really run at once on PostgreSQL.
  t = await createTestApp({}, { clock, poolSize: 8 });
});
afterAll(() => t.close());

async function buyPlan50(who: Party) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: { ...who.headers, 'idempotency-key': `reminder-${who.id}` },
    payload: {
      planId: 'plan-50',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const reminders = (who: Party) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.kind, 'credits-expiring')))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));

const mails = (who: Party) =>
  t.database.db
    .select()
    .from(devMailbox)
    .where(eq(devMailbox.to, who.email))
    .orderBy(asc(devMailbox.id))
    .then((rows) => rows.filter((m) => m.subject === 'Your Quoteway credits expire soon'));

const recorded = (who: Party) =>
  t.database.db
    .select({ days: creditExpiryReminders.daysBefore, credits: creditExpiryReminders.credits })
    .from(creditExpiryReminders)
    .where(eq(creditExpiryReminders.userId, who.id))
    .orderBy(asc(creditExpiryReminders.sentAt));

it('reminds 14 and 3 days before credits expire, naming the credits left, once each', async () => {
  const keeper = await business(t, clock);
  const spender = await business(t, clock);
  await buyPlan50(keeper);
  await buyPlan50(spender);
  await t.drainOutbox();
  // A purchase makes two lots (the credits and their bonus) expiring together in 90 days.
  const lots = await t.database.db
    .select()
    .from(creditLots)
    .where(eq(creditLots.userId, keeper.id));
  expect(lots).toHaveLength(2);
  const expiresAt = lots[0]?.expiresAt.getTime();
  expect(lots.every((l) => l.expiresAt.getTime() === start + 90 * DAY)).toBe(true);
  const checks = await t.database.db
    .select({ availableAt: outbox.availableAt, payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'credits-expiring-check'),
        sql`${outbox.payload}->>'userId' = ${keeper.id}`,
      ),
    );
  expect(
    checks
      .map((c) => [c.availableAt.getTime() - start, (c.payload as { days: number }).days])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  ).toEqual([
    [76 * DAY, 14],
    [76 * DAY, 14],
    [87 * DAY, 3],
    [87 * DAY, 3],
  ]);
  await t.database.db.transaction((tx) => spendCredits(tx, keeper.id, 15, 'Quote', clock.now()));
  const spendable = 60;
  await t.database.db.transaction((tx) =>
    spendCredits(tx, spender.id, spendable, 'Quote', clock.now()),
  );

  // A day before the first reminder: nothing.
  offset = 75 * DAY;
  await t.drainOutbox();
  expect(await reminders(keeper)).toEqual([]);

  // 14 days before: one reminder for both lots, naming what is left in them (60 - 15).
  offset = 76 * DAY + 1000;
  await t.drainOutbox();
  const first = await reminders(keeper);
  expect(first.map((n) => n.values)).toEqual([
    { credits: 45, date: new Date(expiresAt ?? 0).toISOString() },
  ]);
  expect(first[0]?.link).toBe('/plans');
  const firstMails = await mails(keeper);
  expect(firstMails).toHaveLength(1);
  expect(firstMails[0]?.text).toContain('45 of your credits expire on');
  // The spender has nothing left to lose: no reminder.
  expect(await reminders(spender)).toEqual([]);
  expect(await mails(spender)).toEqual([]);

  // The same check delivered again, twice at once by two workers: still one reminder.
  const lotId = String(lots[0]?.id);
  for (let i = 0; i < 2; i++) {
    await enqueue(
      t.database.db,
      'credits-expiring-check',
      { userId: keeper.id, lotId, days: 14 },
      clock.now(),
    );
  }
  await Promise.all([t.outbox.runOnce(), t.outbox.runOnce()]);
  await t.drainOutbox();
  expect(await reminders(keeper)).toHaveLength(1);
  expect(await mails(keeper)).toHaveLength(1);

  // 3 days before: the second reminder, with what is left by then.
  await t.database.db.transaction((tx) => spendCredits(tx, keeper.id, 5, 'Quote', clock.now()));
  offset = 87 * DAY + 1000;
  await Promise.all([t.outbox.runOnce(), t.outbox.runOnce()]);
  await t.drainOutbox();
  const both = await reminders(keeper);
  expect(both.map((n) => (n.values as { credits: number }).credits)).toEqual([45, 40]);
  const bothMails = await mails(keeper);
  expect(bothMails).toHaveLength(2);
  expect(bothMails[1]?.text).toContain('40 of your credits expire on');
  expect(await recorded(keeper)).toEqual([
    { days: 14, credits: 45 },
    { days: 3, credits: 40 },
  ]);
  expect(await recorded(spender)).toEqual([]);

  // Checks left over from before (no `days`: the 14-day one) and re-deliveries send nothing.
  await enqueue(t.database.db, 'credits-expiring-check', { userId: keeper.id, lotId }, clock.now());
  await enqueue(
    t.database.db,
    'credits-expiring-check',
    { userId: keeper.id, lotId, days: 3 },
    clock.now(),
  );
  await t.drainOutbox();
  expect(await reminders(keeper)).toHaveLength(2);
  expect(await mails(keeper)).toHaveLength(2);
});

it('sends nothing once the credits have expired', async () => {
  const late = await business(t, clock);
  await buyPlan50(late);
  const [lot] = await t.database.db.select().from(creditLots).where(eq(creditLots.userId, late.id));
  offset += 91 * DAY;
  await t.drainOutbox();
  await enqueue(
    t.database.db,
    'credits-expiring-check',
    { userId: late.id, lotId: String(lot?.id), days: 3 },
    clock.now(),
  );
  await t.drainOutbox();
  expect(await reminders(late)).toEqual([]);
  expect(await recorded(late)).toEqual([]);
});
