import type { PurchaseBody } from '@quoteway/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../db/client';
import { creditEntries, creditLots, outbox, purchases, taxDocuments, users } from '../../db/schema';
import { noMetrics } from '../../infra/metrics';
import { createOutboxWorker, type OutboxWorker } from '../../infra/outbox/worker';
import { cardMessages, type PaymentGateway, sandboxGateway } from '../../infra/payments';
import type { UserRow } from '../auth/repository';
import { createNotifier } from '../notifications';
import { type CreditService, creditService, RECONCILE_AFTER_MS } from './service';
import { taxSellersOf } from './taxDocuments';

// Purchases left pending, reconciled by the outbox from the sandbox processor's record.
// The process "dies" through a gateway that throws around the sandbox's charge.

const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
const ORIGIN = 'https://quoteway.example';
const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const DECLINED = { ...VISA, number: '4000 0000 0000 0002' };

let t: TestApp;
const sandbox = sandboxGateway(clock);
const notify = createNotifier({ clock, emailDelaySeconds: 0 });
const told: string[] = [];
/** What the credit service needs besides the gateway, as the app gives it. */
const rest = {
  clock,
  notify,
  metrics: noMetrics,
  realtime: {
    toUser: (userId: string) => void told.push(userId),
    disconnectUser: () => undefined,
  },
  sellers: taxSellersOf({}),
  pdfSecret: 'reconcile-test-secret',
  cardEntry: { processor: 'sandbox' as const },
};
let credits: CreditService;
let worker: OutboxWorker;

/** The sandbox, but the process dies before or after asking it to charge. */
function dying(when: 'before' | 'after'): CreditService {
  const gateway: PaymentGateway = {
    ...sandbox,
    async charge(request) {
      if (when === 'after') await sandbox.charge(request);
      throw new Error(`the process died ${when} the charge`);
    },
  };
  return creditService({ db: t.database.db, gateway, ...rest });
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  credits = creditService({ db: t.database.db, gateway: sandbox, ...rest });
  worker = createOutboxWorker({
    db: t.database.db,
    clock,
    log: { info() {}, warn() {}, error() {} },
    handlers: {
      'reconcile-purchase': ({ purchaseId }) => credits.reconcilePurchase(purchaseId, ORIGIN),
    },
  });
});
afterAll(() => t.close());

let counter = 0;
async function business(): Promise<UserRow> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `reconcile${++counter}.${Date.now()}@example.co.nz`,
      userName: 'Tane Mahuta',
      userType: 'Business User',
      status: 'ACTIVE',
    })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

const plan50 = (card = VISA): PurchaseBody => ({ planId: 'plan-50', card, saveCard: false });
const newKey = () => `reconcile-key-${++counter}-${Date.now()}`;

