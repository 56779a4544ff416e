import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob } from '../../../test/marketplace';
import { anotherSession, operator } from '../../../test/operators';
import { systemClock } from '../../infra/clock';
import { queryRows } from '../../db/client';
import {
  auditLog,
  businesses,
  creditEntries,
  notifications,
  sessions,
  users,
} from '../../db/schema';

// Support: finding people, reading an account, ending its sessions and adjusting its credits.

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

const search = (who: Party, q: string, extra = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/people?q=${encodeURIComponent(q)}${extra}`,
    headers: who.headers,
  });

const post = (who: Party, path: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/people/${path}`,
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const adjust = (who: Party, userId: string, body: unknown) =>
  post(who, `${userId}/credit-adjustments`, body);

async function ledgerSumAndBalance(userId: string) {
  const [row] = await queryRows<{ ledger: number; balance: number }>(
    t.database.db,
    sql`SELECT
      (SELECT coalesce(sum(amount), 0)::int FROM credit_entries WHERE user_id = ${userId}) AS ledger,
      (SELECT coalesce(sum(credits), 0)::int FROM credit_lots WHERE user_id = ${userId}) AS balance`,
  );
  return row;
}

describe('finding people', () => {
  it('finds an account by any part of its name, e-mail, phone or business number', async () => {
    const staff = await operator(t, systemClock, { role: 'support' });
    const tag = `${Date.now() % 1_000_000}`.padStart(6, '7');
    const shop = await business(t, systemClock);
    await t.database.db
      .update(users)
      .set({ userName: `Wiremu Zephyrine ${tag}`, mobile: `+6427${tag}9` })
      .where(eq(users.id, shop.id));
    await t.database.db
      .update(businesses)
      .set({ businessNumber: `94290${tag}31`, businessName: `Quillfeather ${tag} Ltd` })
      .where(eq(businesses.userId, shop.id));
    const other = await customer(t, systemClock, { userName: 'Someone Else' });

    const ids = async (q: string) => {
      const res = await search(staff, q);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().people.map((p: { id: string }) => p.id);
    };
    expect(await ids('zephyrine')).toEqual([shop.id]);
    expect(await ids(shop.email.toUpperCase())).toEqual([shop.id]);
    expect(await ids(`quillfeather ${tag}`)).toEqual([shop.id]);
    // The phone as typed at home (trunk 0, spaces) and the business number with spaces.
    expect(await ids(`027 ${tag.slice(0, 3)} ${tag.slice(3)}9`)).toEqual([shop.id]);
    expect(await ids(`94290 ${tag} 31`)).toEqual([shop.id]);
    expect(await ids(other.email)).toEqual([other.id]);
    // LIKE's wildcards are matched literally.
    expect(await ids('%%%')).toEqual([]);

    const [found] = (await search(staff, 'zephyrine')).json().people;
    expect(found).toMatchObject({
      email: shop.email,
      userType: 'Business User',
      businessNumber: `94290${tag}31`,
    });
  });

  it('pages its results and refuses a search too short, naming the field', async () => {
    const staff = await operator(t, systemClock, { role: 'support' });
    const name = `Pagella ${Date.now()}`;
    for (let i = 0; i < 3; i++) await customer(t, systemClock, { userName: name });
    const first = await search(staff, name, '&perPage=2');
    expect(first.json()).toMatchObject({ page: 1, perPage: 2, more: true });
    expect(first.json().people).toHaveLength(2);
    const second = await search(staff, name, '&perPage=2&page=2');
    expect(second.json()).toMatchObject({ more: false });
    expect(second.json().people).toHaveLength(1);

    const short = await search(staff, 'ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([expect.objectContaining({ field: 'querystring.q' })]);
  });

  it('is refused to an operator who has not passed the second factor', async () => {
    const unpassed = await operator(t, systemClock, { passed: false });
    expect((await search(unpassed, 'anyone')).statusCode).toBe(403);
  });
});

describe('the menu link to the console', () => {
  it('auth/me marks an operator, and nobody else', async () => {
    const staff = await operator(t, systemClock, { role: 'support', passed: false });
    const person = await customer(t, systemClock);
    const me = (who: Party) =>
      t.app.inject({ method: 'POST', url: '/api/auth/me', headers: who.headers, payload: {} });
    expect((await me(staff)).json().operator).toBe(true);
    const theirs = await me(person);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).not.toHaveProperty('operator');
  });
});

describe("an account's view", () => {
  it('shows jobs, quotes, ledger, reports and live sessions, never a token', async () => {
    const staff = await operator(t, systemClock, { role: 'support' });
    const person = await customer(t, systemClock);
    const job = await postJob(t, person);
    const shop = await business(t, systemClock, { credits: 40 });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/people/${person.id}`,
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobs).toEqual([expect.objectContaining({ id: job._id, status: 'open' })]);
    expect(res.json().sessions).toHaveLength(1);
    expect(res.body).not.toMatch(/tokenHash|token_hash/);
    const [live] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, person.id));
    expect(res.body).not.toContain(live?.tokenHash);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/admin/people/${shop.id}`,
      headers: staff.headers,
    });
    expect(view.json().ledger).toEqual({
      balance: 40,
      entries: [expect.objectContaining({ amount: 40, kind: 'grant' })],
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/people/00000000-0000-4000-8000-000000000000',
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('ending sessions', () => {
  async function socketOf(headers: Record<string, string>): Promise<Socket> {
    const socket = connect(`http://127.0.0.1:${port}`, {
      auth: { token: headers.authorization?.slice(7) },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    return socket;
  }

  it('ends every session and socket of the account, audited with the reason', async () => {
    const staff = await operator(t, systemClock, { role: 'support' });
    const person = await customer(t, systemClock);
    const phone = await anotherSession(t, systemClock, person.id);
    const socket = await socketOf(phone);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    const res = await post(staff, `${person.id}/end-sessions`, { reason: 'Lost their phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: person.id, ended: 2 });
    expect(await closed).toBe('io server disconnect');
    for (const headers of [person.headers, phone]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
      expect(me.statusCode).toBe(401);
    }
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, person.id));
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: 'account.end-sessions',
      reason: 'Lost their phone',
      after: { liveSessions: [] },
    });
    expect((entry?.before as { liveSessions: string[] }).liveSessions).toHaveLength(2);

    const noReason = await post(staff, `${person.id}/end-sessions`, {});
    expect(noReason.json().fields).toEqual([expect.objectContaining({ field: 'body.reason' })]);
    const own = await post(staff, `${staff.id}/end-sessions`, { reason: 'x' });
    expect(own.statusCode).toBe(403);
    socket.close();
  });
});

describe('credit adjustments', () => {
  it('adds credits as a ledger entry, audited, and tells the business', async () => {
    const staff = await operator(t, systemClock, { role: 'support' });
    const shop = await business(t, systemClock, { credits: 10 });
    const res = await adjust(staff, shop.id, { credits: 25, reason: 'Goodwill for a lost lead' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: shop.id, credits: 25, balanceBefore: 10, balance: 35 });

    const entries = await t.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, shop.id));
    expect(entries).toContainEqual(
      expect.objectContaining({
        amount: 25,
        kind: 'adjustment',
        reason: 'Adjustment by Quoteway support: {reason}',
        reasonValues: { reason: 'Goodwill for a lost lead' },
      }),
    );
    expect(await ledgerSumAndBalance(shop.id)).toEqual({ ledger: 35, balance: 35 });

    const ledger = await t.app.inject({
      method: 'GET',
      url: '/api/credits/ledger',
      headers: shop.headers,
    });
    expect(ledger.json().entries[0]).toMatchObject({
      amount: 25,
      kind: 'adjustment',
      reason: 'Adjustment by Quoteway support: Goodwill for a lost lead',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, shop.id));
    expect(entry).toMatchObject({
      action: 'credits.adjust',
      before: { balance: 10 },
      after: { balance: 35, credits: 25 },
    });
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, shop.id));
    expect(told).toMatchObject({
      kind: 'credits-adjusted',
      values: { credits: '+25', reason: 'Goodwill for a lost lead' },
    });
  });

  it('never takes the balance below zero, even when two adjustments race', async () => {
    const staff = await operator(t, systemClock, { role: 'support' });
    const shop = await business(t, systemClock, { credits: 30 });
    const tooMuch = await adjust(staff, shop.id, { credits: -31, reason: 'Charged twice' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('30');

    const both = await Promise.all([
      adjust(staff, shop.id, { credits: -20, reason: 'Charged twice' }),
      adjust(staff, shop.id, { credits: -20, reason: 'Charged twice' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ledgerSumAndBalance(shop.id)).toEqual({ ledger: 10, balance: 10 });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, shop.id));
    expect(audited).toHaveLength(1);
  });

  it('adds concurrently without losing one', async () => {
    const staff = await operator(t, systemClock, { role: 'support' });
    const shop = await business(t, systemClock);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => adjust(staff, shop.id, { credits: n, reason: 'Goodwill' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await ledgerSumAndBalance(shop.id)).toEqual({ ledger: 10, balance: 10 });
    const befores = answers.map((r) => r.json().balanceBefore).sort((a, b) => a - b);
    expect(new Set(befores).size).toBe(4);
  });

  it('keeps large adjustments for admins and refuses bad input, customers and self', async () => {
    const staff = await operator(t, systemClock, { role: 'support' });
    const admin = await operator(t, systemClock, { role: 'admin' });
    const shop = await business(t, systemClock);
    const large = await adjust(staff, shop.id, { credits: 500, reason: 'Big refund' });
    expect(large.statusCode).toBe(403);
    expect((await adjust(admin, shop.id, { credits: 500, reason: 'Big refund' })).statusCode).toBe(
      200,
    );
    for (const [body, field] of [
      [{ credits: 0, reason: 'x' }, 'body.credits'],
      [{ credits: 1.5, reason: 'x' }, 'body.credits'],
      [{ credits: 100_000, reason: 'x' }, 'body.credits'],
      [{ credits: 5 }, 'body.reason'],
    ] as const) {
      const res = await adjust(admin, shop.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field })]);
    }
    const person = await customer(t, systemClock);
    expect((await adjust(admin, person.id, { credits: 5, reason: 'x' })).statusCode).toBe(409);
    expect((await adjust(admin, admin.id, { credits: 5, reason: 'x' })).statusCode).toBe(403);
    expect(
      (await adjust(admin, '00000000-0000-4000-8000-000000000000', { credits: 5, reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});
