import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import { translator } from '@quoteway/i18n/server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { queryRows } from '../../db/client';
import { businesses, creditLots, devSms, notifications, outbox, users } from '../../db/schema';
import { addLot, spendCredits } from '../credits';

// Notifications on the real app: each event writes one for the right person, read in the
// request's language; the realtime hint reaches the person's socket; the e-mail leaves after
// the delay only if still unread and wanted; a new lead is texted only to who chose texts.

const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
const DELAY_S = 120;
const ORIGIN = 'https://quoteway.test';
let t: TestApp;
let smtp: TestSmtpServer;
let port = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Quoteway <no-reply@quoteway.test>',
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_MAX: 1_000_000,
      NOTIFICATION_EMAIL_DELAY_SECONDS: DELAY_S,
    },
    { clock },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const call = (
  who: Party,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, ...headers },
    ...(payload ? { payload } : {}),
  });

async function ok(who: Party, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** The person's notification rows, oldest first. */
const rowsOf = (who: Party) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, who.id))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));

async function kindsOf(who: Party) {
  return (await rowsOf(who)).map((row) => `${row.kind} ${row.link}`);
}

/** Time passes between events, so their notifications have an order. */
const tick = () => {
  offset += 1000;
};

/** Deliver what is due now; then, past the e-mail delay, what is due by then. */
async function deliverAll() {
  await t.drainOutbox();
  offset += DELAY_S * 1000 + 1000;
  await t.drainOutbox();
}

async function quote(tradie: Party, job: { _id: string; credits: number }) {
  const sent = await ok(tradie, 'POST', '/api/send-quote', quoteBody(job));
  return { quoteId: sent.quote._id as string, conversationId: sent.conversationId as string };
}

const reviewBody = {
  rating: 4,
  quality: 4,
  communication: 5,
  value: 4,
  punctuality: 4,
  text: 'Turned up on time and did a tidy job of it.',
};

async function socketOf(who: Party): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, {
    auth: { token: who.headers.authorization?.slice(7) },
    transports: ['websocket'],
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return socket;
}

const setPreferences = (who: Party, preferences: object) =>
  t.database.db
    .update(users)
    .set({ notificationPreferences: preferences })
    .where(eq(users.id, who.id));

