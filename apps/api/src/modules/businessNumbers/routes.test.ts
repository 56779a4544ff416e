import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  type FakeRegister,
  startAbrRegister,
  startNzbnRegister,
} from '../../../test/fakes/registerServers';
import { businesses, users } from '../../db/schema';
import type { Clock } from '../../infra/clock';
import { createRegisters } from '../../infra/registers';
import {
  BUSINESS_NUMBER_UNVERIFIED,
  businessNumberService,
  recheckBusinessNumber,
} from './service';

const API_KEY = 'nzbn-routes-key';
const GUID = 'abr-routes-guid';

let nzbn: FakeRegister;
let abr: FakeRegister;
let t: TestApp;

const registers = () => ({
  NZBN_API_URL: nzbn.url,
  NZBN_API_KEY: API_KEY,
  ABR_API_URL: abr.url,
  ABR_GUID: GUID,
  REGISTER_TIMEOUT_MS: 2000,
});

beforeAll(async () => {
  nzbn = await startNzbnRegister({
    apiKey: API_KEY,
    entities: [
      {
        nzbn: '9429041925676',
        entityName: 'KIWI PLUMBING LIMITED',
        entityStatusCode: '50',
        entityStatusDescription: 'Registered',
      },
      {
        nzbn: '9429033934204',
        entityName: 'GONE DRAINS LIMITED',
        entityStatusCode: '80',
        entityStatusDescription: 'Removed',
      },
    ],
  });
  abr = await startAbrRegister({
    guid: GUID,
    records: [{ Abn: '51824753556', AbnStatus: 'Active', Acn: '', EntityName: 'SPARKIES' }],
  });
  t = await createTestApp(registers());
});

afterAll(async () => {
  await t?.close();
  await nzbn?.close();
  await abr?.close();
});

const check = (qs: string) => t.app.inject(`/api/business-number/check${qs}`);

describe('GET /api/business-number/check', () => {
  it.each([
    [
      '?country=NZ&number=9429041925676',
      { valid: true, status: 'verified', message: 'Business Number is Registered' },
    ],
    [
      '?country=NZ&number=9429033934204',
      { valid: false, status: 'rejected', message: 'NZBN status shows Removed / Inactive' },
    ],
    [
      '?country=NZ&number=9429041925677',
      { valid: false, status: 'rejected', message: 'Business Number is not valid' },
    ],
    [
      '?country=AU&number=51%20824%20753%20556',
      { valid: true, status: 'verified', message: 'ABN / ACN Number is Active' },
    ],
    [
      '?country=AU&number=004085616',
      { valid: false, status: 'rejected', message: 'ABN / ACN Number is Not Active' },
    ],
    [
      '?country=IN&number=27AAPFU0939F1ZV',
      { valid: true, status: 'format-only', message: 'GSTIN Number is Valid' },
    ],
    [
      '?country=IN&number=27AAPFU0939F1Z',
      { valid: false, status: 'rejected', message: 'GSTIN Number is Not Valid' },
    ],
  ])('%s answers exactly the contract', async (qs, body) => {
    const res = await check(qs);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
  });

  it('answers unverified, not an error, while the register is down', async () => {
    nzbn.mode = 'fail';
    try {
      const res = await check('?country=NZ&number=9429041925676');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        valid: true,
        status: 'unverified',
        message: BUSINESS_NUMBER_UNVERIFIED,
      });
    } finally {
      nzbn.mode = 'answer';
    }
  });

  it.each([
    ['', 'querystring.country'],
    ['?number=9429041925676', 'querystring.country'],
    ['?country=US&number=9429041925676', 'querystring.country'],
    ['?country=NZ', 'querystring.number'],
    ['?country=NZ&number=', 'querystring.number'],
    ['?country=NZ&number=%20%20', 'querystring.number'],
    [`?country=NZ&number=${'9'.repeat(21)}`, 'querystring.number'],
  ])('answers %s with a 400 naming %s', async (qs, field) => {
    const before = nzbn.requests.length + abr.requests.length;
    const res = await check(qs);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(body.message).toContain(field);
    expect(nzbn.requests.length + abr.requests.length).toBe(before);
  });

  it('is documented under accounts', async () => {
    const spec = t.app.swagger() as { paths: Record<string, { get?: { tags?: string[] } }> };
    expect(spec.paths['/api/business-number/check']?.get?.tags).toEqual(['accounts']);
  });
});

