import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, open, postJob } from '../../../test/marketplace';
import { operator } from '../../../test/operators';
import { systemClock } from '../../infra/clock';
import { leadReports } from '../../db/schema';

// A business reports a lead it can see, once, with a reason; an operator decides later.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const report = (headers: Record<string, string>, id: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/report-lead/${id}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('reporting a lead', () => {
  it('records one report per business and lead, with its reason', async () => {
    const owner = await customer(t, systemClock);
    const plumber = await business(t, systemClock);
    const jobId = (await postJob(t, owner))._id;
    const body = { reason: 'fake', detail: 'Nobody at this address ordered anything' };

    const reported = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/get-lead/${jobId}`,
        headers: plumber.headers,
      });
      return open<{ reported: boolean }>(res.json()).reported;
    };
    expect(await reported()).toBe(false);
    const first = await report(plumber.headers, jobId, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(await reported()).toBe(true);
    expect((await report(plumber.headers, jobId, body)).statusCode).toBe(409);

    const rows = await t.database.db.select().from(leadReports).where(eq(leadReports.jobId, jobId));
    expect(rows).toEqual([
      expect.objectContaining({
        businessId: plumber.id,
        reason: 'fake',
        detail: 'Nobody at this address ordered anything',
        decision: null,
      }),
    ]);
  });

  it('names the field of a bad reason and refuses a lead the business cannot see', async () => {
    const owner = await customer(t, systemClock);
    const plumber = await business(t, systemClock);
    const electrician = await business(t, systemClock, {
      profession: 'electrician',
      locality: 'Auckland Central',
      radiusKm: 20,
    });
    const jobId = (await postJob(t, owner))._id;

    const bad = await report(plumber.headers, jobId, { reason: 'rude', detail: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'body.reason' })]);
    const notTheirs = await report(electrician.headers, jobId, { reason: 'fake', detail: 'x' });
    expect(notTheirs.statusCode).toBe(404);
    expect((await report(owner.headers, jobId, { reason: 'fake', detail: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe("the operators' queue of reported leads", () => {
  it('lists open reports oldest first, by reason', async () => {
    const owner = await customer(t, systemClock);
    const plumber = await business(t, systemClock);
    const staff = await operator(t, systemClock, { role: 'support' });
    const jobId = (await postJob(t, owner))._id;
    const body = { reason: 'duplicate', detail: 'Posted twice this morning' };
    expect((await report(plumber.headers, jobId, body)).statusCode).toBe(200);

    const queue = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/lead-reports?${query}`,
        headers: staff.headers,
      });
    const duplicates = await queue('reason=duplicate');
    expect(duplicates.statusCode).toBe(200);
    expect(duplicates.json().reports).toEqual([
      expect.objectContaining({
        jobId,
        businessId: plumber.id,
        reason: 'duplicate',
        decision: null,
      }),
    ]);
    const fakes = (await queue('reason=fake')).json().reports as { jobId: string }[];
    expect(fakes.map((r) => r.jobId)).not.toContain(jobId);
    expect((await queue('state=decided')).json().reports).toEqual([]);
    expect((await queue('state=later')).statusCode).toBe(400);
  });
});
