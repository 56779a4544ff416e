import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { type Database, type Queryable, queryRows } from '../../db/client';
import { creditEntries, creditLots } from '../../db/schema';
import { HttpError } from '../../errors';
import { enqueue } from '../outbox/enqueue';

declare module '../outbox/enqueue' {
  interface OutboxMessages {
    /** Some of the user's lots reach their expiry now (see `expireLots`). */
    'expire-credits': { userId: string };
  }
}

type LotSource = (typeof creditLots.$inferSelect)['source'];
type EntryKind = (typeof creditEntries.$inferSelect)['kind'];

const DAY = 86_400_000;

/** Thrown by `spendCredits` when the unexpired lots hold fewer credits than asked for. */
export class InsufficientCredits extends HttpError {
  constructor(
    readonly balance: number,
    readonly wanted: number,
  ) {
    super(402, 'You do not have enough credits');
  }
}

/** Credits of the user's unexpired lots at `now`: the balance. */
export async function creditBalance(db: Queryable, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditLots.credits}), 0)::int` })
    .from(creditLots)
    .where(and(eq(creditLots.userId, userId), gt(creditLots.expiresAt, now)));
  return Number(row?.balance ?? 0);
}

/**
 * Add a lot of credits expiring after `expiryDays`, with its ledger entry and the outbox job
 * that expires it when the time comes. Call inside a transaction, so all three commit together.
 */
export async function addLot(
  tx: Queryable,
  lot: {
    userId: string;
    credits: number;
    source: LotSource;
    reason: string;
    now: Date;
    expiryDays: number;
    purchaseId?: string;
  },
): Promise<void> {
  if (!Number.isSafeInteger(lot.credits) || lot.credits <= 0) {
    throw new Error(`a lot needs a positive whole number of credits, not ${lot.credits}`);
  }
  const expiresAt = new Date(lot.now.getTime() + lot.expiryDays * DAY);
  await tx.insert(creditLots).values({
    userId: lot.userId,
    credits: lot.credits,
    originalCredits: lot.credits,
    expiresAt,
    source: lot.source,
    purchaseId: lot.purchaseId ?? null,
  });
  const kind: EntryKind = lot.source;
  await tx.insert(creditEntries).values({
    userId: lot.userId,
    amount: lot.credits,
    kind,
    reason: lot.reason,
    createdAt: lot.now,
  });
  await enqueue(tx, 'expire-credits', { userId: lot.userId }, expiresAt);
}

/**
 * Spend credits from the lots expiring first. The lots are row-locked (FOR UPDATE) so that
 * concurrent spends queue behind each other and can never take the balance below zero; a
 * waiting spend re-reads the locked rows after the first commits. Call inside a transaction.
 */
export async function spendCredits(
  tx: Queryable,
  userId: string,
  amount: number,
  reason: string,
  now: Date,
): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`spend a positive whole number of credits, not ${amount}`);
  }
  const lots = await queryRows<{ id: number | string; credits: number; expires_at: unknown }>(
    tx,
    sql`SELECT id, credits, expires_at FROM ${creditLots}
        WHERE user_id = ${userId} AND credits > 0 AND expires_at > ${now.toISOString()}
        ORDER BY expires_at, id FOR UPDATE`,
  );
  lots.sort((a, b) => {
    const diff =
      new Date(String(a.expires_at)).getTime() - new Date(String(b.expires_at)).getTime();
    return diff || Number(a.id) - Number(b.id);
  });
  const balance = lots.reduce((sum, lot) => sum + Number(lot.credits), 0);
  if (balance < amount) throw new InsufficientCredits(balance, amount);
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, Number(lot.credits));
    await tx
      .update(creditLots)
      .set({ credits: sql`${creditLots.credits} - ${take}` })
      .where(eq(creditLots.id, Number(lot.id)));
    left -= take;
  }
  await tx
    .insert(creditEntries)
    .values({ userId, amount: -amount, kind: 'quote', reason, createdAt: now });
}

/** Give credits back (a withdrawn quote): a 'return' lot with the purchase expiry. */
export async function returnCredits(
  tx: Queryable,
  userId: string,
  amount: number,
  reason: string,
  now: Date,
  expiryDays = 90,
): Promise<void> {
  await addLot(tx, { userId, credits: amount, source: 'return', reason, now, expiryDays });
}

/**
 * Zero every lot past its expiry that still holds credits, writing one negative 'expiry'
 * entry per lot in the same transaction. Lots another process is handling are skipped
 * (SKIP LOCKED) and a zeroed lot is never selected again, so running it twice, or in two
 * processes at once, expires each lot exactly once. Only `userId`'s lots when given.
 * Returns how many lots expired.
 */
export async function expireLots(
  db: Database,
  clock: Clock,
  { userId }: { userId?: string } = {},
): Promise<number> {
  const now = clock.now();
  const ofUser = userId === undefined ? sql`` : sql`AND user_id = ${userId}`;
  return db.transaction(async (tx) => {
    const due = await queryRows<{ id: number | string; user_id: string; credits: number }>(
      tx,
      sql`SELECT id, user_id, credits FROM ${creditLots}
          WHERE expires_at <= ${now.toISOString()} AND credits > 0 ${ofUser}
          ORDER BY id FOR UPDATE SKIP LOCKED`,
    );
    for (const lot of due) {
      await tx
        .update(creditLots)
        .set({ credits: 0 })
        .where(eq(creditLots.id, Number(lot.id)));
      await tx.insert(creditEntries).values({
        userId: lot.user_id,
        amount: -Number(lot.credits),
        kind: 'expiry',
        reason: 'Credits expired',
        createdAt: now,
      });
    }
    return due.length;
  });
}
