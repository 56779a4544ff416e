import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  business,
  customer,
  jobBody,
  leadList,
  type Party,
  postJob,
  quoteBody,
} from '../../../test/marketplace';
import { multipart } from '../../../test/multipart';
import { queryRows } from '../../db/client';
import { outbox } from '../../db/schema';
import { sessionStore } from '../auth';

let offset = 0;
const start = Date.now();
const clock = { now: () => new Date(start + offset) };
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 }, { clock, poolSize: 12 });
});
afterAll(() => t?.close());

const review = {
  rating: 5,
  quality: 5,
  communication: 4,
  value: 4,
  punctuality: 5,
  text: 'Fixed the leak the same day and left the kitchen spotless.',
};

async function call(method: string, url: string, who: Party | null, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A job of `me` quoted by `tradie` (and by `also`), with `tradie` hired; optionally completed. */
async function hiredJob(
  me: Party,
  tradie: Party,
  options: { complete?: boolean; also?: Party[] } = {},
) {
  const job = await postJob(t, me);
  const quoted = await call('POST', '/api/send-quote', tradie, quoteBody(job));
  expect(quoted.statusCode, quoted.body).toBe(200);
  for (const other of options.also ?? []) {
    expect((await call('POST', '/api/send-quote', other, quoteBody(job))).statusCode).toBe(200);
  }
  const quoteId = quoted.json().quote._id as string;
  const hired = await call('POST', `/api/jobs/${job._id}/hire`, me, { quoteId });
  expect(hired.statusCode, hired.body).toBe(200);
  if (options.complete !== false) {
    const done = await call('POST', `/api/jobs/${job._id}/complete`, me);
    expect(done.statusCode, done.body).toBe(200);
  }
  return job._id;
}

/** The e-mails of one template queued to `to`. */
async function mailsTo(to: string, template: string) {
  // A review and a reply are notifications: their e-mails are queued when the outbox
  // delivers the notifications' e-mails (due at once in tests).
  await t.drainOutbox();
  const rows = await queryRows<{ payload: { data: { link: string } } }>(
    t.database.db,
    sql`SELECT payload FROM ${outbox} WHERE kind = 'email' AND payload->>'to' = ${to}
        AND payload->>'template' = ${template}`,
  );
  return rows.map((row) => row.payload);
}

async function aggregates(businessId: string) {
  const [row] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`SELECT b.rating_count AS "count", b.rating_sum AS "sum", b.rating_1 AS r1, b.rating_2 AS r2,
               b.rating_3 AS r3, b.rating_4 AS r4, b.rating_5 AS r5, b.quality_sum AS quality,
               b.communication_sum AS communication, b.value_sum AS value,
               b.punctuality_sum AS punctuality,
               (SELECT count(*)::int FROM reviews r WHERE r.business_id = b.user_id) AS "reviewsCount",
               (SELECT coalesce(sum(rating), 0)::int FROM reviews r WHERE r.business_id = b.user_id) AS "reviewsSum",
               (SELECT coalesce(sum(quality), 0)::int FROM reviews r WHERE r.business_id = b.user_id) AS "reviewsQuality",
               (SELECT count(*)::int FROM reviews r WHERE r.business_id = b.user_id AND rating = 5) AS "reviews5"
        FROM businesses b WHERE b.user_id = ${businessId}`,
  );
  if (!row) throw new Error('no business');
  return row;
}

