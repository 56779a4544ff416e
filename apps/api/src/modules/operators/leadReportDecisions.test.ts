import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { operator } from '../../../test/operators';
import { systemClock } from '../../infra/clock';
import { auditLog, creditEntries, jobs, leadReports, notifications, quotes } from '../../db/schema';
import { creditBalance } from '../credits/lots';

// An operator decides a reported lead: confirming withdraws the job and gives every business
// that quoted its credits back, once, as ledger entries naming the report.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 });
});
afterAll(() => t?.close());

const json = (headers: Record<string, string>) => ({
  ...headers,
  'content-type': 'application/json',
});

async function quote(who: Party, job: { _id: string; credits: number }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/send-quote',
    headers: who.headers,
    payload: quoteBody(job),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function report(who: Party, jobId: string, reason = 'fake') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/report-lead/${jobId}`,
    headers: json(who.headers),
    payload: JSON.stringify({ reason, detail: 'The number is not in service' }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db
    .select({ id: leadReports.id })
    .from(leadReports)
    .where(and(eq(leadReports.jobId, jobId), eq(leadReports.businessId, who.id)));
  if (!row) throw new Error('no report');
  return row.id;
}

function decide(headers: Record<string, string>, id: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/lead-reports/${id}/decision`,
    headers: json(headers),
    payload: JSON.stringify(body),
  });
}

/** A job with two quotes (one by the business that reports it), and the report. */
async function reportedLead() {
  const owner = await customer(t, systemClock);
  const reporter = await business(t, systemClock, { credits: 100 });
  const other = await business(t, systemClock, { credits: 100 });
  const job = await postJob(t, owner);
  await quote(reporter, job);
  await quote(other, job);
  const reportId = await report(reporter, job._id);
  return { owner, reporter, other, job, reportId };
}

const returns = (userIds: string[]) =>
  t.database.db
    .select()
    .from(creditEntries)
    .where(and(inArray(creditEntries.userId, userIds), eq(creditEntries.kind, 'return')));

const balance = (userId: string) => creditBalance(t.database.db, userId, systemClock.now());

