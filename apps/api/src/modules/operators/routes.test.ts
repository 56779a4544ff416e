import { type RouteDef, routes } from '@quoteway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob } from '../../../test/marketplace';
import {
  anotherSession,
  operator,
  type OperatorParty,
  secondFactor,
} from '../../../test/operators';
import { totpCode } from './totp';

// The console's door: operators pass a second factor per session (TOTP, never replayed, or a
// recovery code, once), every /api/admin call is refused to anyone else, and what operators
// do is in an audit log that nothing can change (a database trigger).

const clock = systemClock;
const adminRoutes = Object.entries(routes).filter(
  ([, def]) => (def as RouteDef).access === 'operator',
) as [string, RouteDef][];
const someId = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: OperatorParty;
let buyer: Party;
let seller: Party;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operator(t, clock);
  buyer = await customer(t, clock);
  seller = await business(t, clock);
});
afterAll(() => t?.close());

function call(def: RouteDef, headers: Record<string, string>) {
  return t.app.inject({
    method: def.method,
    url: `/api${def.path.replace(/:(\w+)/g, someId)}`,
    headers: def.method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
    ...(def.method === 'GET' ? {} : { payload: '{}' }),
  });
}

const addOperator = (headers: Record<string, string>, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/operators',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('every /api/admin call', () => {
  it('is in the route table with the operator access rule', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(3);
    for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
      if (def.path.startsWith('/admin/')) expect(def.access, name).toBe('operator');
    }
  });

  it('refuses visitors, customers, businesses and operators without the second factor', async () => {
    const pending = await operator(t, clock, { passed: false });
    const otherSession = await anotherSession(t, clock, admin.id);
    for (const [name, def] of adminRoutes) {
      expect((await call(def, {})).statusCode, `${name} visitor`).toBe(401);
      expect((await call(def, buyer.headers)).statusCode, `${name} customer`).toBe(403);
      expect((await call(def, seller.headers)).statusCode, `${name} business`).toBe(403);
      for (const headers of [pending.headers, otherSession]) {
        const res = await call(def, headers);
        expect(res.statusCode, `${name} operator without second factor`).toBe(403);
        expect(res.json().message).toBe('Enter the code from your authenticator app first');
      }
    }
  });

  it('answers an operator who passed the second factor on this session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountId: admin.id, role: 'admin', recoveryCodesLeft: 10 });
  });
});

describe('the second factor', () => {
  it('is refused to accounts that are not operators', async () => {
    const res = await secondFactor(t, buyer.headers, '123456');
    expect(res.statusCode).toBe(403);
  });

  it('never accepts a TOTP code twice, not even on another session', async () => {
    const op = await operator(t, clock, { passed: false });
    const code = totpCode(op.secret, clock.now());
    expect((await secondFactor(t, op.headers, code)).statusCode).toBe(200);
    const replay = await secondFactor(t, await anotherSession(t, clock, op.id), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fields).toEqual([expect.objectContaining({ field: 'body.code' })]);
    // The next step's code still works (the authenticator's clock may run ahead by one).
    const next = totpCode(op.secret, new Date(clock.now().getTime() + 30_000));
    expect((await secondFactor(t, await anotherSession(t, clock, op.id), next)).statusCode).toBe(
      200,
    );
  });

  it('accepts a code sent twice at the same moment once', async () => {
    const op = await operator(t, clock, { passed: false });
    const code = totpCode(op.secret, clock.now());
    const sessions = [op.headers, await anotherSession(t, clock, op.id)];
    const answers = await Promise.all(sessions.map((headers) => secondFactor(t, headers, code)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('accepts each recovery code once', async () => {
    const op = await operator(t, clock, { passed: false });
    const [code] = op.recoveryCodes;
    if (!code) throw new Error('no recovery code');
    const first = await secondFactor(t, op.headers, code.toLowerCase());
    expect(first.statusCode).toBe(200);
    expect(first.json().recoveryCodesLeft).toBe(9);
    const again = await secondFactor(t, await anotherSession(t, clock, op.id), code);
    expect(again.statusCode).toBe(400);
    expect((await secondFactor(t, op.headers, 'not-a-code')).statusCode).toBe(400);
  });

  it('wrong codes are refused', async () => {
    const op = await operator(t, clock, { passed: false });
    const wrong = totpCode(op.secret, new Date(clock.now().getTime() - 10 * 60_000));
    expect((await secondFactor(t, op.headers, wrong)).statusCode).toBe(400);
    expect((await call(routes.adminMe, op.headers)).statusCode).toBe(403);
  });
});

describe('adding operators', () => {
  it('is for admins, never on their own account, and is audited', async () => {
    const newcomer = await customer(t, clock);
    const support = await operator(t, clock, { role: 'support' });
    const asSupport = await addOperator(support.headers, {
      email: newcomer.email,
      role: 'support',
      reason: 'Covering the weekend',
    });
    expect(asSupport.statusCode).toBe(403);

    const self = await addOperator(admin.headers, {
      email: admin.email,
      role: 'admin',
      reason: 'Me again',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('An operator cannot act on their own account');

    const missingReason = await addOperator(admin.headers, {
      email: newcomer.email,
      role: 'support',
    });
    expect(missingReason.statusCode).toBe(400);

    const added = await addOperator(admin.headers, {
      email: newcomer.email,
      role: 'support',
      reason: 'Covering the weekend',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ accountId: newcomer.id, role: 'support' });
    expect(added.json().totpUri).toMatch(/^otpauth:\/\/totp\/Quoteway/);
    expect(added.json().recoveryCodes).toHaveLength(10);

    const twice = await addOperator(admin.headers, {
      email: newcomer.email,
      role: 'admin',
      reason: 'Promotion',
    });
    expect(twice.statusCode).toBe(409);

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?action=operator.add&subjectId=${newcomer.id}`,
      headers: support.headers,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'operator.add',
        subjectType: 'account',
        subjectId: newcomer.id,
        reason: 'Covering the weekend',
        before: null,
        after: { role: 'support' },
      }),
    ]);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in plain SQL', async () => {
    const db = t.database.db;
    const [entry] = await queryRows<{ id: number }>(db, sql`SELECT id FROM audit_log LIMIT 1`);
    expect(entry).toBeDefined();
    for (const statement of [
      sql`UPDATE audit_log SET reason = 'rewritten'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      const failure = await db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(failure).toMatch(/audit_log is append-only/);
    }
    const reasons = await queryRows<{ reason: string }>(db, sql`SELECT reason FROM audit_log`);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.map((r) => r.reason)).not.toContain('rewritten');
  });
});

describe('GET /api/admin/overview', () => {
  it("counts the day's jobs and the open reports, and names each queue's oldest", async () => {
    const overview = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/overview',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{
        today: { jobs: number; quotes: number; purchases: number };
        openReports: { leads: number; reviews: number };
        oldest: { leadReport: string | null; reviewReport: string | null };
      }>();
    };
    const before = await overview();
    await postJob(t, buyer);
    await postJob(t, buyer);
    const after = await overview();
    expect(after.today.jobs).toBe(before.today.jobs + 2);
    expect(after.today.quotes).toBe(before.today.quotes);
    const [open] = await queryRows<{ n: number; oldest: Date | string | null }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, min(created_at) AS oldest FROM lead_reports
        WHERE decided_at IS NULL`,
    );
    expect(after.openReports.leads).toBe(open?.n);
    expect(after.oldest.leadReport).toBe(open?.oldest ? new Date(open.oldest).toISOString() : null);
  });
});
