import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { operator } from '../../../test/operators';
import { systemClock } from '../../infra/clock';
import { auditLog, businesses, notifications, reviewReports, reviews } from '../../db/schema';

// The operators' queue of reported reviews and replies: keep or remove with a reason; both
// parties are told; a removed review leaves the business's figures in the same transaction.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 });
});
afterAll(() => t?.close());

async function call(method: 'GET' | 'POST', url: string, who: Party | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A completed job of a customer, reviewed (4 stars) and replied to by the hired business. */
async function reviewedJob() {
  const me = await customer(t, systemClock);
  const tradie = await business(t, systemClock, { credits: 100 });
  const job = await postJob(t, me);
  const quoted = await call('POST', '/api/send-quote', tradie, quoteBody(job));
  expect(quoted.statusCode, quoted.body).toBe(200);
  const quoteId = quoted.json().quote._id as string;
  expect((await call('POST', `/api/jobs/${job._id}/hire`, me, { quoteId })).statusCode).toBe(200);
  expect((await call('POST', `/api/jobs/${job._id}/complete`, me)).statusCode).toBe(200);
  const written = await call('POST', `/api/jobs/${job._id}/review`, me, {
    rating: 4,
    quality: 4,
    communication: 3,
    value: 5,
    punctuality: 4,
    text: 'Fixed the leak, though he came a day late.',
  });
  expect(written.statusCode, written.body).toBe(200);
  const reviewId = written.json().review._id as string;
  const replied = await call('POST', `/api/reviews/${reviewId}/reply`, tradie, {
    text: 'The rain held us up; sorry for the wait.',
  });
  expect(replied.statusCode, replied.body).toBe(200);
  return { me, tradie, reviewId, jobId: job._id };
}

const report = (who: Party, reviewId: string, reason = 'fake') =>
  call('POST', `/api/reviews/${reviewId}/report`, who, { reason, detail: 'Not true' });

const decide = (who: Party, reviewId: string, body: unknown) =>
  call('POST', `/api/admin/review-reports/${reviewId}/decision`, who, body);

async function figures(businessId: string) {
  const [row] = await t.database.db
    .select({
      count: businesses.ratingCount,
      sum: businesses.ratingSum,
      four: businesses.rating4,
      quality: businesses.qualitySum,
    })
    .from(businesses)
    .where(eq(businesses.userId, businessId));
  return row;
}

const told = (userIds: string[]) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(inArray(notifications.userId, userIds), eq(notifications.kind, 'review-report-decided')),
    );

describe('the reported reviews queue', () => {
  it('lists open reports with what each is about, by reason', async () => {
    const { me, tradie, reviewId } = await reviewedJob();
    const staff = await operator(t, systemClock, { role: 'support' });
    expect((await report(tradie, reviewId, 'offensive')).statusCode).toBe(200);
    expect((await report(me, reviewId, 'personal-information')).statusCode).toBe(200);

    const queue = await call('GET', '/api/admin/review-reports?limit=100', staff);
    expect(queue.statusCode, queue.body).toBe(200);
    const mine = (queue.json().reports as Array<{ reviewId: string }>).filter(
      (r) => r.reviewId === reviewId,
    );
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reporterId: tradie.id, subject: 'review', reason: 'offensive' }),
        expect.objectContaining({
          reporterId: me.id,
          subject: 'reply',
          reason: 'personal-information',
          review: expect.objectContaining({ rating: 4, reply: expect.any(String) }),
        }),
      ]),
    );
    const offensive = await call('GET', '/api/admin/review-reports?reason=offensive', staff);
    expect(
      (offensive.json().reports as Array<{ reason: string }>).every(
        (r) => r.reason === 'offensive',
      ),
    ).toBe(true);
    expect((await call('GET', '/api/admin/review-reports?state=soon', staff)).statusCode).toBe(400);
  });
});