describe('confirming a reported lead', () => {
  it('withdraws the job, returns every quote’s credits naming the report, and records it', async () => {
    const { owner, reporter, other, job, reportId } = await reportedLead();
    const staff = await operator(t, systemClock, { role: 'support' });
    expect(await balance(other.id)).toBe(100 - job.credits);

    const res = await decide(staff.headers, reportId, {
      decision: 'confirm',
      reason: 'The phone number is not in service and the address does not exist',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: reportId,
      decision: 'confirmed',
      jobWithdrawn: true,
      returned: expect.arrayContaining([
        { businessId: reporter.id, credits: job.credits },
        { businessId: other.id, credits: job.credits },
      ]),
    });
    expect(res.json().returned).toHaveLength(2);

    // The ledger: one return per business, naming the report; the balances are whole again.
    const entries = await returns([reporter.id, other.id]);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        amount: job.credits,
        reason: 'Credits returned: lead withdrawn after report {report}',
        reasonValues: { report: reportId },
      });
    }
    expect(await balance(reporter.id)).toBe(100);
    expect(await balance(other.id)).toBe(100);

    const [withdrawn] = await t.database.db.select().from(jobs).where(eq(jobs.id, job._id));
    expect(withdrawn?.status).toBe('cancelled');
    const quoteRows = await t.database.db.select().from(quotes).where(eq(quotes.jobId, job._id));
    expect(quoteRows.map((q) => q.status)).toEqual(['returned', 'returned']);
    const [decided] = await t.database.db
      .select()
      .from(leadReports)
      .where(eq(leadReports.id, reportId));
    expect(decided).toMatchObject({ decision: 'confirmed', decidedBy: staff.id });

    // Who, what, when, why, before and after.
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, reportId));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        action: 'lead-report.decide',
        subjectType: 'lead_report',
        reason: 'The phone number is not in service and the address does not exist',
        before: { decision: null, jobId: job._id, jobStatus: 'open' },
        after: expect.objectContaining({ decision: 'confirmed', jobStatus: 'cancelled' }),
      }),
    ]);

    // The reporter hears the outcome; each business that quoted hears its credits are back.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [reporter.id, other.id, owner.id]));
    const kinds = told.map((n) => `${n.userId === reporter.id ? 'reporter' : 'other'}:${n.kind}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'reporter:lead-report-decided',
        'reporter:credits-returned',
        'other:credits-returned',
      ]),
    );
    expect(kinds.filter((k) => k === 'other:lead-report-decided')).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: reporter.headers,
    });
    expect(list.body).toContain('confirmed, and the job is withdrawn');
    expect(list.body).toContain('The phone number is not in service');

    // Decided once: a second confirmation is refused and returns nothing more.
    const again = await decide(staff.headers, reportId, { decision: 'confirm', reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(await returns([reporter.id, other.id])).toHaveLength(2);
  });

  it('returns the credits exactly once when two operators confirm at the same moment', async () => {
    const { reporter, other, job, reportId } = await reportedLead();
    const first = await operator(t, systemClock);
    const second = await operator(t, systemClock);
    const body = { decision: 'confirm', reason: 'Fake: confirmed with the phone company' };

    const answers = await Promise.all([
      decide(first.headers, reportId, body),
      decide(second.headers, reportId, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await returns([reporter.id, other.id])).toHaveLength(2);
    expect(await balance(reporter.id)).toBe(100);
    expect(await balance(other.id)).toBe(100);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, reportId));
    expect(audit).toHaveLength(1);
    void job;
  });

  it('returns once when two reports of one job are confirmed at the same moment', async () => {
    const { reporter, other, job, reportId } = await reportedLead();
    const otherReport = await report(other, job._id, 'unreachable');
    const first = await operator(t, systemClock);
    const second = await operator(t, systemClock);
    const body = { decision: 'confirm', reason: 'Nobody lives at this address' };

    const answers = await Promise.all([
      decide(first.headers, reportId, body),
      decide(second.headers, otherReport, body),
    ]);
    // The first closes every open report of the job; the second finds its report decided.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await returns([reporter.id, other.id])).toHaveLength(2);
    expect(await balance(reporter.id)).toBe(100);
    expect(await balance(other.id)).toBe(100);
    const decided = await t.database.db
      .select({ decision: leadReports.decision })
      .from(leadReports)
      .where(eq(leadReports.jobId, job._id));
    expect(decided).toEqual([{ decision: 'confirmed' }, { decision: 'confirmed' }]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, [reporter.id, other.id]),
          eq(notifications.kind, 'lead-report-decided'),
        ),
      );
    expect(told).toHaveLength(2);
  });
});

describe('rejecting a reported lead', () => {
  it('leaves the job and the credits, and tells the reporter why', async () => {
    const { reporter, other, job, reportId } = await reportedLead();
    const staff = await operator(t, systemClock);
    const res = await decide(staff.headers, reportId, {
      decision: 'reject',
      reason: 'The customer answered our call and confirmed the job',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: reportId,
      decision: 'dismissed',
      jobWithdrawn: false,
      returned: [],
    });
    expect(await returns([reporter.id, other.id])).toEqual([]);
    const [still] = await t.database.db.select().from(jobs).where(eq(jobs.id, job._id));
    expect(still?.status).toBe('open');
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, reporter.id), eq(notifications.kind, 'lead-report-decided')),
      );
    expect(told?.values).toMatchObject({
      outcome: 'not upheld',
      note: 'The customer answered our call and confirmed the job',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, reportId));
    expect(entry).toMatchObject({
      actorId: staff.id,
      after: expect.objectContaining({ decision: 'dismissed' }),
    });
  });
});

describe('refusals', () => {
  it('names the field of a bad decision, and refuses unknown reports and unpassed operators', async () => {
    const { reportId } = await reportedLead();
    const staff = await operator(t, systemClock);

    const noReason = await decide(staff.headers, reportId, { decision: 'confirm', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual([expect.objectContaining({ field: 'body.reason' })]);
    const badDecision = await decide(staff.headers, reportId, { decision: 'maybe', reason: 'x' });
    expect(badDecision.statusCode).toBe(400);
    expect(badDecision.json().fields).toEqual([
      expect.objectContaining({ field: 'body.decision' }),
    ]);
    const unknown = await decide(staff.headers, '00000000-0000-4000-8000-000000000000', {
      decision: 'confirm',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);

    const unpassed = await operator(t, systemClock, { passed: false });
    const refused = await decide(unpassed.headers, reportId, { decision: 'confirm', reason: 'x' });
    expect(refused.statusCode).toBe(403);
    const [open] = await t.database.db
      .select()
      .from(leadReports)
      .where(eq(leadReports.id, reportId));
    expect(open?.decision).toBeNull();
  });

  it('refuses an operator acting on a lead of their own account', async () => {
    const staff = await operator(t, systemClock);
    const reporter = await business(t, systemClock, { credits: 100 });
    const job = await postJob(t, staff);
    await quote(reporter, job);
    const reportId = await report(reporter, job._id);
    const res = await decide(staff.headers, reportId, { decision: 'reject', reason: 'Mine' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('An operator cannot act on their own account');
  });
});
