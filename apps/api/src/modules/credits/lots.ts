import { randomUUID } from 'node:crypto';
import { CREDITS_EXPIRY_REMINDER_DAYS } from '@quoteway/domain';
import type { Database, Queryable } from '../../db/client';
import { InsufficientCredits, WeeklyCapReached } from '../../errors';
import type { Clock } from '../../infra/clock';
import { enqueue } from '../../infra/outbox';
import { type CreditEntryRow, type CreditLotRow, creditRepository } from './repository';
import { spendingRepository } from './spendingRepository';

type LotSource = CreditLotRow['source'];
type EntryKind = CreditEntryRow['kind'];

/**
 * Why a ledger entry was written: a `server` catalog message (marked `/*i18n*\/` where it is
 * written), with the values of its `{placeholders}` (a trade's English name is translated
 * when the ledger is read).
 */
export type LedgerReason = string | { message: string; values: Record<string, string | number> };

/** The entry's reason columns. */
function reasonColumns(reason: LedgerReason) {
  return typeof reason === 'string'
    ? { reason, reasonValues: null }
    : { reason: reason.message, reasonValues: reason.values };
}

const DAY = 86_400_000;

/** The weekly spending cap counts the credits spent in the last this many days. */
export const SPENDING_CAP_WINDOW_DAYS = 7;

/** Where the weekly cap's window starts for a spend at `now`. */
export function spendingWindowStart(now: Date): Date {
  return new Date(now.getTime() - SPENDING_CAP_WINDOW_DAYS * DAY);
}

/** Credits of the user's unexpired lots at `now`: the balance. */
export function creditBalance(db: Queryable, userId: string, now: Date): Promise<number> {
  return creditRepository(db).balance(userId, now);
}

/**
 * Add a lot of credits expiring after `expiryDays`, with its ledger entry, the outbox job
 * that expires it when the time comes and the checks that remind its owner 14 and 3 days
 * before (those still ahead). Call inside a transaction, so they
 * all commit together.
 */
export async function addLot(
  tx: Queryable,
  lot: {
    userId: string;
    credits: number;
    source: LotSource;
    reason: LedgerReason;
    now: Date;
    expiryDays: number;
    purchaseId?: string;
  },
): Promise<void> {
  if (!Number.isSafeInteger(lot.credits) || lot.credits <= 0) {
    throw new Error(`a lot needs a positive whole number of credits, not ${lot.credits}`);
  }
  const expiresAt = new Date(lot.now.getTime() + lot.expiryDays * DAY);
  const repository = creditRepository(tx);
  const lotId = await repository.insertLot({
    userId: lot.userId,
    credits: lot.credits,
    originalCredits: lot.credits,
    expiresAt,
    source: lot.source,
    purchaseId: lot.purchaseId ?? null,
  });
  const kind: EntryKind = lot.source;
  await repository.insertEntry({
    userId: lot.userId,
    amount: lot.credits,
    kind,
    ...reasonColumns(lot.reason),
    purchaseId: lot.purchaseId ?? null,
    createdAt: lot.now,
  });
  await enqueue(tx, 'expire-credits', { userId: lot.userId }, expiresAt);
  // Its owner is reminded 14 and 3 days before it expires (each reminder still ahead).
  for (const days of CREDITS_EXPIRY_REMINDER_DAYS) {
    const noticeAt = new Date(expiresAt.getTime() - days * DAY);
    if (noticeAt.getTime() <= lot.now.getTime()) continue;
    await enqueue(
      tx,
      'credits-expiring-check',
      { userId: lot.userId, lotId: String(lotId), days },
      noticeAt,
    );
  }
}

/**
 * Spend credits from the lots expiring first, within the business's weekly spending cap
 * (`WeeklyCapReached` when the spend would pass it; nothing is taken). The lots are row-locked (FOR UPDATE) so that
 * concurrent spends queue behind each other and can never take the balance below zero; a
 * waiting spend re-reads the locked rows after the first commits. The lots' lock, their
 * changes and the ledger entry are one statement. Call inside a transaction. Returns the
 * balance left (the locked lots were every unexpired lot holding credits).
 */
