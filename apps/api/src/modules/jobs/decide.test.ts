import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { queryRows } from '../../db/client';
import { businesses, devMailbox, jobs, outbox, quotes } from '../../db/schema';
import { enqueue } from '../../infra/outbox';
import { sessionStore } from '../auth';

// Issue 29, "Decide with confidence": what a quote card knows of its business, the GST flag,
// the review reminder that is never sent once a review exists, and hire and cancel that
// exclude each other (on PostgreSQL too when DATABASE_URL is set: there they truly race).

const start = Date.parse('2026-11-02T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 }, { clock, poolSize: 20 });
});
afterAll(() => t.close());

async function call(who: Party, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

async function ok<T = Record<string, unknown>>(
  who: Party,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<T> {
  const res = await call(who, method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

async function quote(who: Party, job: { _id: string; credits: number }, overrides = {}) {
  const body = await ok<{ quote: { _id: string; gstIncluded: boolean } }>(
    who,
    'POST',
    '/api/send-quote',
    quoteBody(job, overrides),
  );
  return body.quote;
}

const review = {
  rating: 5,
  quality: 5,
  communication: 4,
  value: 5,
  punctuality: 5,
  text: 'Arrived on time and fixed the leak for good.\nWould hire again.',
};

async function mailsTo(to: string, template: string) {
  return queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM ${outbox} WHERE kind = 'email' AND payload->>'to' = ${to}
          AND payload->>'template' = ${template}`,
  );
}

type Card = {
  _id: string;
  gstIncluded: boolean;
  status: string;
  business: {
    userId: string;
    register: string | null;
    verified: boolean;
    licences: Array<{ name: string; number: string }>;
    hires: number;
    responseMinutes: number | null;
    recentReview: { rating: number; text: string; reviewer: string } | null;
  };
};

describe('what a quote card knows of its business', () => {
  it('register, licences, hires, median response time and the newest review, from the data', async () => {
    offset = 0;
    const me = await customer(t, clock, { userName: 'Mere Tipene' });
    const seasoned = await business(t, clock, { credits: 500 });
    const fresh = await business(t, clock, { credits: 500 });
    await t.database.db
      .update(businesses)
      .set({ licences: [{ name: 'Certifying plumber', number: 'PGD 12345' }] })
      .where(eq(businesses.userId, seasoned.id));

    // Three earlier jobs quoted 30, 90 and 240 minutes after going live: median 90 minutes.
    // The first is hired, completed and reviewed; the second hired, then cancelled (the
    // hire ended, so it is no hire on Quoteway).
    const delays = [30, 90, 240];
    const earlier = [];
    for (const delay of delays) {
      const job = await postJob(t, me);
      offset += delay * MINUTE;
      earlier.push({ job, quote: await quote(seasoned, job) });
      offset += 60 * MINUTE;
    }
    const [done, dropped] = earlier;
    if (!done || !dropped) throw new Error('no earlier jobs');
    await ok(me, 'POST', `/api/jobs/${done.job._id}/hire`, { quoteId: done.quote._id });
    await ok(me, 'POST', `/api/jobs/${done.job._id}/complete`);
    await ok(me, 'POST', `/api/jobs/${done.job._id}/review`, review);
    await ok(me, 'POST', `/api/jobs/${dropped.job._id}/hire`, { quoteId: dropped.quote._id });
    await ok(me, 'POST', `/api/jobs/${dropped.job._id}/cancel`);

    // A quote older than the 180-day window does not count towards the response time.
    const job = await postJob(t, me);
    offset += 15 * MINUTE;
    const a = await quote(seasoned, job);
    offset += 5 * MINUTE;
    const b = await quote(fresh, job, { gstIncluded: false });

    const detail = await ok<{ quotes: Card[] }>(me, 'GET', `/api/my-jobs/${job._id}`);
    const cardA = detail.quotes.find((q) => q._id === a._id);
    const cardB = detail.quotes.find((q) => q._id === b._id);
    expect(cardA?.business).toMatchObject({
      register: 'NZBN',
      verified: true,
      licences: [{ name: 'Certifying plumber', number: 'PGD 12345' }],
      hires: 1,
      // 30, 90, 240 and this job's 15 minutes: the median of four is (30 + 90) / 2.
      responseMinutes: 60,
      recentReview: {
        rating: 5,
        text: 'Arrived on time and fixed the leak for good.',
        reviewer: 'Mere T.',
      },
    });
    // Its second quote on this job was 20 minutes after the job went live, its only one.
    expect(cardB?.business).toMatchObject({
      hires: 0,
      responseMinutes: 20,
      recentReview: null,
      licences: [],
    });
    expect(cardA?.gstIncluded).toBe(true);
    expect(cardB?.gstIncluded).toBe(false);

    // What the figures say equals what the database says.
    const [hired] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ${quotes} WHERE business_id = ${seasoned.id}
            AND status = 'hired'`,
    );
    expect(Number(hired?.n)).toBe(cardA?.business.hires);

    // Six months on, only recent quotes count: none, so no response time.
    offset += 181 * 24 * 60 * MINUTE;
    const token = await sessionStore(t.database.db, clock, 30).issue(me.id);
    const again = { ...me, headers: { authorization: `Bearer ${token}` } };
    const later = await ok<{ quotes: Card[] }>(again, 'GET', `/api/my-jobs/${job._id}`);
    expect(later.quotes.map((q) => q.business.responseMinutes)).toEqual([null, null]);
    offset = 0;
  });

  it('gives each of five quoting businesses its own figures', async () => {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    for (let i = 0; i < 5; i++) await quote(await business(t, clock, { credits: 50 }), job);
    const detail = await ok<{ quotes: Card[] }>(me, 'GET', `/api/my-jobs/${job._id}`);
    expect(detail.quotes).toHaveLength(5);
    expect(new Set(detail.quotes.map((q) => q.business.userId)).size).toBe(5);
  });
});