describe('the per-IP limit of the check', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp(registers());
  });
  afterAll(() => limited?.close());

  it('allows 20 checks a minute, then answers 429 while other routes still work', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await limited.app.inject('/api/business-number/check?country=IN&number=X');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await limited.app.inject('/api/localities?q=auck')).statusCode).toBe(200);
  });
});

describe('recheckBusinessNumber', () => {
  const checkedAt = new Date('2030-01-02T03:04:05.000Z');
  const clock: Clock = { now: () => checkedAt };
  const service = () => businessNumberService(createRegisters(registers()));

  async function insertBusiness(businessNumber: string, country = 'NZ') {
    const [user] = await t.database.db
      .insert(users)
      .values({
        email: `owner-${businessNumber}-${Math.random().toString(36).slice(2)}@example.nz`,
        userName: 'Owner',
        userType: 'Business User',
        status: 'ACTIVE',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not inserted');
    await t.database.db.insert(businesses).values({
      userId: user.id,
      businessName: 'Test Business',
      professionSlug: 'plumber',
      country,
      businessNumber,
      businessNumberKind: country === 'NZ' ? 'NZBN' : 'ABN',
      businessNumberStatus: 'unverified',
      mobile: '+64211234567',
    });
    return user.id;
  }

  async function stored(userId: string) {
    const [row] = await t.database.db
      .select({
        status: businesses.businessNumberStatus,
        checkedAt: businesses.businessNumberCheckedAt,
      })
      .from(businesses)
      .where(eq(businesses.userId, userId));
    return row;
  }

  it('marks the number verified once the register confirms it', async () => {
    const userId = await insertBusiness('9429041925676');
    const result = await recheckBusinessNumber(t.database.db, service(), userId, clock);
    expect(result).toEqual({
      retry: false,
      rejected: false,
      message: 'Business Number is Registered',
      status: 'verified',
    });
    expect(await stored(userId)).toEqual({ status: 'verified', checkedAt });
  });

  it('verifies an Australian number through the ABR', async () => {
    const userId = await insertBusiness('51824753556', 'AU');
    const result = await recheckBusinessNumber(t.database.db, service(), userId, clock);
    expect(result).toMatchObject({ retry: false, rejected: false, status: 'verified' });
    expect(await stored(userId)).toEqual({ status: 'verified', checkedAt });
  });

  it('asks for a retry and changes nothing while the register is down', async () => {
    const userId = await insertBusiness('9429041925676');
    nzbn.mode = 'fail';
    try {
      const result = await recheckBusinessNumber(t.database.db, service(), userId, clock);
      expect(result).toEqual({
        retry: true,
        rejected: false,
        message: BUSINESS_NUMBER_UNVERIFIED,
        status: 'unverified',
      });
    } finally {
      nzbn.mode = 'answer';
    }
    expect(await stored(userId)).toEqual({ status: 'unverified', checkedAt: null });
  });

  it('reports a number the register now refuses, keeping the status', async () => {
    const userId = await insertBusiness('9429033934204');
    const result = await recheckBusinessNumber(t.database.db, service(), userId, clock);
    expect(result).toEqual({
      retry: false,
      rejected: true,
      message: 'NZBN status shows Removed / Inactive',
      status: 'unverified',
    });
    expect(await stored(userId)).toEqual({ status: 'unverified', checkedAt });
  });

  it('answers status null for a user without a business', async () => {
    const result = await recheckBusinessNumber(
      t.database.db,
      service(),
      '00000000-0000-4000-8000-000000000000',
      clock,
    );
    expect(result).toMatchObject({ retry: false, rejected: false, status: null });
  });
});