describe('deciding a reported review', () => {
  it('removes it: off the business page and out of its figures at once, both parties told', async () => {
    const { me, tradie, reviewId } = await reviewedJob();
    const staff = await operator(t, systemClock);
    expect(await figures(tradie.id)).toEqual({ count: 1, sum: 4, four: 1, quality: 4 });
    expect((await report(tradie, reviewId)).statusCode).toBe(200);

    const res = await decide(staff, reviewId, {
      subject: 'review',
      decision: 'remove',
      reason: 'The customer admitted the job was never done',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ reviewId, subject: 'review', decision: 'removed' });
    expect(await figures(tradie.id)).toEqual({ count: 0, sum: 0, four: 0, quality: 0 });
    const page = await call('GET', `/api/businesses/${tradie.id}/reviews`, null);
    expect(page.body).not.toContain(reviewId);

    const notes = await told([me.id, tradie.id]);
    expect(notes.map((n) => n.userId).sort()).toEqual([me.id, tradie.id].sort());
    expect(notes[0]?.values).toEqual({
      outcome: 'the review was removed',
      note: 'The customer admitted the job was never done',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, reviewId));
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: 'review-report.decide',
      reason: 'The customer admitted the job was never done',
      before: expect.objectContaining({ subject: 'review', decision: null, rating: 4 }),
      after: expect.objectContaining({ decision: 'removed' }),
    });

    // Decided once: removing it again is refused and the figures stay.
    const again = await decide(staff, reviewId, {
      subject: 'review',
      decision: 'remove',
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(await figures(tradie.id)).toEqual({ count: 0, sum: 0, four: 0, quality: 0 });
  });

  it('takes it out of the figures once when two operators remove it at the same moment', async () => {
    const { tradie, reviewId } = await reviewedJob();
    const first = await operator(t, systemClock);
    const second = await operator(t, systemClock);
    expect((await report(tradie, reviewId)).statusCode).toBe(200);
    const body = { subject: 'review', decision: 'remove', reason: 'Fake review' };
    const answers = await Promise.all([
      decide(first, reviewId, body),
      decide(second, reviewId, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await figures(tradie.id)).toEqual({ count: 0, sum: 0, four: 0, quality: 0 });
  });

  it('keeps a review: the figures stay, the report is closed, both parties told', async () => {
    const { me, tradie, reviewId } = await reviewedJob();
    const staff = await operator(t, systemClock);
    expect((await report(tradie, reviewId)).statusCode).toBe(200);
    const res = await decide(staff, reviewId, {
      subject: 'review',
      decision: 'keep',
      reason: 'An honest account of a late visit',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().decision).toBe('kept');
    expect(await figures(tradie.id)).toEqual({ count: 1, sum: 4, four: 1, quality: 4 });
    const [row] = await t.database.db
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.reviewId, reviewId));
    expect(row).toMatchObject({ decision: 'kept', decidedBy: staff.id });
    expect(await told([me.id, tradie.id])).toHaveLength(2);
  });

  it('removes a reported reply and keeps the review', async () => {
    const { me, tradie, reviewId } = await reviewedJob();
    const staff = await operator(t, systemClock);
    expect((await report(me, reviewId, 'personal-information')).statusCode).toBe(200);
    const res = await decide(staff, reviewId, {
      subject: 'reply',
      decision: 'remove',
      reason: 'The reply named the customer’s street',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().decision).toBe('reply-removed');
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row?.reply).toBeNull();
    expect(await figures(tradie.id)).toEqual({ count: 1, sum: 4, four: 1, quality: 4 });
    const page = await call('GET', `/api/businesses/${tradie.id}/reviews`, null);
    expect(page.body).toContain(reviewId);
    const notes = await told([me.id, tradie.id]);
    expect(notes.map((n) => n.values.outcome)).toEqual([
      'the reply was removed',
      'the reply was removed',
    ]);
  });
});

describe('refusals', () => {
  it('names the bad field, refuses what is not reported, unknown reviews and own accounts', async () => {
    const { me, tradie, reviewId } = await reviewedJob();
    const staff = await operator(t, systemClock);
    expect((await report(tradie, reviewId)).statusCode).toBe(200);

    const noReason = await decide(staff, reviewId, { subject: 'review', decision: 'keep' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual([expect.objectContaining({ field: 'body.reason' })]);
    const badSubject = await decide(staff, reviewId, {
      subject: 'photo',
      decision: 'keep',
      reason: 'x',
    });
    expect(badSubject.json().fields).toEqual([expect.objectContaining({ field: 'body.subject' })]);
    // The reply was not reported: nothing to decide.
    const notReported = await decide(staff, reviewId, {
      subject: 'reply',
      decision: 'remove',
      reason: 'x',
    });
    expect(notReported.statusCode).toBe(409);
    const unknown = await decide(staff, '00000000-0000-4000-8000-000000000000', {
      subject: 'review',
      decision: 'keep',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);

    // An operator whose own account is a party: refused, and nothing changes.
    const own = await operator(t, systemClock);
    const { reviewId: ownReview, tradie: ownTradie } = await reviewedJobOf(own);
    expect((await report(ownTradie, ownReview)).statusCode).toBe(200);
    const refused = await decide(own, ownReview, {
      subject: 'review',
      decision: 'remove',
      reason: 'I do not like it',
    });
    expect(refused.statusCode).toBe(403);
    expect(await figures(ownTradie.id)).toMatchObject({ count: 1 });
    void me;
  });
});

/** As reviewedJob, with `me` the reviewing customer. */
async function reviewedJobOf(me: Party) {
  const tradie = await business(t, systemClock, { credits: 100 });
  const job = await postJob(t, me);
  const quoted = await call('POST', '/api/send-quote', tradie, quoteBody(job));
  const quoteId = quoted.json().quote._id as string;
  await call('POST', `/api/jobs/${job._id}/hire`, me, { quoteId });
  await call('POST', `/api/jobs/${job._id}/complete`, me);
  const written = await call('POST', `/api/jobs/${job._id}/review`, me, {
    rating: 5,
    quality: 5,
    communication: 5,
    value: 5,
    punctuality: 5,
    text: 'Quick and tidy work on the leaking pipe.',
  });
  expect(written.statusCode, written.body).toBe(200);
  return { tradie, reviewId: written.json().review._id as string };
}
