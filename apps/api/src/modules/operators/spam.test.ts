import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, leadList, type Party, postJob } from '../../../test/marketplace';
import { anotherSession, operator } from '../../../test/operators';
import { systemClock } from '../../infra/clock';
import { auditLog, jobs, sessions, users } from '../../db/schema';

// The spam queue: marking an account as spam ends its sessions and sockets at once and hides
// its open jobs; lifting the mark gives back its status and exactly those jobs.

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

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

const mark = (who: Party, accountId: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/accounts/${accountId}/spam`,
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/notifications', headers });

const leadIds = async (who: Party) => (await leadList(t, who, 'new')).data.map((l) => l._id);

describe('marking an account as spam', () => {
  it('ends every session and socket at once and hides its open jobs; lifting gives them back', async () => {
    const spammer = await customer(t, systemClock);
    const plumber = await business(t, systemClock);
    const staff = await operator(t, systemClock, { role: 'support' });
    const job = await postJob(t, spammer);
    const otherDevice = await anotherSession(t, systemClock, spammer.id);
    expect((await me(spammer.headers)).statusCode).toBe(200);
    expect(await leadIds(plumber)).toContain(job._id);
    const socket = await socketOf(otherDevice);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    const res = await mark(staff, spammer.id, {
      spam: true,
      reason: 'Posted forty fake jobs in an hour',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accountId: spammer.id, status: 'SPAM', jobs: 1 });

    // At once: the socket is closed by the server, and neither session answers any more.
    expect(await closed).toBe('io server disconnect');
    for (const headers of [spammer.headers, otherDevice]) {
      expect((await me(headers)).statusCode).toBe(401);
    }
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, spammer.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    await expect(socketOf(otherDevice)).rejects.toThrow('token is invalid');
    expect(await leadIds(plumber)).not.toContain(job._id);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, spammer.id));
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: 'account.spam',
      reason: 'Posted forty fake jobs in an hour',
      before: { status: 'ACTIVE' },
      after: { status: 'SPAM', sessionsEnded: true, jobsHidden: [job._id] },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/spam',
      headers: staff.headers,
    });
    expect(list.json().accounts).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: spammer.id, email: spammer.email })]),
    );
    expect((await mark(staff, spammer.id, { spam: true, reason: 'Again' })).statusCode).toBe(409);

    // Lifted: the account is as it was, and the job is a lead again.
    const lifted = await mark(staff, spammer.id, { spam: false, reason: 'A shared office phone' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toEqual({ accountId: spammer.id, status: 'ACTIVE', jobs: 1 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, spammer.id));
    expect(row).toMatchObject({ status: 'ACTIVE', spamMarkedAt: null, statusBeforeSpam: null });
    const [back] = await t.database.db.select().from(jobs).where(eq(jobs.id, job._id));
    expect(back).toMatchObject({ status: 'open', spamHiddenAt: null });
    expect(await leadIds(plumber)).toContain(job._id);
    expect((await mark(staff, spammer.id, { spam: false, reason: 'Again' })).statusCode).toBe(409);
    socket.close();
  });

  it('refuses bad input by field, unknown accounts and an operator’s own account', async () => {
    const staff = await operator(t, systemClock);
    const someone = await customer(t, systemClock);
    const noReason = await mark(staff, someone.id, { spam: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual([expect.objectContaining({ field: 'body.reason' })]);
    const badSpam = await mark(staff, someone.id, { spam: 'yes', reason: 'x' });
    expect(badSpam.json().fields).toEqual([expect.objectContaining({ field: 'body.spam' })]);
    const unknown = await mark(staff, '00000000-0000-4000-8000-000000000000', {
      spam: true,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const own = await mark(staff, staff.id, { spam: true, reason: 'x' });
    expect(own.statusCode).toBe(403);
    const unpassed = await operator(t, systemClock, { passed: false });
    expect((await mark(unpassed, someone.id, { spam: true, reason: 'x' })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, someone.id));
    expect(row?.status).toBe('ACTIVE');
  });
});
