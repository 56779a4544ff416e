import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { operator } from '../../../test/operators';
import { queryRows } from '../../db/client';
import { auditLog, leadReports } from '../../db/schema';

// The published moderation figures equal what the reports, the audit log and the ledger
// hold after real decisions (no counter of their own).

const HOUR = 3_600_000;
const start = Date.UTC(2026, 2, 10, 9); // 10 March 2026: every step below stays in March.
let offset = 0;
const clock = { now: () => new Date(start + offset) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 }, { clock });
});
afterAll(() => t?.close());

async function call(method: 'GET' | 'POST', url: string, who: Party | null, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return res;
}

async function ok(method: 'GET' | 'POST', url: string, who: Party | null, payload?: unknown) {
  const res = await call(method, url, who, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** A completed, reviewed job; answers the review's id and its two parties. */
async function reviewedJob() {
  const me = await customer(t, clock);
  const tradie = await business(t, clock, { credits: 100 });
  const job = await postJob(t, me);
  const { quote } = await ok('POST', '/api/send-quote', tradie, quoteBody(job));
  await ok('POST', `/api/jobs/${job._id}/hire`, me, { quoteId: quote._id });
  await ok('POST', `/api/jobs/${job._id}/complete`, me);
  const written = await ok('POST', `/api/jobs/${job._id}/review`, me, {
    rating: 2,
    quality: 2,
    communication: 2,
    value: 2,
    punctuality: 2,
    text: 'Left a mess behind in the kitchen.',
  });
  return { me, tradie, reviewId: written.review._id as string };
}

describe('the published moderation figures', () => {
  it('count reports, decisions by reason, returns and the median wait, as the records hold them', async () => {
    const staff = await operator(t, clock, { role: 'support' });
    const removed = await reviewedJob();
    const kept = await reviewedJob();
    await ok('POST', `/api/reviews/${removed.reviewId}/report`, removed.tradie, {
      reason: 'offensive',
      detail: 'Insults',
    });
    await ok('POST', `/api/reviews/${kept.reviewId}/report`, kept.tradie, {
      reason: 'fake',
      detail: 'Never worked there',
    });

    offset += HOUR;
    await ok('POST', `/api/admin/review-reports/${removed.reviewId}/decision`, staff, {
      subject: 'review',
      decision: 'remove',
      reason: 'Abusive words',
    });
    await ok('POST', `/api/admin/review-reports/${kept.reviewId}/decision`, staff, {
      subject: 'review',
      decision: 'keep',
      reason: 'A fair account of the job',
    });

    // A fake lead, quoted by two businesses, reported and confirmed two hours later.
    const owner = await customer(t, clock);
    const lead = await postJob(t, owner);
    const reporter = await business(t, clock, { credits: 100 });
    const other = await business(t, clock, { credits: 100 });
    await ok('POST', '/api/send-quote', reporter, quoteBody(lead));
    await ok('POST', '/api/send-quote', other, quoteBody(lead));
    await ok('POST', `/api/report-lead/${lead._id}`, reporter, {
      reason: 'fake',
      detail: 'Number not in service',
    });
    const [report] = await t.database.db
      .select({ id: leadReports.id })
      .from(leadReports)
      .where(eq(leadReports.jobId, lead._id));
    offset += 2 * HOUR;
    await ok('POST', `/api/admin/lead-reports/${report?.id}/decision`, staff, {
      decision: 'confirm',
      reason: 'The customer cannot be reached at all',
    });

    // A quote the customer never opens: its credits come back after 48 hours.
    const quiet = await postJob(t, await customer(t, clock));
    const unread = await business(t, clock, { credits: 100 });
    await ok('POST', '/api/send-quote', unread, quoteBody(quiet));
    offset += 49 * HOUR;
    await t.drainOutbox();

    const figures = await ok('GET', '/api/moderation-figures?months=2', null);
    expect(figures.months.map((m: { month: string }) => m.month)).toEqual(['2026-03', '2026-02']);
    const [march, february] = figures.months;

    // What the records hold, read independently of the figures' own SQL.
    const [ledger] = await queryRows<{ fake: number; unread: number }>(
      t.database.db,
      sql`SELECT
        coalesce(sum(amount) FILTER (WHERE reason_values ? 'report'), 0)::int AS fake,
        coalesce(sum(amount) FILTER (WHERE reason_values->>'reason'
          = 'the customer did not open your quote within 48 hours'), 0)::int AS unread
        FROM credit_entries WHERE kind = 'return'`,
    );
    expect(ledger).toEqual({ fake: 2 * lead.credits, unread: quiet.credits });
    const confirmed = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'lead-report.decide'),
          sql`${auditLog.after}->>'decision' = 'confirmed'`,
        ),
      );
    expect(confirmed).toHaveLength(1);

    expect(march).toEqual({
      month: '2026-03',
      reviews: [
        { reason: 'fake', reported: 1, kept: 1, removed: 0 },
        { reason: 'offensive', reported: 1, kept: 0, removed: 1 },
      ],
      leadsReported: 1,
      leadsConfirmed: confirmed.length,
      creditsReturnedFakeLeads: ledger?.fake,
      creditsReturnedUnreadQuotes: ledger?.unread,
      // Waits of one, one and two hours.
      medianDecisionSeconds: 3600,
    });
    expect(february).toEqual({
      month: '2026-02',
      reviews: [],
      leadsReported: 0,
      leadsConfirmed: 0,
      creditsReturnedFakeLeads: 0,
      creditsReturnedUnreadQuotes: 0,
      medianDecisionSeconds: null,
    });
  });

  it('refuses a window it does not publish, naming the field', async () => {
    const res = await call('GET', '/api/moderation-figures?months=0', null);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'querystring.months' })]);
  });
});