describe('who may review', () => {
  it('only the hiring customer, once, after the job is complete; everyone else 403 or 409', async () => {
    const me = await customer(t, clock);
    const stranger = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const loser = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie, { complete: false, also: [loser] });
    const url = `/api/jobs/${jobId}/review`;

    const early = await call('POST', url, me, review);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/once the job is marked complete/);
    expect((await call('POST', `/api/jobs/${jobId}/complete`, me)).statusCode).toBe(200);

    for (const who of [stranger, tradie, loser]) {
      expect((await call('POST', url, who, review)).statusCode).toBe(403);
    }
    expect((await call('POST', url, null, review)).statusCode).toBe(401);

    const written = await call('POST', url, me, review);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().review).toMatchObject({
      businessId: tradie.id,
      reviewerName: 'Aroha C.',
      rating: 5,
      professionSlug: 'plumber',
      professionName: 'Plumber',
      reply: null,
      reported: false,
    });
    expect(written.json().review.jobMonth).toMatch(/^\d{4}-\d{2}$/);
    expect((await call('POST', url, me, review)).statusCode).toBe(409);

    const state = await call('GET', url, me);
    expect(state.json()).toMatchObject({ canWrite: false, canEdit: true, reason: 'reviewed' });
    expect((await call('GET', url, stranger)).statusCode).toBe(404);
  });

  it('says why not before completion, and closes 60 days after it', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie, { complete: false });
    const url = `/api/jobs/${jobId}/review`;
    expect((await call('GET', url, me)).json()).toMatchObject({
      canWrite: false,
      reason: 'not-completed',
      writeUntil: null,
      business: { _id: tradie.id },
    });
    expect((await call('POST', `/api/jobs/${jobId}/complete`, me)).statusCode).toBe(200);
    expect((await call('GET', url, me)).json()).toMatchObject({ canWrite: true, reason: null });
    offset += 61 * DAY;
    try {
      // Sessions last 30 days: sign in again, 61 days on.
      me.headers = {
        authorization: `Bearer ${await sessionStore(t.database.db, clock, 30).issue(me.id)}`,
      };
      expect((await call('GET', url, me)).json()).toMatchObject({
        canWrite: false,
        reason: 'window-closed',
      });
      const late = await call('POST', url, me, review);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/within 60 days/);
    } finally {
      offset -= 61 * DAY;
    }
  });

  it('names the field of a bad review', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie);
    const short = await call('POST', `/api/jobs/${jobId}/review`, me, { ...review, text: 'Good' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0].field).toBe('body.text');
    const six = await call('POST', `/api/jobs/${jobId}/review`, me, { ...review, quality: 6 });
    expect(six.statusCode).toBe(400);
    expect(six.json().fields[0].field).toBe('body.quality');
  });

  it('asks the customer for a review by e-mail when the job is completed', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie);
    // The reminder checks for a review when it runs, then queues the e-mail.
    await t.drainOutbox();
    const mails = await queryRows<{ payload: { template: string; data: { link: string } } }>(
      t.database.db,
      sql`SELECT payload FROM ${outbox} WHERE kind = 'email' AND payload->>'to' = ${me.email}
          AND payload->>'template' = 'review-request'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload.data.link).toMatch(new RegExp(`/review/${jobId}$`));
  });

  it('tells the business of a new review, linking to its reviews in the console', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie);
    expect((await call('POST', `/api/jobs/${jobId}/review`, me, review)).statusCode).toBe(200);
    const mails = await mailsTo(tradie.email, 'review-received');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data.link).toMatch(/\/leads\/reviews$/);
  });
});

describe('the aggregates', () => {
  it('equal the reviews after reviews written at the same moment', async () => {
    const tradie = await business(t, clock, { credits: 500 });
    const jobs: Array<{ me: Party; jobId: string; stars: number }> = [];
    for (let n = 0; n < 8; n++) {
      const me = await customer(t, clock);
      jobs.push({ me, jobId: await hiredJob(me, tradie), stars: (n % 5) + 1 });
    }
    const answers = await Promise.all(
      jobs.map(({ me, jobId, stars }) =>
        call('POST', `/api/jobs/${jobId}/review`, me, { ...review, rating: stars, quality: stars }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(jobs.map(() => 200));
    const row = await aggregates(tradie.id);
    expect(row.count).toBe(8);
    expect(row.count).toBe(row.reviewsCount);
    expect(row.sum).toBe(row.reviewsSum);
    expect(row.sum).toBe(1 + 2 + 3 + 4 + 5 + 1 + 2 + 3);
    expect(row.quality).toBe(row.reviewsQuality);
    expect([row.r1, row.r2, row.r3, row.r4, row.r5]).toEqual([2, 2, 2, 1, 1]);
    expect(row.r5).toBe(row.reviews5);

    const page = await call('GET', `/api/businesses/${tradie.id}/reviews?perPage=5`, null);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 8, page: 1, perPage: 5 });
    expect(page.json().reviews).toHaveLength(5);
  });

  it('let one of five simultaneous reviews of one job through', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/jobs/${jobId}/review`, me, review)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const row = await aggregates(tradie.id);
    expect([row.count, row.sum, row.reviewsCount]).toEqual([1, 5, 1]);
  });
});