describe('who is told of what', () => {
  it('each event of the marketplace loop tells the right person, once, with its link', async () => {
    const me = await customer(t, clock, { userName: 'Aroha Ngata' });
    const bystander = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const electrician = await business(t, clock, {
      profession: 'electrician',
      locality: 'Auckland Central',
      radiusKm: 20,
    });
    const job = await postJob(t, me);
    await t.drainOutbox(); // the lead alerts
    expect(await kindsOf(tradie)).toEqual([`new-lead /lead-details/${job._id}`]);
    tick();

    const { quoteId } = await quote(tradie, job);
    expect(await kindsOf(me)).toEqual([`quote-received /my-jobs/0/${job._id}`]);

    // Opening the job opens the quote: the business is told once, however often it is opened.
    tick();
    await ok(me, 'GET', `/api/my-jobs/${job._id}`);
    await ok(me, 'GET', `/api/my-jobs/${job._id}`);
    tick();
    await ok(me, 'POST', `/api/jobs/${job._id}/hire`, { quoteId });
    tick();
    await ok(me, 'POST', `/api/jobs/${job._id}/complete`);
    tick();
    const review = await ok(me, 'POST', `/api/jobs/${job._id}/review`, reviewBody);
    tick();
    await ok(tradie, 'POST', `/api/reviews/${review.review._id}/reply`, { text: 'Thank you!' });

    expect(await kindsOf(tradie)).toEqual([
      `new-lead /lead-details/${job._id}`,
      `quote-opened /lead-details/${job._id}`,
      `hired /lead-details/${job._id}`,
      `job-completed /lead-details/${job._id}`,
      'review-received /leads/reviews',
    ]);
    expect(await kindsOf(me)).toEqual([
      `quote-received /my-jobs/0/${job._id}`,
      `review-replied /review/${job._id}`,
    ]);
    expect(await kindsOf(bystander)).toEqual([]);
    expect(await kindsOf(electrician)).toEqual([]);

    // The sentences, in English (the translations come with the catalogs).
    const listed = await ok(tradie, 'GET', '/api/notifications');
    expect(listed.notifications.map((n: { text: string }) => n.text)).toEqual([
      'Aroha N. reviewed you: 4 stars',
      'Aroha N. marked the job “Leak or burst pipe · House” complete',
      'Aroha N. hired you for “Leak or burst pipe · House”',
      'Aroha N. opened your quote for “Leak or burst pipe · House”',
      'New lead: Leak or burst pipe · House in Porirua',
    ]);
    const mine = await ok(me, 'GET', '/api/notifications');
    const [owned] = await t.database.db
      .select({ name: businesses.businessName })
      .from(businesses)
      .where(eq(businesses.userId, tradie.id));
    const businessName = owned?.name;
    expect(mine.notifications.map((n: { text: string }) => n.text)).toEqual([
      `${businessName} replied to your review`,
      `${businessName} sent you a quote for “Leak or burst pipe · House”`,
    ]);
  });

  it('a quote read in the chat counts as opened, and tells its business', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const job = await postJob(t, me);
    const { conversationId } = await quote(tradie, job);
    await ok(me, 'POST', '/api/seen-conversation', { conversationId });
    await ok(me, 'GET', `/api/my-jobs/${job._id}`);
    const opened = (await rowsOf(tradie)).filter((row) => row.kind === 'quote-opened');
    expect(opened.map((row) => row.link)).toEqual([`/lead-details/${job._id}`]);
  });

  it('credits returned: when the customer cancels, and after 48 unopened hours', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const cancelled = await postJob(t, me);
    const unopened = await postJob(t, me);
    await t.drainOutbox(); // the lead alerts
    tick();
    await quote(tradie, cancelled);
    await ok(me, 'POST', `/api/jobs/${cancelled._id}/cancel`);
    tick();
    await quote(tradie, unopened);
    offset += 48 * 3_600_000 + 1000;
    await t.drainOutbox();
    const returned = (await rowsOf(tradie)).filter((row) => row.kind === 'credits-returned');
    expect(returned.map((row) => [row.link, row.values])).toEqual([
      [
        '/plans',
        {
          credits: cancelled.credits,
          reason: 'the customer cancelled the job before hiring',
          title: 'Leak or burst pipe · House',
        },
      ],
      [
        '/plans',
        {
          credits: unopened.credits,
          reason: 'the customer did not open your quote within 48 hours',
          title: 'Leak or burst pipe · House',
        },
      ],
    ]);
    const listed = await ok(tradie, 'GET', '/api/notifications');
    expect(listed.notifications[0].text).toBe(
      `${unopened.credits} credits returned for “Leak or burst pipe · House”: the customer did not open your quote within 48 hours`,
    );
    expect(await kindsOf(me)).toEqual([
      `quote-received /my-jobs/0/${cancelled._id}`,
      `quote-received /my-jobs/0/${unopened._id}`,
    ]);
  });

  it('a purchase writes its receipt', async () => {
    const tradie = await business(t, clock);
    const res = await call(
      tradie,
      'POST',
      '/api/purchases',
      {
        planId: 'plan-50',
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      },
      { 'idempotency-key': `receipt-${tradie.id}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    // The receipt opens the page of its tax invoice.
    expect(await kindsOf(tradie)).toEqual([
      expect.stringMatching(/^purchase-receipt \/invoices\/[0-9a-f-]{36}$/),
    ]);
    const listed = await ok(tradie, 'GET', '/api/notifications');
    expect(listed.notifications[0]).toMatchObject({
      kind: 'purchase-receipt',
      text: 'Receipt: 50 credits bought',
    });
    await deliverAll();
    expect(smtp.messages.filter((m) => m.to.includes(tradie.email))).toHaveLength(1);
  });
});

describe('reading notifications', () => {
  it('lists newest first with the unread count; read and read-all change it; others’ ids are 404', async () => {
    const me = await customer(t, clock);
    const other = await customer(t, clock);
    const tradies = [
      await business(t, clock, { credits: 100 }),
      await business(t, clock, { credits: 100 }),
      await business(t, clock, { credits: 100 }),
    ];
    const job = await postJob(t, me);
    for (const tradie of tradies) {
      await quote(tradie, job);
      offset += 1000;
    }
    const first = await ok(me, 'GET', '/api/notifications', undefined);
    expect(first.unread).toBe(3);
    expect(first.notifications).toHaveLength(3);
    const times = first.notifications.map((n: { createdAt: string }) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.notifications.every((n: { readAt: null }) => n.readAt === null)).toBe(true);
    const limited = await ok(me, 'GET', '/api/notifications?limit=2');
    expect(limited.notifications).toHaveLength(2);
    expect(limited.unread).toBe(3);

    const [newest] = first.notifications as { id: string }[];
    if (!newest) throw new Error('no notification');
    // Someone else's id is not found, and stays unread.
    const probe = await call(other, 'POST', `/api/notifications/${newest.id}/read`);
    expect(probe.statusCode).toBe(404);
    const unknown = await call(me, 'POST', `/api/notifications/${crypto.randomUUID()}/read`);
    expect(unknown.statusCode).toBe(404);
    expect((await ok(me, 'GET', '/api/notifications')).unread).toBe(3);

    expect(await ok(me, 'POST', `/api/notifications/${newest.id}/read`)).toEqual({ unread: 2 });
    // Reading it again changes nothing.
    expect(await ok(me, 'POST', `/api/notifications/${newest.id}/read`)).toEqual({ unread: 2 });
    const after = await ok(me, 'GET', '/api/notifications');
    expect(after.notifications[0]).toMatchObject({ id: newest.id, readAt: expect.any(String) });
    expect(after.notifications[1].readAt).toBeNull();

    // Another's read-all leaves mine; mine clears all.
    expect(await ok(other, 'POST', '/api/notifications/read-all')).toEqual({ unread: 0 });
    expect((await ok(me, 'GET', '/api/notifications')).unread).toBe(2);
    expect(await ok(me, 'POST', '/api/notifications/read-all')).toEqual({ unread: 0 });
    const cleared = await ok(me, 'GET', '/api/notifications');
    expect(cleared.unread).toBe(0);
    expect(cleared.notifications.every((n: { readAt: string }) => n.readAt !== null)).toBe(true);
  });

  it('reads the sentence in the request’s language, the job’s title translated', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const job = await postJob(t, me);
    await t.drainOutbox();
    const res = await call(tradie, 'GET', '/api/notifications', undefined, {
      'accept-language': 'fr',
    });
    expect(res.statusCode).toBe(200);
    const lead = (res.json().notifications as { kind: string; link: string; text: string }[]).find(
      (n) => n.link === `/lead-details/${job._id}`,
    );
    expect(lead).toMatchObject({ kind: 'new-lead' });
    if (!lead) throw new Error('no lead');
    // The job is named by its title, each part in French, inside the sentence.
    const french = translator('fr');
    const title = `${french.t('Leak or burst pipe')} · ${french.t('House')}`;
    expect(title).not.toContain('House');
    expect(lead.text).toContain(title);
    expect(lead.text).toContain('Porirua');
  });

  it('a notification written before jobs had titles still names the trade', async () => {
    const tradie = await business(t, clock, { credits: 100 });
    await t.database.db.insert(notifications).values({
      id: randomUUID(),
      userId: tradie.id,
      kind: 'hired',
      values: { customer: 'Aroha N.', trade: 'Plumber' },
      link: '/lead-details/x',
      createdAt: clock.now(),
    });
    const english = await ok(tradie, 'GET', '/api/notifications');
    expect(english.notifications[0].text).toBe('Aroha N. hired you for Plumber');
    const res = await call(tradie, 'GET', '/api/notifications', undefined, {
      'accept-language': 'fr',
    });
    const text = res.json().notifications[0].text as string;
    expect(text).toContain(translator('fr').t('Plumber'));
    expect(text).not.toContain('{');
  });
});

describe('delivery', () => {
  it('the realtime event reaches the person’s connected socket', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const job = await postJob(t, me);
    await t.drainOutbox();
    const socket = await socketOf(me);
    try {
      const heard = new Promise<unknown>((resolve) => socket.on('notification', resolve));
      await quote(tradie, job);
      await t.outbox.runOnce();
      const [row] = await rowsOf(me);
      expect(await heard).toEqual({ notificationId: row?.id });
    } finally {
      socket.disconnect();
    }
  });

  it('e-mails after the delay while unread; not once read; not when e-mail is off', async () => {
    const unread = await customer(t, clock);
    const reader = await customer(t, clock);
    const unwilling = await customer(t, clock);
    await setPreferences(unwilling, { 'quote-received': { email: false } });
    const tradie = await business(t, clock, { credits: 100 });
    for (const who of [unread, reader, unwilling]) await quote(tradie, await postJob(t, who));

    await t.drainOutbox();
    const to = (who: Party) => smtp.messages.filter((m) => m.to.includes(who.email));
    // Not due yet: nobody is e-mailed, the app is told at once.
    expect([unread, reader, unwilling].flatMap(to)).toEqual([]);
    const [readerRow] = await rowsOf(reader);
    await ok(reader, 'POST', `/api/notifications/${readerRow?.id}/read`);

    offset += DELAY_S * 1000;
    await t.drainOutbox();
    expect(to(unread).map((m) => m.subject)).toEqual(['You have a new quote on Quoteway']);
    expect(to(unread)[0]?.text).toContain(`${ORIGIN}/my-jobs/0/`);
    expect(to(reader)).toEqual([]);
    expect(to(unwilling)).toEqual([]);
    // The notification itself is there for the one who wanted no e-mail.
    expect(await rowsOf(unwilling)).toHaveLength(1);
  });

  it('texts a new lead only to a business that chose texts, in its language, with the link', async () => {
    const texted = await business(t, clock);
    const untexted = await business(t, clock);
    await setPreferences(texted, { 'new-lead': { email: true, sms: true } });
    await t.database.db
      .update(users)
      .set({ mobile: '+64215559911' })
      .where(eq(users.id, texted.id));
    await t.database.db
      .update(users)
      .set({ mobile: '+64215559922' })
      .where(eq(users.id, untexted.id));
    const job = await postJob(t, await customer(t, clock));
    await t.drainOutbox();
    const texts = await t.database.db.select().from(devSms);
    const about = texts.filter((m) => m.body.includes(job._id));
    expect(about.map((m) => [m.to, m.body])).toEqual([
      [
        '+64215559911',
        `New lead: Leak or burst pipe · House in Porirua ${ORIGIN}/lead-details/${job._id}`,
      ],
    ]);
    // Both are told in the app, and by e-mail.
    expect(await kindsOf(untexted)).toEqual([`new-lead /lead-details/${job._id}`]);
    expect(await kindsOf(texted)).toEqual([`new-lead /lead-details/${job._id}`]);
  });

  it('gates the unread-messages e-mail by its preference', async () => {
    const me = await customer(t, clock);
    const quiet = await customer(t, clock);
    await setPreferences(quiet, { 'unread-messages': { email: false } });
    const tradie = await business(t, clock, { credits: 100 });
    for (const who of [me, quiet]) {
      const { conversationId } = await quote(tradie, await postJob(t, who));
      await ok(tradie, 'POST', '/api/send-message', { conversationId, message: 'Any questions?' });
    }
    offset += 16 * 60_000;
    await t.drainOutbox();
    const subjects = (who: Party) =>
      smtp.messages.filter((m) => m.to.includes(who.email)).map((m) => m.subject);
    expect(subjects(me)).toContain('You have unread messages on Quoteway');
    expect(subjects(quiet)).not.toContain('You have unread messages on Quoteway');
  });
});

describe('credits about to expire', () => {
  it('queues checks 14 and 3 days before a lot expires; tells the owner only if credits remain', async () => {
    const keeper = await business(t, clock);
    const spender = await business(t, clock);
    const now = clock.now();
    for (const who of [keeper, spender]) {
      await t.database.db.transaction((tx) =>
        addLot(tx, {
          userId: who.id,
          credits: 30,
          source: 'grant',
          reason: 'Test credits',
          now,
          expiryDays: 30,
        }),
      );
    }
    // A lot expiring within 3 days gets no check (nothing to warn of ahead).
    await t.database.db.transaction((tx) =>
      addLot(tx, {
        userId: keeper.id,
        credits: 5,
        source: 'grant',
        reason: 'Test credits',
        now,
        expiryDays: 2,
      }),
    );
    const checks = await queryRows<{ available_at: Date | string; payload: { days: number } }>(
      t.database.db,
      sql`SELECT available_at, payload FROM ${outbox}
          WHERE kind = 'credits-expiring-check' AND payload->>'userId' = ${keeper.id}
          ORDER BY available_at`,
    );
    expect(checks.map((c) => [new Date(c.available_at).getTime(), c.payload.days])).toEqual([
      [now.getTime() + 16 * 86_400_000, 14],
      [now.getTime() + 27 * 86_400_000, 3],
    ]);
    await t.database.db.transaction((tx) =>
      spendCredits(tx, spender.id, 30, 'Test spend', clock.now()),
    );
    // 15 days on: not due yet.
    offset += 15 * 86_400_000;
    await t.drainOutbox();
    expect(await kindsOf(keeper)).toEqual([]);
    offset += 86_400_000 + 1000;
    await t.drainOutbox();
    const [warned] = await rowsOf(keeper);
    expect(warned).toMatchObject({ kind: 'credits-expiring', link: '/plans' });
    expect(warned?.values).toMatchObject({ credits: 30 });
    expect(await kindsOf(spender)).toEqual([]);
    const listed = await ok(keeper, 'GET', '/api/notifications');
    expect(listed.notifications[0].text).toMatch(/^30 credits expire on \w+ \d+, 20\d\d$/);
    const [lot] = await t.database.db
      .select()
      .from(creditLots)
      .where(and(eq(creditLots.userId, keeper.id), eq(creditLots.originalCredits, 30)));
    expect(listed.notifications[0].text).toContain(String(lot?.expiresAt.getUTCFullYear()));
  });
});

describe('applications', () => {
  it('a business sees its sent quotes, a customer the quotes on its jobs, each with its state', async () => {
    const me = await customer(t, clock, { userName: 'Mere Tipene' });
    const stranger = await customer(t, clock);
    const first = await business(t, clock, { credits: 200 });
    const second = await business(t, clock, { credits: 200 });
    const idle = await business(t, clock, { credits: 200 });

    const completed = await postJob(t, me);
    const a1 = await quote(first, completed);
    await quote(second, completed);
    await ok(me, 'GET', `/api/my-jobs/${completed._id}`);
    await ok(me, 'POST', `/api/jobs/${completed._id}/hire`, { quoteId: a1.quoteId });
    await ok(me, 'POST', `/api/jobs/${completed._id}/complete`);
    const sent = await postJob(t, me);
    await quote(first, sent);
    const opened = await postJob(t, me);
    await quote(first, opened);
    await ok(me, 'GET', `/api/my-jobs/${opened._id}`);
    const returned = await postJob(t, me);
    await quote(first, returned);
    await ok(me, 'POST', `/api/jobs/${returned._id}/cancel`);
    const hired = await postJob(t, me);
    const h2 = await quote(second, hired);
    await ok(me, 'POST', `/api/jobs/${hired._id}/hire`, { quoteId: h2.quoteId });

    type Listed = { applications: Record<string, unknown>[] };
    const states = (list: Listed) => list.applications.map((a) => `${a.jobId} ${a.state}`).sort();

    const firsts: Listed = await ok(first, 'GET', '/api/applications');
    expect(states(firsts)).toEqual(
      [
        `${completed._id} completed`,
        `${sent._id} sent`,
        `${opened._id} opened`,
        `${returned._id} returned`,
      ].sort(),
    );
    for (const a of firsts.applications) {
      expect(a).toMatchObject({
        counterpart: 'Mere T.',
        professionName: 'Plumber',
        titleParts: ['Leak or burst pipe', 'House'],
        priceCents: 45_000,
        link: `/lead-details/${a.jobId}`,
      });
    }
    const seconds: Listed = await ok(second, 'GET', '/api/applications');
    expect(states(seconds)).toEqual([`${completed._id} declined`, `${hired._id} hired`].sort());

    const mine: Listed = await ok(me, 'GET', '/api/applications');
    expect(mine.applications).toHaveLength(6);
    expect(states(mine)).toEqual(
      [
        `${completed._id} completed`,
        `${completed._id} declined`,
        `${sent._id} sent`,
        `${opened._id} opened`,
        `${returned._id} returned`,
        `${hired._id} hired`,
      ].sort(),
    );
    for (const a of mine.applications) {
      expect(a.link).toBe(`/my-jobs/0/${a.jobId}`);
      expect(a.counterpart).toMatch(/^Tradie \d+ Ltd$/);
    }
    expect((await ok(stranger, 'GET', '/api/applications')).applications).toEqual([]);
    expect((await ok(idle, 'GET', '/api/applications')).applications).toEqual([]);
  });

  it('a business in customer view sees the quotes on its own jobs', async () => {
    const owner = await business(t, clock);
    await t.database.db
      .update(users)
      .set({ mobileVerifiedAt: clock.now(), mobile: '+64215550101' })
      .where(eq(users.id, owner.id));
    const job = await postJob(t, owner, { mobile: '+64 21 555 0101' });
    const tradie = await business(t, clock, { credits: 100 });
    await quote(tradie, job);
    expect((await ok(owner, 'GET', '/api/applications')).applications).toEqual([]);
    await t.database.db
      .update(users)
      .set({ switchedToCustomerView: true })
      .where(eq(users.id, owner.id));
    const viewed = await ok(owner, 'GET', '/api/applications');
    expect(viewed.applications).toMatchObject([
      { jobId: job._id, state: 'sent', link: `/my-jobs/0/${job._id}` },
    ]);
  });
});