describe('GST on a quote', () => {
  it('defaults to the NZ practice (incl. GST), keeps what the business chose, and shows it to both sides', async () => {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const inclusive = await quote(await business(t, clock, { credits: 50 }), job);
    const tradie = await business(t, clock, { credits: 50 });
    const exclusive = await quote(tradie, job, { gstIncluded: false });
    expect(inclusive.gstIncluded).toBe(true);
    expect(exclusive.gstIncluded).toBe(false);
    const [row] = await t.database.db
      .select({ gst: quotes.gstIncluded })
      .from(quotes)
      .where(eq(quotes.id, exclusive._id));
    expect(row?.gst).toBe(false);
    const bad = await call(tradie, 'POST', '/api/send-quote', {
      ...quoteBody(await postJob(t, me)),
      gstIncluded: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('body.gstIncluded');
  });
});

describe('the "How did it go?" reminder', () => {
  async function completedJob() {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 50 });
    const job = await postJob(t, me);
    const q = await quote(tradie, job);
    await ok(me, 'POST', `/api/jobs/${job._id}/hire`, { quoteId: q._id });
    await ok(me, 'POST', `/api/jobs/${job._id}/complete`);
    return { me, job };
  }

  it('is sent once when no review is written', async () => {
    const { me } = await completedJob();
    await t.drainOutbox();
    expect(await mailsTo(me.email, 'review-request')).toHaveLength(1);
    const sent = await t.database.db.select().from(devMailbox).where(eq(devMailbox.to, me.email));
    expect(sent.map((m) => m.subject)).toContain('How did it go? Review your business on Quoteway');
  });

  it('is dropped when the review is posted before it goes out', async () => {
    const { me, job } = await completedJob();
    await ok(me, 'POST', `/api/jobs/${job._id}/review`, review);
    const queued = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM ${outbox} WHERE kind = 'review-reminder' AND payload->>'jobId' = ${job._id}`,
    );
    expect(queued).toHaveLength(0);
    await t.drainOutbox();
    expect(await mailsTo(me.email, 'review-request')).toHaveLength(0);
  });

  it('is not sent when the review exists by the time it runs', async () => {
    const { me, job } = await completedJob();
    await ok(me, 'POST', `/api/jobs/${job._id}/review`, review);
    // A reminder already claimed by a worker when the review was posted (the drop missed
    // it): the handler checks at send time.
    await enqueue(t.database.db, 'review-reminder', { jobId: job._id }, clock.now());
    await t.drainOutbox();
    expect(await mailsTo(me.email, 'review-request')).toHaveLength(0);
    const [settled] = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM ${outbox} WHERE kind = 'review-reminder' AND payload->>'jobId' = ${job._id}`,
    );
    expect(settled?.status).toBe('done');
  });

  it('a job shows reviewed once its review is posted', async () => {
    const { me, job } = await completedJob();
    const before = await ok<{ job: { reviewed: boolean } }>(me, 'GET', `/api/my-jobs/${job._id}`);
    expect(before.job.reviewed).toBe(false);
    await ok(me, 'POST', `/api/jobs/${job._id}/review`, review);
    const after = await ok<{ job: { reviewed: boolean } }>(me, 'GET', `/api/my-jobs/${job._id}`);
    expect(after.job.reviewed).toBe(true);
    const list = await ok<{ jobs: Array<{ _id: string; reviewed: boolean }> }>(
      me,
      'GET',
      '/api/my-jobs?status=completed',
    );
    expect(list.jobs.find((j) => j._id === job._id)?.reviewed).toBe(true);
  });
});