export async function spendCredits(
  tx: Queryable,
  userId: string,
  amount: number,
  reason: LedgerReason,
  now: Date,
): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`spend a positive whole number of credits, not ${amount}`);
  }
  // The weekly cap first: its row locked (the business's spends queue there), then what the
  // last 7 days spent, read after the lock so it counts every spend that went before.
  const controls = spendingRepository(tx);
  const locked = await controls.lockControls(userId);
  const cap = locked?.cap;
  if (cap !== undefined && cap !== null) {
    const spent = await controls.spentSince(userId, spendingWindowStart(now));
    if (spent + amount > cap) throw new WeeklyCapReached(cap, spent, amount);
  }
  const balance = await creditRepository(tx).spend({
    userId,
    amount,
    kind: 'quote',
    ...reasonColumns(reason),
    now,
  });
  if (balance < amount) throw new InsufficientCredits(balance, amount);
  const left = balance - amount;
  // Auto top-up: the first spend to leave the balance below the consented threshold queues
  // one top-up; the spends after it (queued on the same lock) see it pending and queue none.
  if (locked?.consentId && !locked.pending) {
    const consent = await controls.consent(locked.consentId);
    if (consent && left < consent.thresholdCredits) {
      await controls.setTopUpPending(userId, true);
      await enqueue(tx, 'auto-top-up', { businessId: userId, requestId: randomUUID() }, now);
    }
  }
  return left;
}

/** Give credits back (a withdrawn quote): a 'return' lot with the purchase expiry. */
export async function returnCredits(
  tx: Queryable,
  userId: string,
  amount: number,
  reason: LedgerReason,
  now: Date,
  expiryDays = 90,
): Promise<void> {
  await addLot(tx, { userId, credits: amount, source: 'return', reason, now, expiryDays });
}

/** Credits an operator adds stay this long (as long as a purchase's). */
const ADJUSTMENT_EXPIRY_DAYS = 365;

/**
 * An operator's adjustment of a business's credits, with its 'adjustment' ledger entry. Added
 * credits are a lot of their own; taken credits come out of the lots expiring first through
 * the same row-locked statement as a spend (not counted against the weekly spending cap, which
 * limits what the business spends), so two adjustments at once queue and the balance never
 * goes below zero: short of it, nothing is written and `InsufficientCredits` is thrown. Call
 * inside a transaction. Answers the balance before and after.
 */
export async function adjustCredits(
  tx: Queryable,
  adjustment: { userId: string; credits: number; reason: LedgerReason; now: Date },
): Promise<{ before: number; after: number }> {
  const { userId, credits, reason, now } = adjustment;
  if (!Number.isSafeInteger(credits) || credits === 0) {
    throw new Error(`adjust by a non-zero whole number of credits, not ${credits}`);
  }
  const repository = creditRepository(tx);
  if (credits > 0) {
    // The lots are locked first so that the balance read is the one the lot is added to.
    const before = await repository.lockBalance(userId, now);
    await addLot(tx, {
      userId,
      credits,
      source: 'adjustment',
      reason,
      now,
      expiryDays: ADJUSTMENT_EXPIRY_DAYS,
    });
    return { before, after: before + credits };
  }
  const before = await repository.spend({
    userId,
    amount: -credits,
    kind: 'adjustment',
    ...reasonColumns(reason),
    now,
  });
  if (before < -credits) throw new InsufficientCredits(before, -credits);
  return { before, after: before + credits };
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
  return db.transaction(async (tx) => {
    const repository = creditRepository(tx);
    const due = await repository.lockExpiredLots(now, userId);
    for (const lot of due) {
      await repository.emptyLot(lot.id);
      await repository.insertEntry({
        userId: lot.userId,
        amount: -lot.credits,
        kind: 'expiry',
        reason: /*i18n*/ 'Credits expired',
        createdAt: now,
      });
    }
    return due.length;
  });
}
