import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  customer,
  jobBody,
  leadList,
  open,
  type Party,
  postJob,
  quoteBody,
} from '../../../test/marketplace';
import { localities, users } from '../../db/schema';
import { insertBusinessWithArea } from '../auth/repository';
import { sessionStore } from '../auth/sessions';
import { addLot } from '../credits/lots';

// A job's amounts are in the currency of the country it is in: an Indian job's budget, its
// lead price (the budget read in rupees), its quotes and the receipts of the Indian site are
// rupees, and each currency has its own ceiling.

const start = Date.parse('2026-11-22T00:00:00Z');
const clock = { now: () => new Date(start) };
let t: TestApp;
let andheri: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  // One Mumbai suburb is enough: the test database seeds New Zealand's places only.
  const [row] = await t.database.db
    .insert(localities)
    .values({
      country: 'IN',
      postcode: '400058',
      locality: 'Andheri West',
      region: 'Maharashtra',
      lat: 19.1364,
      lng: 72.8296,
    })
    .returning({ id: localities.id });
  if (!row) throw new Error('no locality');
  andheri = row.id;
});
afterAll(() => t.close());

/** A plumber in Mumbai with a GSTIN and credits, signed in. */
async function mumbaiPlumber(credits: number): Promise<Party> {
  const db = t.database.db;
  const [row] = await db
    .insert(users)
    .values({
      email: `mumbai${++counter}.${process.pid}@example.in`,
      userName: `Mistry ${counter}`,
      userType: 'Business User',
      status: 'ACTIVE',
      verifiedAt: clock.now(),
      mobile: '+919820012345',
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('no business');
  await insertBusinessWithArea(db, {
    userId: row.id,
    businessName: `Mistry ${counter} Plumbing`,
    professionSlug: 'plumber',
    country: 'IN',
    businessNumber: '27AAPFU0939F1ZV',
    businessNumberKind: 'GSTIN',
    businessNumberStatus: 'verified',
    mobile: '+919820012345',
    localityId: andheri,
    serviceRadiusKm: 30,
  });
  await addLot(db, {
    userId: row.id,
    credits,
    source: 'grant',
    reason: 'Test credits',
    now: clock.now(),
    expiryDays: 365,
  });
  const token = await sessionStore(db, clock, 30).issue(row.id);
  return { ...row, headers: { authorization: `Bearer ${token}`, host: 'quoteway.in' } };
}

/** A plumbing job in Andheri with a budget in paise (the answers' total the same). */
function indianJob(budgetPaise: number) {
  return {
    localityId: andheri,
    budgetCents: budgetPaise,
    answers: [
      { questionId: 'work-type', options: ['Leak or burst pipe'] },
      { questionId: 'property-type', options: ['House'] },
      { questionId: 'timing', options: ['As soon as possible'] },
      { questionId: 'budget', options: ['Total'], amountCents: budgetPaise },
    ],
  };
}

describe('an Indian job is in rupees end to end', () => {
  it('carries INR on the job, prices the lead by rupee bands, and its quote is rupees', async () => {
    const plumber = await mumbaiPlumber(100);
    const me = await customer(t, clock);
    // ₹1,50,000: a mid-size job in India (1.5 times the plumber's 8), not the top band it
    // would be read as dollars (3 times).
    const job = await postJob(t, me, indianJob(15_000_000));
    expect(job.credits).toBe(12);
    expect(job).toMatchObject({ currency: 'INR', budgetCents: 15_000_000 });

    const leads = await leadList(t, plumber, 'new');
    const lead = leads.data.find((l) => l._id === job._id);
    expect(lead).toMatchObject({ currency: 'INR', budgetCents: 15_000_000, credits: 12 });

    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/send-quote',
      headers: plumber.headers,
      payload: quoteBody(job, { estCost: { type: 'Flat', value: 4_500_000 } }),
    });
    expect(quote.statusCode).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/my-jobs/${job._id}`,
      headers: me.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().job).toMatchObject({ currency: 'INR', budgetCents: 15_000_000 });
    expect(detail.json().quotes[0].estCost).toEqual({ type: 'Flat', value: 4_500_000 });

    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/get-lead/${job._id}`,
      headers: plumber.headers,
    });
    const opened = open<{ job: { currency: string }; quote: { estCost: { value: number } } }>(
      sent.json(),
    );
    expect(opened.job.currency).toBe('INR');
    expect(opened.quote.estCost.value).toBe(4_500_000);
  });

  it('filters an Indian business’s leads in steps of ₹50,000', async () => {
    const plumber = await mumbaiPlumber(10);
    const me = await customer(t, clock);
    const job = await postJob(t, me, indianJob(15_000_000));
    const ids = async (q: string) => (await leadList(t, plumber, 'new', q)).data.map((l) => l._id);
    // ₹1,00,000 to ₹5,00,000 holds ₹1,50,000; up to ₹1,00,000 does not.
    expect(await ids('range=2,10')).toContain(job._id);
    expect(await ids('range=0,2')).not.toContain(job._id);
    // Read as thousands of dollars, 3 to 100 would be $3,000 up: it starts at ₹1,50,000.
    expect(await ids('range=3,100')).toContain(job._id);
    expect(await ids('range=4,100')).not.toContain(job._id);
  });

  it('takes a rupee budget past the dollar ceiling, and holds each currency to its own', async () => {
    const me = await customer(t, clock);
    // ₹15,00,000 is 150,000,000 paise: an ordinary renovation in India.
    const big = await postJob(t, me, indianJob(150_000_000));
    expect(big.credits).toBe(16);
    // The same number of cents in New Zealand is $1,500,000: past its ceiling.
    const nz = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: me.headers,
      payload: await jobBody(t, { budgetCents: 150_000_000 }),
    });
    expect(nz.statusCode).toBe(400);
    expect(nz.json().fields[0].field).toBe('body.budgetCents');
    expect(nz.json().message).toContain('$1,000,000');
  });

  it('refuses a New Zealand quote past a million dollars, naming the field', async () => {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const [row] = await t.database.db
      .insert(users)
      .values({
        email: `kiwi${++counter}.${process.pid}@example.co.nz`,
        userName: 'Kiwi Plumber',
        userType: 'Business User',
        status: 'ACTIVE',
        verifiedAt: clock.now(),
        mobile: '+64215550101',
      })
      .returning({ id: users.id });
    if (!row) throw new Error('no business');
    const [porirua] = await t.database.db
      .select({ id: localities.id })
      .from(localities)
      .where(eq(localities.locality, 'Porirua'));
    await insertBusinessWithArea(t.database.db, {
      userId: row.id,
      businessName: 'Kiwi Plumbing',
      professionSlug: 'plumber',
      country: 'NZ',
      businessNumber: '9429041925676',
      businessNumberKind: 'NZBN',
      businessNumberStatus: 'verified',
      mobile: '+64215550101',
      localityId: porirua?.id ?? null,
      serviceRadiusKm: 30,
    });
    await addLot(t.database.db, {
      userId: row.id,
      credits: 20,
      source: 'grant',
      reason: 'Test credits',
      now: clock.now(),
      expiryDays: 365,
    });
    const token = await sessionStore(t.database.db, clock, 30).issue(row.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-quote',
      headers: { authorization: `Bearer ${token}` },
      payload: quoteBody(job, { estCost: { type: 'Flat', value: 150_000_000 } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body.estCost.value');
  });
});
