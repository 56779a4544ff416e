import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  business,
  customer,
  leadList,
  localityId,
  open,
  type Party,
  postJob,
  quoteBody,
} from '../../../test/marketplace';
import { queryRows } from '../../db/client';
import { creditEntries, devMailbox, messages, quotes } from '../../db/schema';
import { creditBalance } from '../credits/lots';

const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const send = (who: Party, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/send-quote', headers: who.headers, payload });

async function ledgerSum(userId: string) {
  const [row] = await queryRows<{ total: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(amount), 0)::int AS total FROM ${creditEntries} WHERE user_id = ${userId}`,
  );
  return Number(row?.total ?? 0);
}
const balance = (userId: string) => creditBalance(t.database.db, userId, clock.now());

describe('matching', () => {
  it('a job is a lead for businesses of its trade whose area covers it, and no others', async () => {
    const near = await business(t, clock, { locality: 'Wellington Central', radiusKm: 30 });
    const small = await business(t, clock, { locality: 'Wellington Central', radiusKm: 5 });
    const far = await business(t, clock, { locality: 'Auckland Central', radiusKm: 50 });
    const otherTrade = await business(t, clock, { profession: 'electrician' });
    const me = await customer(t, clock);
    const job = await postJob(t, me); // Porirua, about 17 km from Wellington Central
    const ids = async (who: Party) => (await leadList(t, who, 'new')).data.map((l) => l._id);
    expect(await ids(near)).toContain(job._id);
    expect(await ids(small)).not.toContain(job._id);
    expect(await ids(far)).not.toContain(job._id);
    expect(await ids(otherTrade)).not.toContain(job._id);
    const lead = (await leadList(t, near, 'new')).data.find((l) => l._id === job._id);
    expect(lead).toMatchObject({ credits: 8, noOfQuotes: 0, maxQuotes: 5 });
    expect((lead as unknown as { distanceKm: number }).distanceKm).toBeGreaterThan(10);
    expect((lead as unknown as { distanceKm: number }).distanceKm).toBeLessThan(25);
  });

  it('e-mails each matching business and sends fetch-leads to its sockets at once', async () => {
    const listening = await createTestApp({}, { clock });
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (listening.app.server.address() as AddressInfo).port;
      const tradie = await business(listening, clock, { radiusKm: 40 });
      const socket = connect(`http://127.0.0.1:${port}`, {
        auth: { token: tradie.headers.authorization?.slice(7) },
        transports: ['websocket'],
      });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const got = new Promise((resolve) => socket.on('fetch-leads', resolve));
      const job = await postJob(listening, await customer(listening, clock));
      await listening.outbox.runOnce(); // lead-alerts
      expect(await got).toEqual({ leadId: job._id });
      // The notifications it wrote, their e-mails, the e-mails themselves.
      await listening.drainOutbox();
      const mail = await listening.database.db
        .select()
        .from(devMailbox)
        .where(eq(devMailbox.to, tradie.email));
      expect(mail[0]?.subject).toBe('A new job near you on Quoteway');
      expect(mail[0]?.text).toContain(`/lead-details/${job._id}`);
      socket.disconnect();
    } finally {
      await listening.close();
    }
  });

  it('refuses a socket with a bad token', async () => {
    const listening = await createTestApp({}, { clock });
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (listening.app.server.address() as AddressInfo).port;
      const socket = connect(`http://127.0.0.1:${port}`, {
        auth: { token: 'not-a-session' },
        transports: ['websocket'],
        reconnection: false,
      });
      const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
      expect(error.message).toBe('token is invalid');
      socket.disconnect();
    } finally {
      await listening.close();
    }
  });

  it('a business changes its trades and area and its leads follow', async () => {
    const tradie = await business(t, clock, { profession: 'electrician', radiusKm: 10 });
    const job = await postJob(t, await customer(t, clock));
    expect((await leadList(t, tradie, 'new')).data.map((l) => l._id)).not.toContain(job._id);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/business/service-area',
      headers: tradie.headers,
      payload: {
        professions: ['electrician', 'plumber'],
        localityId: await localityId(t, 'Porirua'),
        radiusKm: 10,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ professions: ['electrician', 'plumber'], radiusKm: 10 });
    expect(res.json().location.locality).toBe('Porirua');
    expect((await leadList(t, tradie, 'new')).data.map((l) => l._id)).toContain(job._id);
  });

  it.each([
    [{ professions: [], localityId: 1, radiusKm: 10 }, 'body.professions'],
    [{ professions: ['plumber'], localityId: 1, radiusKm: 500 }, 'body.radiusKm'],
    [{ professions: ['wizard'], localityId: 1, radiusKm: 10 }, 'body.professions'],
    [{ professions: ['plumber'], localityId: 99_999_999, radiusKm: 10 }, 'body.localityId'],
  ])('service area %j is refused naming %s', async (payload, field) => {
    const tradie = await business(t, clock);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/business/service-area',
      headers: tradie.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });
});

