import { DEFAULT_LEAD_ENVELOPE_KEY } from '@quoteway/contracts';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../src/infra/clock';
import { localities, users } from '../src/db/schema';
import { insertBusinessWithArea } from '../src/modules/auth/repository';
import { sessionStore } from '../src/modules/auth/sessions';
import { addLot } from '../src/modules/credits/lots';
import type { TestApp } from './app';

let counter = 0;

export interface Party {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/** The id of a seeded NZ locality by name (Wellington Central, Porirua, Auckland Central...). */
export async function localityId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: localities.id })
    .from(localities)
    .where(and(eq(localities.locality, name), eq(localities.country, 'NZ')));
  if (!row) throw new Error(`no seeded locality ${name}`);
  return row.id;
}

/** A verified customer with a signed-in session and, unless told otherwise, a verified mobile. */
export async function customer(
  t: TestApp,
  clock: Clock,
  options: { verifiedMobile?: boolean; userName?: string } = {},
): Promise<Party> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `customer${++counter}.${process.pid}@example.co.nz`,
      userName: options.userName ?? 'Aroha Customer',
      userType: 'Customer User',
      status: 'ACTIVE',
      verifiedAt: clock.now(),
      mobile: '+64211234567',
      mobileVerifiedAt: options.verifiedMobile === false ? null : clock.now(),
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('no customer');
  const token = await sessionStore(t.database.db, clock, 30).issue(row.id);
  return { ...row, headers: { authorization: `Bearer ${token}` } };
}

/** A place in Australia and in India (the test database seeds New Zealand's only). */
const foreignPlaces = {
  AU: {
    postcode: '2000',
    locality: 'Sydney',
    region: 'New South Wales',
    lat: -33.8688,
    lng: 151.2093,
  },
  IN: { postcode: '400001', locality: 'Mumbai', region: 'Maharashtra', lat: 18.9388, lng: 72.8354 },
} as const;

/** Each country's business number, valid offline (checksums), and its kind. */
const businessNumbers = {
  NZ: { businessNumber: '9429041925676', businessNumberKind: 'NZBN' },
  AU: { businessNumber: '51824753556', businessNumberKind: 'ABN' },
  IN: { businessNumber: '27AAPFU0939F1ZV', businessNumberKind: 'GSTIN' },
} as const;

/** Sydney or Mumbai as a locality of the test database, added the first time it is asked for. */
async function foreignLocalityId(t: TestApp, country: 'AU' | 'IN'): Promise<number> {
  const place = foreignPlaces[country];
  const where = and(
    eq(localities.country, country),
    eq(localities.postcode, place.postcode),
    eq(localities.locality, place.locality),
  );
  await t.database.db
    .insert(localities)
    .values({ country, ...place })
    .onConflictDoNothing();
  const [row] = await t.database.db.select({ id: localities.id }).from(localities).where(where);
  if (!row) throw new Error(`no ${country} locality`);
  return row.id;
}

/**
 * A verified business with a service area and (optionally) credits, signed in. It is a New
 * Zealand business unless `country` says otherwise (then based in Sydney or Mumbai).
 */
export async function business(
  t: TestApp,
  clock: Clock,
  options: {
    profession?: string;
    locality?: string;
    radiusKm?: number;
    credits?: number;
    country?: 'NZ' | 'AU' | 'IN';
  } = {},
): Promise<Party> {
  const country = options.country ?? 'NZ';
  const db = t.database.db;
  const [row] = await db
    .insert(users)
    .values({
      email: `business${++counter}.${process.pid}@example.co.nz`,
      userName: `Tradie ${counter}`,
      userType: 'Business User',
      status: 'ACTIVE',
      verifiedAt: clock.now(),
      mobile: '+64215550101',
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('no business');
  await insertBusinessWithArea(db, {
    userId: row.id,
    businessName: `Tradie ${counter} Ltd`,
    professionSlug: options.profession ?? 'plumber',
    country,
    ...businessNumbers[country],
    businessNumberStatus: 'verified',
    mobile: '+64215550101',
    localityId:
      country === 'NZ'
        ? await localityId(t, options.locality ?? 'Wellington Central')
        : await foreignLocalityId(t, country),
    serviceRadiusKm: options.radiusKm ?? 50,
  });
  if (options.credits) {
    await addLot(db, {
      userId: row.id,
      credits: options.credits,
      source: 'grant',
      reason: 'Test credits',
      now: clock.now(),
      expiryDays: 365,
    });
  }
  const token = await sessionStore(db, clock, 30).issue(row.id);
  return { ...row, headers: { authorization: `Bearer ${token}` } };
}

/** Answers that satisfy the plumber's required questions. */
export const plumberAnswers = [
  { questionId: 'work-type', options: ['Leak or burst pipe'] },
  { questionId: 'property-type', options: ['House'] },
  { questionId: 'timing', options: ['As soon as possible'] },
  { questionId: 'budget', options: ['Total'], amountCents: 80_000 },
];

/** A plumbing job body; override any field. */
export async function jobBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    professionSlug: 'plumber',
    answers: plumberAnswers,
    description: 'The kitchen tap drips and the pipe under the sink leaks.',
    budgetCents: 80_000,
    timing: 'As soon as possible',
    localityId: await localityId(t, 'Porirua'),
    mobile: '+64 21 123 4567',
    ...overrides,
  };
}

/** Post a job as `who` and return its id (throws on anything but 200). */
export async function postJob(t: TestApp, who: Party, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: who.headers,
    payload: await jobBody(t, overrides),
  });
  if (res.statusCode !== 200) throw new Error(`post job: ${res.statusCode} ${res.body}`);
  return res.json().job as { _id: string; credits: number; status: string };
}

/** Open a lead envelope with the default key. */
export function open<T = Record<string, unknown>>(body: { data: string }): T {
  return JSON.parse(AES.decrypt(body.data, DEFAULT_LEAD_ENVELOPE_KEY).toString(Utf8)) as T;
}

/** POST a lead list (new | quoted | draft) and open it. */
export async function leadList(
  t: TestApp,
  who: Party,
  kind: 'new' | 'quoted' | 'draft',
  query = '',
) {
  const path = { new: 'get-leads', quoted: 'get-quoted-leads', draft: 'get-draft-leads' }[kind];
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${path}${query ? `?${query}` : ''}`,
    headers: who.headers,
  });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return open<{
    data: Array<{ _id: string; credits: number; noOfQuotes: number; quote: unknown }>;
    moreToLoad: boolean;
    total: number;
  }>(res.json());
}

export function quoteBody(job: { _id: string; credits: number }, overrides = {}) {
  return {
    lead: { _id: job._id, credits: job.credits },
    estCost: { type: 'Flat', value: 45_000 },
    comment: 'I can fix the leak tomorrow morning; parts included.',
    checkboxes: { cost: true, inspection: false, information: false, comment: false },
    ...overrides,
  };
}
