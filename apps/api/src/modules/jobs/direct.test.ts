import { MAX_QUOTES_PER_JOB } from '@quoteway/domain';
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

const start = Date.now();
const clock = { now: () => new Date(start) };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 }, { clock, poolSize: 12 });
});
afterAll(() => t?.close());

const newLeads = async (who: Party) => (await leadList(t, who, 'new')).data.map((l) => l._id);

function quote(who: Party, job: { _id: string; credits: number }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/send-quote',
    headers: who.headers,
    payload: quoteBody(job),
  });
}

describe('a request to one business (issue 29)', () => {
  it('is that business’s lead alone: no other matching business lists, opens or quotes it', async () => {
    const me = await customer(t, clock);
    // The one asked is in Auckland, the job in Porirua: it gets the job although it does not
    // serve that place; the two Wellington plumbers serve it but were not asked.
    const asked = await business(t, clock, {
      locality: 'Auckland Central',
      radiusKm: 10,
      credits: 50,
    });
    const rivals = [
      await business(t, clock, { credits: 50 }),
      await business(t, clock, { credits: 50 }),
    ];
    const job = await postJob(t, me, { businessId: asked.id });

    expect(await newLeads(asked)).toContain(job._id);
    for (const rival of rivals) {
      expect(await newLeads(rival)).not.toContain(job._id);
      const lead = await t.app.inject({
        url: `/api/get-lead/${job._id}`,
        headers: rival.headers,
      });
      expect(lead.statusCode).toBe(404);
      const refused = await quote(rival, job);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
    }
    const answered = await quote(asked, job);
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it('opened to others, reaches every matching business, and takes at most five quotes', async () => {
    const me = await customer(t, clock);
    const asked = await business(t, clock, { credits: 50 });
    const others = [];
    for (let i = 0; i < MAX_QUOTES_PER_JOB; i++)
      others.push(await business(t, clock, { credits: 50 }));
    // An electrician serves the place but not the trade: opening the job does not reach it.
    const electrician = await business(t, clock, { profession: 'electrician', credits: 50 });
    const job = await postJob(t, me, { businessId: asked.id, openToOthers: true });

    expect(await newLeads(asked)).toContain(job._id);
    for (const other of others) expect(await newLeads(other)).toContain(job._id);
    expect(await newLeads(electrician)).not.toContain(job._id);

    const statuses = [];
    for (const who of [asked, ...others]) statuses.push((await quote(who, job)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_QUOTES_PER_JOB);
    const sixth = statuses.at(-1) ?? 0;
    expect(sixth).toBeGreaterThanOrEqual(400);
    expect(sixth).toBeLessThan(500);
  });

  it('names the field when the choice is wrong', async () => {
    const me = await customer(t, clock);
    const post = async (extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: me.headers,
        payload: await jobBody(t, extra),
      });
    const noBusiness = await post({ openToOthers: true });
    expect(noBusiness.statusCode).toBe(400);
    expect(noBusiness.json().fields[0].field).toBe('body.openToOthers');
    const asked = await business(t, clock);
    const notABoolean = await post({ businessId: asked.id, openToOthers: 'yes' });
    expect(notABoolean.statusCode).toBe(400);
    expect(notABoolean.json().fields[0].field).toBe('body.openToOthers');
  });
});