describe('lead lists', () => {
  it('pages 5 at a time with moreToLoad, newest first', async () => {
    const tradie = await business(t, clock, { profession: 'gasfitter', radiusKm: 40 });
    const me = await customer(t, clock);
    const posted: string[] = [];
    for (let i = 0; i < 7; i++) {
      offset += 60_000;
      posted.push(
        (
          await postJob(t, me, {
            professionSlug: 'gasfitter',
            answers: [
              { questionId: 'work-type', options: ['Gas hob or oven'] },
              { questionId: 'gas-supply', options: ['Natural gas'] },
              { questionId: 'timing', options: ['Flexible'] },
              { questionId: 'budget', options: ['Total'], amountCents: 30_000 },
            ],
          })
        )._id,
      );
    }
    const first = await leadList(t, tradie, 'new');
    expect(first.data).toHaveLength(5);
    expect(first.moreToLoad).toBe(true);
    expect(first.total).toBe(7);
    expect(first.data.map((l) => l._id)).toEqual(posted.slice(2).reverse());
    const second = await leadList(t, tradie, 'new', 'page=2');
    expect(second.data).toHaveLength(2);
    expect(second.moreToLoad).toBe(false);
    const past = await leadList(t, tradie, 'new', 'page=9');
    expect(past).toEqual({ data: [], moreToLoad: false, total: 7 });
  });

  it('filters by age, budget range and category', async () => {
    const tradie = await business(t, clock, { radiusKm: 40 });
    const me = await customer(t, clock);
    const old = await postJob(t, me, { budgetCents: 500_000 });
    offset += 12 * 86_400_000;
    const cheap = await postJob(t, me, { budgetCents: 20_000 });
    const ids = async (q: string) => (await leadList(t, tradie, 'new', q)).data.map((l) => l._id);
    expect(await ids('')).toContain(cheap._id);
    expect(await ids('')).not.toContain(old._id); // older than 10 days
    expect(await ids('age=30')).toContain(old._id);
    expect(await ids('age=30&range=3,100')).toEqual(expect.arrayContaining([old._id]));
    expect(await ids('age=30&range=3,100')).not.toContain(cheap._id);
    expect(await ids('category=electrical')).toEqual([]);
    expect(await ids('category=plumbing-gas')).toContain(cheap._id);
  });

  it.each([
    ['perPage=0', 'querystring.perPage'],
    ['age=abc', 'querystring.age'],
    ['range=50,10', 'querystring.range'],
    ['category=Not%20A%20Slug', 'querystring.category'],
  ])('refuses %s naming %s', async (query, field) => {
    const tradie = await business(t, clock);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/get-leads?${query}`,
      headers: tradie.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });

  it('is for business users only', async () => {
    const me = await customer(t, clock);
    const res = await t.app.inject({ method: 'POST', url: '/api/get-leads', headers: me.headers });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/get-leads' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a lead and its quote', () => {
  it('shows the price before spending and hides the contact until this business quotes', async () => {
    const tradie = await business(t, clock, { credits: 100 });
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/get-lead/${job._id}`,
      headers: tradie.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toContain('Porirua'); // encrypted
    const lead = open<{
      job: { credits: number; customer: { firstName: string } };
      contact: unknown;
      noOfQuotes: number;
      draftJob: unknown;
    }>(res.json());
    expect(lead.job.credits).toBe(8);
    expect(lead.job.customer).toEqual({ firstName: 'Aroha' });
    expect(lead.contact).toBeNull();
    expect(JSON.stringify(lead)).not.toContain(me.email);
    expect((await send(tradie, quoteBody(job))).statusCode).toBe(200);
    const after = open<{ contact: { email: string; mobile: string }; noOfQuotes: number }>(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/get-lead/${job._id}`,
          headers: tradie.headers,
        })
      ).json(),
    );
    expect(after.contact.email).toBe(me.email);
    expect(after.contact.mobile).toBe('+64211234567');
    expect(after.noOfQuotes).toBe(1);
  });

  it('a lead outside the business’s trade or area is not found', async () => {
    const far = await business(t, clock, { locality: 'Auckland Central', radiusKm: 10 });
    const job = await postJob(t, await customer(t, clock));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/get-lead/${job._id}`,
      headers: far.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await send(far, quoteBody(job))).statusCode).toBe(404);
  });

  it('send-quote takes the credits, records the quote, conversation and first message', async () => {
    const tradie = await business(t, clock, { credits: 20 });
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const res = await send(tradie, quoteBody(job));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your quote has been sent');
    expect(body.credits).toBe(12);
    expect(await balance(tradie.id)).toBe(12);
    expect(await ledgerSum(tradie.id)).toBe(12);
    const [entry] = await t.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.kind, 'quote'))
      .orderBy(sql`${creditEntries.id} DESC`)
      .limit(1);
    expect(entry).toMatchObject({ userId: tradie.id, amount: -8 });
    expect(entry?.reason).toBe('Quote: {trade} in {place}');
    expect(entry?.reasonValues).toEqual({ trade: 'Plumber', place: 'Porirua' });
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, body.conversationId));
    expect(message).toMatchObject({ senderId: tradie.id, messageType: 'quote' });
    expect((await leadList(t, tradie, 'new')).data.map((l) => l._id)).not.toContain(job._id);
    const quoted = await leadList(t, tradie, 'quoted');
    expect(quoted.data[0]).toMatchObject({ _id: job._id, noOfQuotes: 1 });
    expect(quoted.data[0]?.quote).toMatchObject({ status: 'sent', credits: 8 });
    await t.drainOutbox();
    const [mail] = await t.database.db.select().from(devMailbox).where(eq(devMailbox.to, me.email));
    expect(mail?.subject).toBe('You have a new quote on Quoteway');
  });

  it('refuses a second quote from the same business, with no second charge', async () => {
    const tradie = await business(t, clock, { credits: 50 });
    const job = await postJob(t, await customer(t, clock));
    expect((await send(tradie, quoteBody(job))).statusCode).toBe(200);
    const again = await send(tradie, quoteBody(job));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already quoted on this job');
    expect(await balance(tradie.id)).toBe(42);
  });

  it('refuses a balance that is too low with a link to Plans, and writes nothing', async () => {
    const tradie = await business(t, clock, { credits: 5 });
    const job = await postJob(t, await customer(t, clock));
    const res = await send(tradie, quoteBody(job));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(
      'This lead costs 8 credits and you have 5. Buy credits on the Plans page.',
    );
    expect(res.json().plansUrl).toBe(`/plans/${job._id}`);
    expect(await balance(tradie.id)).toBe(5);
    const rows = await t.database.db.select().from(quotes).where(eq(quotes.jobId, job._id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a price the business was not shown', async () => {
    const tradie = await business(t, clock, { credits: 50 });
    const job = await postJob(t, await customer(t, clock));
    const res = await send(tradie, quoteBody({ ...job, credits: 3 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The price of this lead is 8 credits, not 3');
  });

  it('takes at most 5 quotes; the job then leaves everyone’s new leads', async () => {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const tradies = await Promise.all(
      Array.from({ length: 6 }, () => business(t, clock, { credits: 20 })),
    );
    for (const tradie of tradies.slice(0, 5)) {
      expect((await send(tradie, quoteBody(job))).statusCode).toBe(200);
    }
    const sixth = tradies[5] as Party;
    expect((await leadList(t, sixth, 'new')).data.map((l) => l._id)).not.toContain(job._id);
    const res = await send(sixth, quoteBody(job));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This job already has 5 quotes');
    expect(await balance(sixth.id)).toBe(20);
  });

  it.each([
    [{ estCost: { type: 'Weekly', value: 100 } }, 'body.estCost.type'],
    [{ estCost: { type: 'Flat', value: -1 } }, 'body.estCost.value'],
    [{ estCost: { type: 'Flat', value: 10.5 } }, 'body.estCost.value'],
    [{ comment: '   ' }, 'body.comment'],
    [{ lead: { _id: 'not-a-uuid', credits: 8 } }, 'body.lead._id'],
  ])('refuses %j naming %s', async (override, field) => {
    const tradie = await business(t, clock, { credits: 50 });
    const job = await postJob(t, await customer(t, clock));
    const res = await send(tradie, quoteBody(job, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });
});

describe('drafts', () => {
  it('saves a draft, lists it, prefills the lead, and removes it', async () => {
    const tradie = await business(t, clock, { credits: 50 });
    const job = await postJob(t, await customer(t, clock));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/save-job-as-draft',
      headers: tradie.headers,
      payload: { id: job._id, metadata: { comment: 'Half written', estCost: { value: 1000 } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Job saved as draft' });
    expect((await leadList(t, tradie, 'draft')).data.map((l) => l._id)).toEqual([job._id]);
    expect((await leadList(t, tradie, 'new')).data.map((l) => l._id)).not.toContain(job._id);
    const lead = open<{ draftJob: { metadata: { comment: string } } }>(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/get-lead/${job._id}`,
          headers: tradie.headers,
        })
      ).json(),
    );
    expect(lead.draftJob.metadata.comment).toBe('Half written');
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/remove-draft-leads?jobId=${job._id}`,
      headers: tradie.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await leadList(t, tradie, 'draft')).data).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/remove-draft-leads?jobId=${job._id}`,
      headers: tradie.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('sending the quote clears the draft', async () => {
    const tradie = await business(t, clock, { credits: 50 });
    const job = await postJob(t, await customer(t, clock));
    await t.app.inject({
      method: 'POST',
      url: '/api/save-job-as-draft',
      headers: tradie.headers,
      payload: { id: job._id, metadata: {} },
    });
    expect((await send(tradie, quoteBody(job))).statusCode).toBe(200);
    expect((await leadList(t, tradie, 'draft')).data).toEqual([]);
  });
});

describe('hiring, completing, cancelling and fair returns', () => {
  async function jobWithQuotes(n: number) {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const tradies: Party[] = [];
    for (let i = 0; i < n; i++) {
      const tradie = await business(t, clock, { credits: 30 });
      expect((await send(tradie, quoteBody(job))).statusCode).toBe(200);
      tradies.push(tradie);
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/my-jobs/${job._id}`,
      headers: me.headers,
    });
    return { me, job, tradies, quotes: detail.json().quotes as Array<{ _id: string }> };
  }

  it('the customer sees the quotes, hires one, and the others are declined and told', async () => {
    const { me, job, tradies, quotes: list } = await jobWithQuotes(3);
    expect(list).toHaveLength(3);
    const chosen = list[1] as { _id: string; business: { userId: string } };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/hire`,
      headers: me.headers,
      payload: { quoteId: chosen._id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().job.status).toBe('hired');
    expect(res.json().quotes.map((q: { status: string }) => q.status)).toEqual([
      'declined',
      'hired',
      'declined',
    ]);
    await t.drainOutbox();
    const subjects = async (who: Party) =>
      (await t.database.db.select().from(devMailbox).where(eq(devMailbox.to, who.email))).map(
        (m) => m.subject,
      );
    const hired = tradies.find((p) => p.id === chosen.business.userId) as Party;
    const declined = tradies.find((p) => p.id !== chosen.business.userId) as Party;
    expect(await subjects(hired)).toContain('You have been hired on Quoteway');
    expect(await subjects(declined)).toContain('A job you quoted on has been filled');
    // Declined quotes keep their cost: the business had its fair chance.
    expect(await balance(declined.id)).toBe(22);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/complete`,
      headers: me.headers,
    });
    expect(done.json().job.status).toBe('completed');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/cancel`,
      headers: me.headers,
    });
    expect(cancel.statusCode).toBe(409);
  });

  it('only the job’s customer may hire, and only a quote of that job', async () => {
    const { job, quotes: list } = await jobWithQuotes(1);
    const stranger = await customer(t, clock);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/hire`,
      headers: stranger.headers,
      payload: { quoteId: (list[0] as { _id: string })._id },
    });
    expect(res.statusCode).toBe(404);
    const other = await jobWithQuotes(1);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${other.job._id}/hire`,
      headers: other.me.headers,
      payload: { quoteId: (list[0] as { _id: string })._id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe('body.quoteId');
  });

  it('cancelling before hiring returns every quoting business its credits, with the reason', async () => {
    const { me, job, tradies } = await jobWithQuotes(2);
    for (const tradie of tradies) expect(await balance(tradie.id)).toBe(22);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/cancel`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().job.status).toBe('cancelled');
    expect(res.json().quotes.map((q: { status: string }) => q.status)).toEqual([
      'returned',
      'returned',
    ]);
    for (const tradie of tradies) {
      expect(await balance(tradie.id)).toBe(30);
      expect(await ledgerSum(tradie.id)).toBe(30);
      const [entry] = await t.database.db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.userId, tradie.id))
        .orderBy(sql`${creditEntries.id} DESC`)
        .limit(1);
      expect(entry).toMatchObject({
        kind: 'return',
        amount: 8,
        reason: 'Credits returned: {reason}',
        reasonValues: { reason: 'the customer cancelled the job before hiring' },
      });
    }
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/cancel`,
      headers: me.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(await balance((tradies[0] as Party).id)).toBe(30);
  });

  it('a quote the customer has not opened in 48 hours gets its credits back, once', async () => {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const unopened = await business(t, clock, { credits: 30 });
    expect((await send(unopened, quoteBody(job))).statusCode).toBe(200);
    await t.drainOutbox(); // e-mails now; the 48 h check is not due yet
    offset += 47 * 3_600_000;
    await t.drainOutbox();
    expect(await balance(unopened.id)).toBe(22);
    offset += 2 * 3_600_000;
    await t.drainOutbox();
    expect(await balance(unopened.id)).toBe(30);
    expect(await ledgerSum(unopened.id)).toBe(30);
    await t.drainOutbox();
    expect(await balance(unopened.id)).toBe(30);
  });

  it('a quote the customer opened keeps its cost after 48 hours', async () => {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const opened = await business(t, clock, { credits: 30 });
    expect((await send(opened, quoteBody(job))).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/my-jobs/${job._id}`, headers: me.headers });
    offset += 49 * 3_600_000;
    await t.drainOutbox();
    await t.drainOutbox();
    expect(await balance(opened.id)).toBe(22);
  });
});