describe('hire and cancel exclude each other', () => {
  it('cancelling after a hire ends the hire and tells the business (notification, e-mail, realtime)', async () => {
    const listening = await createTestApp({}, { clock });
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (listening.app.server.address() as AddressInfo).port;
      const me = await customer(listening, clock, { userName: 'Mere Tipene' });
      const tradie = await business(listening, clock, { credits: 50 });
      const other = await business(listening, clock, { credits: 50 });
      const job = await postJob(listening, me);
      const send = async (who: Party) => {
        const res = await listening.app.inject({
          method: 'POST',
          url: '/api/send-quote',
          headers: who.headers,
          payload: quoteBody(job),
        });
        return res.json().quote._id as string;
      };
      const hiredQuote = await send(tradie);
      await send(other);
      const inject = (url: string, payload?: object) =>
        listening.app.inject({
          method: 'POST',
          url,
          headers: me.headers,
          ...(payload ? { payload } : {}),
        });
      expect((await inject(`/api/jobs/${job._id}/hire`, { quoteId: hiredQuote })).statusCode).toBe(
        200,
      );

      const socket = connect(`http://127.0.0.1:${port}`, {
        auth: { token: tradie.headers.authorization?.slice(7) },
        transports: ['websocket'],
      });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const told = new Promise((resolve) => socket.on('fetch-leads', resolve));
      const cancelled = await inject(`/api/jobs/${job._id}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(await told).toEqual({ leadId: job._id });
      socket.disconnect();

      const body = cancelled.json();
      expect(body.job.status).toBe('cancelled');
      expect(body.quotes.map((q: { status: string }) => q.status).sort()).toEqual([
        'cancelled',
        'declined',
      ]);
      const [row] = await listening.database.db.select().from(jobs).where(eq(jobs.id, job._id));
      expect(row?.hiredQuoteId).toBeNull();

      await listening.drainOutbox();
      const notes = await listening.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: tradie.headers,
      });
      const ended = notes
        .json()
        .notifications.find((n: { kind: string }) => n.kind === 'hire-cancelled');
      expect(ended).toMatchObject({
        text: 'Mere T. cancelled the job “Leak or burst pipe · House” you were hired for',
      });
      const mail = await listening.database.db
        .select()
        .from(devMailbox)
        .where(eq(devMailbox.to, tradie.email));
      expect(mail.map((m) => m.subject)).toContain('A customer cancelled a job you were hired for');
      const apps = await listening.app.inject({
        method: 'GET',
        url: '/api/applications',
        headers: tradie.headers,
      });
      const mine = apps.json().applications.find((a: { jobId: string }) => a.jobId === job._id);
      expect(mine.state).toBe('cancelled');
      // Cancelled is final: no hire, no completion, no second cancel.
      expect((await inject(`/api/jobs/${job._id}/hire`, { quoteId: hiredQuote })).statusCode).toBe(
        409,
      );
      expect((await inject(`/api/jobs/${job._id}/complete`)).statusCode).toBe(409);
      expect((await inject(`/api/jobs/${job._id}/cancel`)).statusCode).toBe(409);
    } finally {
      await listening.close();
    }
  });

  it('refuses a hire after a cancel (409), the credits already returned', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 50 });
    const job = await postJob(t, me);
    const q = await quote(tradie, job);
    await ok(me, 'POST', `/api/jobs/${job._id}/cancel`);
    const hire = await call(me, 'POST', `/api/jobs/${job._id}/hire`, { quoteId: q._id });
    expect(hire.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, q._id));
    expect(row?.status).toBe('returned');
  });

  it('a hire and a cancel sent at once end in one consistent state, every time', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 500 });
    const rounds = [];
    for (let i = 0; i < 12; i++) {
      const job = await postJob(t, me);
      rounds.push({ job, quote: await quote(tradie, job) });
    }
    const outcomes = await Promise.all(
      rounds.map(async ({ job, quote: q }) => {
        const [hire, cancel] = await Promise.all([
          call(me, 'POST', `/api/jobs/${job._id}/hire`, { quoteId: q._id }),
          call(me, 'POST', `/api/jobs/${job._id}/cancel`),
        ]);
        return { job, quote: q, hire: hire.statusCode, cancel: cancel.statusCode };
      }),
    );
    for (const o of outcomes) {
      // The cancel always wins in the end; the hire either came first (and was ended) or
      // found the job cancelled.
      expect(o.cancel).toBe(200);
      expect([200, 409]).toContain(o.hire);
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, o.job._id));
      const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, o.quote._id));
      expect(job?.status).toBe('cancelled');
      expect(job?.hiredQuoteId).toBeNull();
      expect(row?.status).toBe(o.hire === 200 ? 'cancelled' : 'returned');
    }
    const stillHired = await t.database.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.businessId, tradie.id), eq(quotes.status, 'hired')));
    expect(stillHired).toHaveLength(0);
  });
});