async function ledgerSum(userId: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(amount), 0)::int AS total FROM ${creditEntries} WHERE user_id = ${userId}`,
  );
  return Number(row?.total ?? 0);
}

async function purchaseOf(userId: string) {
  const rows = await t.database.db.select().from(purchases).where(eq(purchases.userId, userId));
  expect(rows).toHaveLength(1);
  return rows[0] as (typeof rows)[number];
}

describe('reconciling purchases left pending', () => {
  it('credits, once, a purchase charged just before the process died', async () => {
    const user = await business();
    const key = newKey();
    await expect(dying('after').purchase(user, plan50(), key, ORIGIN)).rejects.toThrow(
      'died after',
    );
    const pending = await purchaseOf(user.id);
    expect(pending.status).toBe('pending');
    const [job] = await t.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'reconcile-purchase'),
          sql`${outbox.payload}->>'purchaseId' = ${pending.id}`,
        ),
      );
    expect(job?.availableAt.getTime()).toBe(pending.createdAt.getTime() + RECONCILE_AFTER_MS);

    // Not due yet: a charge in flight is never judged.
    await worker.runOnce();
    expect((await purchaseOf(user.id)).status).toBe('pending');

    offset += RECONCILE_AFTER_MS;
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    const settled = await purchaseOf(user.id);
    expect(settled.status).toBe('succeeded');
    expect(settled.chargeId).toMatch(/^ch_sandbox_/);
    expect(await ledgerSum(user.id)).toBe(60);
    // The receipt is a notification, whose e-mail follows it.
    const receipts = await queryRows<{ payload: unknown }>(
      t.database.db,
      sql`SELECT o.payload FROM outbox o JOIN notifications n
            ON n.id::text = o.payload->>'notificationId'
          WHERE o.kind = 'notification-email' AND n.user_id = ${user.id}
            AND n.kind = 'purchase-receipt'`,
    );
    // It names the tax invoice the settlement issued, and links to its page.
    const [invoice] = await t.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.purchaseId, settled.id));
    expect(invoice?.number).toMatch(/^NZ-\d{6}$/);
    expect(receipts.map((r) => r.payload)).toMatchObject([
      {
        template: 'purchase-receipt',
        data: { receipt: invoice?.number, link: `${ORIGIN}/invoices/${invoice?.id}` },
      },
    ]);
    // The buyer's open tabs were told the balance changed.
    expect(told).toContain(user.id);

    // The buyer's retry gets the settled purchase.
    const retry = await credits.purchase(user, plan50(), key, ORIGIN);
    expect(retry).toMatchObject({ balance: 60, purchase: { id: settled.id } });

    // Delivered again, in sequence and at once: nothing more is credited.
    await credits.reconcilePurchase(settled.id, ORIGIN);
    await Promise.all([
      credits.reconcilePurchase(settled.id, ORIGIN),
      credits.reconcilePurchase(settled.id, ORIGIN),
    ]);
    expect(await ledgerSum(user.id)).toBe(60);
    const lots = await t.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.userId, user.id));
    expect(lots).toHaveLength(2);
  });

  it('two reconciliations of one pending purchase at once credit it once', async () => {
    const user = await business();
    await expect(dying('after').purchase(user, plan50(), newKey(), ORIGIN)).rejects.toThrow();
    const pending = await purchaseOf(user.id);
    await Promise.all([
      credits.reconcilePurchase(pending.id, ORIGIN),
      credits.reconcilePurchase(pending.id, ORIGIN),
    ]);
    expect((await purchaseOf(user.id)).status).toBe('succeeded');
    expect(await ledgerSum(user.id)).toBe(60);
  });

  it('marks failed a purchase whose charge never reached the processor', async () => {
    const user = await business();
    const key = newKey();
    await expect(dying('before').purchase(user, plan50(), key, ORIGIN)).rejects.toThrow(
      'died before',
    );
    offset += RECONCILE_AFTER_MS;
    await worker.runOnce();
    const failed = await purchaseOf(user.id);
    expect([failed.status, failed.failureStatus, failed.failureMessage]).toEqual([
      'failed',
      'not_charged',
      cardMessages.notCharged,
    ]);
    await expect(credits.purchase(user, plan50(), key, ORIGIN)).rejects.toMatchObject({
      statusCode: 402,
      message: cardMessages.notCharged,
    });
    // Run again: still failed, nothing credited.
    await credits.reconcilePurchase(failed.id, ORIGIN);
    expect((await purchaseOf(user.id)).status).toBe('failed');
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it('records the decline of a refused charge whose answer was lost', async () => {
    const user = await business();
    await expect(
      dying('after').purchase(user, plan50(DECLINED), newKey(), ORIGIN),
    ).rejects.toThrow();
    offset += RECONCILE_AFTER_MS;
    await worker.runOnce();
    const failed = await purchaseOf(user.id);
    expect([failed.status, failed.failureStatus, failed.failureMessage]).toEqual([
      'failed',
      'declined',
      cardMessages.declined,
    ]);
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it('leaves a purchase pending, for the outbox to retry, while the processor cannot tell', async () => {
    const user = await business();
    await expect(dying('after').purchase(user, plan50(), newKey(), ORIGIN)).rejects.toThrow();
    const pending = await purchaseOf(user.id);
    const silent = creditService({
      db: t.database.db,
      ...rest,
      gateway: { ...sandbox, chargeStatus: async () => ({ status: 'unknown', message: 'down' }) },
    });
    await expect(silent.reconcilePurchase(pending.id, ORIGIN)).rejects.toThrow('down');
    expect((await purchaseOf(user.id)).status).toBe('pending');
    await credits.reconcilePurchase(pending.id, ORIGIN);
    expect(await ledgerSum(user.id)).toBe(60);
  });
});
