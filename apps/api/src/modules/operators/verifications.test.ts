import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { type FakeRegister, startNzbnRegister } from '../../../test/fakes/registerServers';
import { business, customer, type Party } from '../../../test/marketplace';
import { operator } from '../../../test/operators';
import { auditLog, businesses, notifications, outbox } from '../../db/schema';

// The business verification queue against a local NZBN register: numbers the register
// refused on a re-check, or not yet answered, with their history; a re-check now; a
// verification by hand with a note and a date, audited, and the business told.
const NUMBER = '9429041925676';
const clock = { now: () => new Date() };
let nzbn: FakeRegister;
let t: TestApp;
let staff: Party;

beforeAll(async () => {
  nzbn = await startNzbnRegister({
    apiKey: 'test-key',
    entities: [
      {
        nzbn: NUMBER,
        entityName: 'GONE PLUMBING LIMITED',
        entityStatusCode: '80',
        entityStatusDescription: 'Removed',
      },
    ],
  });
  t = await createTestApp({
    NZBN_API_URL: nzbn.url,
    NZBN_API_KEY: 'test-key',
    RATE_LIMIT_MAX: 100_000,
  });
  staff = await operator(t, clock, { role: 'support' });
});
afterAll(async () => {
  await t.close();
  await nzbn.close();
});

/** A business whose number the register has not answered for yet. */
async function waiting() {
  const owner = await business(t, clock);
  await t.database.db
    .update(businesses)
    .set({ businessNumberStatus: 'unverified' })
    .where(eq(businesses.userId, owner.id));
  return owner;
}

const list = (who: Party, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/verifications${query}`, headers: who.headers });
const recheck = (who: Party, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/verifications/${id}/recheck`,
    headers: who.headers,
  });
const decide = (who: Party, id: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/verifications/${id}/decision`,
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const entryOf = (owner: Party) => async () =>
  (await list(staff))
    .json()
    .businesses.find((b: { businessId: string }) => b.businessId === owner.id);

describe('the business verification queue', () => {
  it('lists a waiting number, re-checks it now, and keeps the register’s refusal with its history', async () => {
    const owner = await waiting();
    const entry = entryOf(owner);
    expect(await entry()).toMatchObject({ status: 'unverified', rejectedAt: null, history: [] });

    nzbn.mode = 'fail';
    const unreachable = await recheck(staff, owner.id);
    expect(unreachable.statusCode, unreachable.body).toBe(200);
    expect(unreachable.json()).toMatchObject({ outcome: 'unreachable', status: 'unverified' });

    nzbn.mode = 'answer';
    const refused = await recheck(staff, owner.id);
    expect(refused.json()).toMatchObject({ outcome: 'rejected', status: 'unverified' });
    const shown = await entry();
    expect(shown.rejectedAt).not.toBeNull();
    expect(shown.history.map((h: { outcome: string }) => h.outcome)).toEqual([
      'rejected',
      'unreachable',
    ]);
    const rejectedOnly = await list(staff, '?state=rejected');
    expect(
      rejectedOnly.json().businesses.map((b: { businessId: string }) => b.businessId),
    ).toContain(owner.id);
    // The console's home counts it, and names when the oldest refusal came in.
    const home = (
      await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: staff.headers })
    ).json();
    expect(home.refusedBusinessNumbers).toBeGreaterThanOrEqual(1);
    expect(Date.parse(home.oldest.refusedBusinessNumber)).toBeLessThanOrEqual(
      Date.parse(shown.rejectedAt),
    );
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, owner.id), eq(auditLog.action, 'business.recheck')));
    expect(audited).toHaveLength(2);
    expect(audited[1]).toMatchObject({
      actorId: staff.id,
      before: { status: 'unverified' },
      after: { outcome: 'rejected' },
    });
  });

  it('verifies by hand with a note and a date: audited, out of the queue, the business told', async () => {
    const owner = await waiting();
    const note = 'Company office confirmed the number by phone';
    const res = await decide(staff, owner.id, { decision: 'verify', note, date: '2026-12-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ businessId: owner.id, status: 'verified' });
    const [row] = await t.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.userId, owner.id));
    expect(row).toMatchObject({ businessNumberStatus: 'verified', businessNumberRejectedAt: null });
    expect(await entryOf(owner)()).toBeUndefined();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, owner.id), eq(auditLog.action, 'business.verify')));
    expect(entry).toMatchObject({
      actorId: staff.id,
      reason: note,
      before: { status: 'unverified', rejected: false },
      after: { status: 'verified', rejected: false, effectiveOn: '2026-12-01' },
    });
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(told).toMatchObject({
      kind: 'business-verification-decided',
      values: { number: row?.businessNumber, outcome: 'verified by Quoteway staff', note },
    });
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'notification-email'));
    expect(mails.find((m) => m.payload.notificationId === told?.id)?.payload).toMatchObject({
      template: 'business-verified',
      data: { date: '2026-12-01', note },
    });
    // Verified already: refused, nothing written twice.
    const again = await decide(staff, owner.id, { decision: 'verify', note, date: '2026-12-01' });
    expect(again.statusCode).toBe(409);

    // Unverified by hand: back in the queue as refused, with the operator's line in its history.
    const off = await decide(staff, owner.id, {
      decision: 'unverify',
      note: 'The register lists the company as removed',
      date: '2026-12-07',
    });
    expect(off.statusCode, off.body).toBe(200);
    const back = await entryOf(owner)();
    expect(back).toMatchObject({ status: 'unverified' });
    expect(back.history[0]).toMatchObject({
      outcome: 'unverified',
      byOperator: true,
      effectiveOn: '2026-12-07',
      message: 'The register lists the company as removed',
    });
  });

  it('refuses non-operators, bad input by field, unknown businesses', async () => {
    const owner = await waiting();
    const someone = await customer(t, clock);
    const unpassed = await operator(t, clock, { passed: false });
    for (const who of [someone, owner, unpassed]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await recheck(who, owner.id)).statusCode).toBe(403);
      expect(
        (await decide(who, owner.id, { decision: 'verify', note: 'x', date: '2026-12-01' }))
          .statusCode,
      ).toBe(403);
    }
    const bad = await decide(staff, owner.id, { decision: 'maybe', note: ' ', date: 'today' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['body.date', 'body.decision', 'body.note']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await recheck(staff, unknown)).statusCode).toBe(404);
    expect(
      (await decide(staff, unknown, { decision: 'verify', note: 'x', date: '2026-12-01' }))
        .statusCode,
    ).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.userId, owner.id));
    expect(row?.businessNumberStatus).toBe('unverified');
  });
});