describe('editing, replying and reporting', () => {
  it('lets the customer change the review for 48 hours, and the aggregates follow', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie);
    const id = (await call('POST', `/api/jobs/${jobId}/review`, me, review)).json().review._id;
    const changed = await call('PUT', `/api/reviews/${id}`, me, { ...review, rating: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().review).toMatchObject({ rating: 3, editedAt: expect.any(String) });
    const row = await aggregates(tradie.id);
    expect([row.count, row.sum, row.r3, row.r5]).toEqual([1, 3, 1, 0]);

    const stranger = await customer(t, clock);
    expect((await call('PUT', `/api/reviews/${id}`, stranger, review)).statusCode).toBe(404);
    offset += 49 * 60 * 60 * 1000;
    try {
      const late = await call('PUT', `/api/reviews/${id}`, me, review);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/48 hours/);
    } finally {
      offset -= 49 * 60 * 60 * 1000;
    }
  });

  it('lets the business reply once, publicly; the review is then final', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const other = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie);
    const id = (await call('POST', `/api/jobs/${jobId}/review`, me, review)).json().review._id;
    const text = 'Thank you, it was a pleasure working with you.';
    expect((await call('POST', `/api/reviews/${id}/reply`, other, { text })).statusCode).toBe(404);
    expect((await call('POST', `/api/reviews/${id}/reply`, me, { text })).statusCode).toBe(403);
    const replied = await call('POST', `/api/reviews/${id}/reply`, tradie, { text });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().review.reply).toMatchObject({ text });
    // The customer is told, with a link to their review, where the reply can be reported.
    const told = await mailsTo(me.email, 'review-replied');
    expect(told).toHaveLength(1);
    expect(told[0]?.data.link).toMatch(new RegExp(`/review/${jobId}$`));
    expect((await call('POST', `/api/reviews/${id}/reply`, tradie, { text })).statusCode).toBe(409);
    const edit = await call('PUT', `/api/reviews/${id}`, me, review);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/business has replied/);
    const listed = await call('GET', `/api/businesses/${tradie.id}/reviews`, null);
    expect(listed.json().reviews[0]).toMatchObject({ _id: id, reply: { text } });
  });

  it('records a report by either party once; the review stays visible', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie);
    const id = (await call('POST', `/api/jobs/${jobId}/review`, me, review)).json().review._id;
    const stranger = await customer(t, clock);
    const report = { reason: 'fake', detail: 'We never did this job.' };
    expect((await call('POST', `/api/reviews/${id}/report`, stranger, report)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/reviews/${id}/report`, tradie, report)).statusCode).toBe(200);
    expect((await call('POST', `/api/reviews/${id}/report`, tradie, report)).statusCode).toBe(409);
    const bad = await call('POST', `/api/reviews/${id}/report`, me, { reason: 'dislike' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('body.reason');
    const listed = await call('GET', `/api/businesses/${tradie.id}/reviews`, null);
    expect(listed.json().reviews[0]).toMatchObject({ _id: id, reported: true });
  });

  it('takes up to 5 photos, re-encoded, and refuses what is not a picture', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie);
    const id = (await call('POST', `/api/jobs/${jobId}/review`, me, review)).json().review._id;
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#2266aa' },
    })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, who: Party = me) => {
      const form = multipart({}, { field: 'image', filename: 'deck.png', bytes });
      return t.app.inject({
        method: 'POST',
        url: `/api/reviews/${id}/photos`,
        headers: { ...who.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const notImage = await upload(Buffer.from('#!/bin/sh\necho hi\n'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fields[0].field).toBe('body.image');
    expect((await upload(png, tradie)).statusCode).toBe(404);
    for (let n = 1; n <= 5; n++) {
      const added = await upload(png);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().review.photos).toHaveLength(n);
    }
    expect((await upload(png)).statusCode).toBe(409);
    const photo = (await call('GET', `/api/jobs/${jobId}/review`, me)).json().review.photos[0];
    const served = await t.app.inject(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });
});

describe('the public lists', () => {
  it('answers 404 for the reviews of an unknown business or of a customer', async () => {
    const me = await customer(t, clock);
    expect((await call('GET', `/api/businesses/${me.id}/reviews`, null)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/businesses/${unknown}/reviews`, null)).statusCode).toBe(404);
  });

  it('shows the latest good reviews with their business', async () => {
    const me = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100 });
    const jobId = await hiredJob(me, tradie);
    offset += 1000;
    const id = (await call('POST', `/api/jobs/${jobId}/review`, me, review)).json().review._id;
    const recent = await call('GET', '/api/reviews/recent', null);
    expect(recent.statusCode).toBe(200);
    expect(recent.json().reviews[0]).toMatchObject({
      _id: id,
      business: { _id: tradie.id, businessName: expect.any(String) },
    });
  });
});

describe('direct leads', () => {
  it('sends a job to the business asked, and to no other when the customer says so', async () => {
    const me = await customer(t, clock);
    const chosen = await business(t, clock, { locality: 'Auckland Central', radiusKm: 10 });
    const nearby = await business(t, clock);
    const open = await postJob(t, me, { businessId: chosen.id, openToOthers: true });
    const only = await postJob(t, me, { businessId: chosen.id });
    const ids = async (who: Party) => (await leadList(t, who, 'new')).data.map((l) => l._id);
    // The chosen business is in Auckland, the jobs in Porirua: it gets both as direct leads.
    expect(await ids(chosen)).toEqual(expect.arrayContaining([open._id, only._id]));
    const theirs = await ids(nearby);
    expect(theirs).toContain(open._id);
    expect(theirs).not.toContain(only._id);
    const lead = await call('GET', `/api/get-lead/${only._id}`, nearby);
    expect(lead.statusCode).toBe(404);
  });

  it('refuses a direct lead to something that is not a business', async () => {
    const me = await customer(t, clock);
    const other = await customer(t, clock);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: me.headers,
      payload: { ...(await jobBody(t)), businessId: other.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe('body.businessId');
    const lonely = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: me.headers,
      payload: { ...(await jobBody(t)), openToOthers: true },
    });
    expect(lonely.statusCode).toBe(400);
    expect(lonely.json().fields[0].field).toBe('body.openToOthers');
  });
});
