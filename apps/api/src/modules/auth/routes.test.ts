import { accountMessages, DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../db/client';
import { localities, outbox, users } from '../../db/schema';
import { encryptWirePassword } from './wirePassword';

const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
const logLines: string[] = [];
let t: TestApp;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { clock, logLines });
  const [wellington] = await t.database.db
    .select({ id: localities.id })
    .from(localities)
    .where(eq(localities.postcode, '6011'));
  locationId = wellington?.id ?? 0;
});
afterAll(() => t.close());
beforeEach(() => {
  // Each test stands an hour after the previous: no rate-limit window carries over.
  offset += 3_600_000;
});

const wire = (password: string) => encryptWirePassword(password, DEFAULT_WIRE_PASSPHRASE);
let counter = 0;
const uniqueEmail = () => `person${++counter}.${Date.now()}@example.co.nz`;

async function register(email: string, password = 'Kowhai-Tree-2026', extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/register/user',
    payload: {
      email,
      password: wire(password),
      userName: 'Aroha Ngata',
      userType: 'Customer User',
      status: 'PENDING',
      acceptTerms: true,
      ...extra,
    },
  });
}

function businessPayload(email: string) {
  return {
    email,
    password: wire('Kowhai-Tree-2026'),
    userName: 'Tane Mahuta',
    userType: 'Business User',
    status: 'PENDING',
    createBusiness: true,
    businessName: 'Tane Plumbing Ltd',
    businessUrl: 'https://taneplumbing.co.nz',
    businessProfession: 'plumber',
    businessABN: '9429041925676',
    country: 'NZ',
    designation: 'Director',
    mobile: '+64 21 123 4567',
    location: locationId,
    acceptTerms: true,
  };
}

/** The newest e-mail queued for an address, as the outbox holds it. */
async function lastMail(to: string) {
  const rows = await queryRows<{
    payload: { to: string; template: string; data: { link: string } };
  }>(
    t.database.db,
    sql`SELECT payload FROM ${outbox} WHERE kind = 'email' AND payload->>'to' = ${to} ORDER BY id DESC LIMIT 1`,
  );
  const mail = rows[0]?.payload;
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function verify(email: string) {
  const mail = await lastMail(email);
  expect(mail.template).toBe('verify-email');
  return t.app.inject(`/api/verify-email?token=${tokenOf(mail.data.link)}`);
}

async function login(email: string, password = 'Kowhai-Tree-2026') {
  return t.app.inject({
    method: 'POST',
    url: '/api/login-user',
    payload: { email, password: wire(password), isApk: false },
  });
}

async function activeAccount(email = uniqueEmail(), password = 'Kowhai-Tree-2026') {
  expect((await register(email, password)).statusCode).toBe(201);
  expect((await verify(email)).statusCode).toBe(302);
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  return { email, token: res.json().token as string };
}

const me = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
    payload: { isApk: false },
  });

describe('registration and verification', () => {
  it('registers a customer as PENDING and e-mails a verification link', async () => {
    const email = uniqueEmail();
    const res = await register(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: accountMessages.registered });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.status).toBe('PENDING');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await lastMail(email);
    expect(mail.data.link).toMatch(/\/api\/verify-email\?token=[\w-]{43}$/);
  });

  it('refuses sign-in until the link is followed, then activates once', async () => {
    const email = uniqueEmail();
    await register(email);
    const early = await login(email);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(accountMessages.notVerified);
    const first = await verify(email);
    expect(first.headers.location).toBe('/signin?verified=1');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.status).toBe('ACTIVE');
    const again = await t.app.inject(
      `/api/verify-email?token=${tokenOf((await lastMail(email)).data.link)}`,
    );
    expect(again.headers.location).toBe('/signin?verified=expired');
  });

  it('stores the e-mail in lower case, so case does not make a second account', async () => {
    const email = uniqueEmail();
    await register(email.toUpperCase());
    const res = await register(email);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(accountMessages.emailTaken);
  });

  it('lets exactly one of two simultaneous registrations for one e-mail through', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([register(email), register(email)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('registers a business with its profession, locality and checked number', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/user',
      payload: businessPayload(email),
    });
    expect(res.statusCode).toBe(201);
    await verify(email);
    const signedIn = await login(email);
    expect(signedIn.json().user).toMatchObject({
      userType: 'Business User',
      customerView: false,
      business: {
        businessName: 'Tane Plumbing Ltd',
        professionSlug: 'plumber',
        businessNumberKind: 'NZBN',
      },
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'body.email'],
    [{ password: 'short' }, 'body.password'],
    [{ userName: 'A' }, 'body.userName'],
    [{ userType: 'Admin User' }, 'body.userType'],
  ])('answers %o with a 400 naming %s', async (change, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/user',
      payload: {
        email: uniqueEmail(),
        password: wire('Kowhai-Tree-2026'),
        userName: 'Aroha',
        userType: 'Customer User',
        acceptTerms: true,
        ...change,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it.each([
    ['password', 'body.password'],
    ['aroha@example.co.nz', 'body.password'],
  ])('rejects the weak password %s naming the field', async (password, field) => {
    const res = await register('aroha@example.co.nz', password);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });

  it.each([
    [{ businessProfession: 'astronaut' }, 'body.businessProfession'],
    [{ location: 999999 }, 'body.location'],
    [{ businessABN: '9429041925670' }, 'body.businessABN'],
    [{ mobile: '+64 12' }, 'body.mobile'],
    [{ businessName: '' }, 'body.businessName'],
  ])('rejects the business detail %o naming %s', async (change, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/user',
      payload: { ...businessPayload(uniqueEmail()), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('names the bad business number with the spec message, writing nothing', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/user',
      payload: { ...businessPayload(email), businessABN: '9429041925670' },
    });
    expect(res.json().message).toContain('Business Number is not valid');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it.each([
    ['without', undefined],
    ['refusing', false],
  ])(
    'refuses a sign-up %s the terms, naming body.acceptTerms, writing nothing',
    async (_, value) => {
      const email = uniqueEmail();
      const res = await register(email, 'Kowhai-Tree-2026', { acceptTerms: value });
      expect(res.statusCode).toBe(400);
      const field = res
        .json()
        .fields.find((f: { field: string }) => f.field === 'body.acceptTerms');
      expect(field?.message).toBe(
        'Accept the Terms of Use and the Privacy Policy to create an account.',
      );
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it('records when the terms were accepted', async () => {
    const email = uniqueEmail();
    expect((await register(email)).statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.termsAcceptedAt?.toISOString()).toBe(clock.now().toISOString());
  });
});

describe('sessions', () => {
  it('signs in, answers auth/me, and logs out for good', async () => {
    const { token } = await activeAccount();
    expect(token).toMatch(/^[\w-]{43}$/);
    const who = await me(token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({
      user: {
        userType: 'Customer User',
        customerView: true,
        credits: 0,
        mobile: null,
        locale: 'en',
        theme: 'system',
        pendingEmail: null,
      },
      card: null,
    });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json()).toEqual({ result: 'logged out' });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(accountMessages.tokenInvalid);
  });

  it.each([undefined, 'Bearer', 'Bearer not-a-real-token', 'Basic abc'])(
    'answers auth/me with %s by 401 token is invalid',
    async (authorization) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(accountMessages.tokenInvalid);
    },
  );

  it('expires sessions after their lifetime', async () => {
    const { token } = await activeAccount();
    offset += 31 * 86_400_000;
    expect((await me(token)).json().message).toBe(accountMessages.tokenInvalid);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const { email } = await activeAccount();
    for (const res of [await login(email, 'Wrong-Password-99'), await login(uniqueEmail())]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(accountMessages.invalidCredentials);
    }
  });

  it('refuses a sixth wrong password in 15 minutes with 429 and Retry-After, even the right one', async () => {
    const { email } = await activeAccount();
    for (let i = 0; i < 5; i++)
      expect((await login(email, 'Wrong-Password-99')).statusCode).toBe(401);
    const locked = await login(email);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.json().message).toBe(accountMessages.tooManyAttempts);
    offset += 15 * 60_000 + 1000;
    expect((await login(email)).statusCode).toBe(200);
  });

  it('counts registrations over an existing account against its guess budget', async () => {
    const { email, token } = await activeAccount();
    await t.app.inject({
      url: '/api/delete-account',
      headers: { authorization: `Bearer ${token}` },
    });
    // Each attempt would reveal whether the password matches: five, then 429 for both doors.
    for (let i = 0; i < 5; i++)
      expect((await register(email, `Guess-Number-${i}0`)).statusCode).toBe(409);
    const sixth = await register(email, 'Guess-Number-60');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(email)).statusCode).toBe(429);
  });

  it('limits failures per IP across accounts too', async () => {
    const emails = Array.from({ length: 11 }, uniqueEmail);
    const statuses: number[] = [];
    for (const email of emails) {
      for (let i = 0; i < 5; i++)
        statuses.push((await login(email, 'Wrong-Password-99')).statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual(Array(5).fill(429));
  });
});

describe('views and profile', () => {
  it('switches a business user to customer view and back', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/register/user',
      payload: businessPayload(email),
    });
    await verify(email);
    const { token } = (await login(email)).json();
    const put = (value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/update-user-field',
        headers: { authorization: `Bearer ${token}` },
        payload: { field: 'switchedToCustomerView', value },
      });
    expect((await put(true)).json().user).toMatchObject({
      switchedToCustomerView: true,
      customerView: true,
    });
    expect((await put(false)).json().user).toMatchObject({
      switchedToCustomerView: false,
      customerView: false,
    });
  });

  it('refuses the view switch to a customer, naming the field', async () => {
    const { token } = await activeAccount();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user-field',
      headers: { authorization: `Bearer ${token}` },
      payload: { field: 'switchedToCustomerView', value: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body.field');
  });

  it.each([
    [{ field: 'userName', value: 'A' }, 'body.value'],
    [{ field: 'mobile', value: '+64 1' }, 'body.value'],
    [{ field: 'status', value: 'ACTIVE' }, 'body.field'],
    [{ field: 'userName' }, 'body.value'],
  ])('rejects %o naming %s', async (payload, field) => {
    const { token } = await activeAccount();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user-field',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('lets a customer register their business and land in business view', async () => {
    const { token } = await activeAccount();
    const {
      email: _e,
      password: _p,
      userName: _n,
      userType: _t,
      status: _s,
      createBusiness: _c,
      ...business
    } = businessPayload('x@example.co.nz');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/business',
      headers: { authorization: `Bearer ${token}` },
      payload: business,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ userType: 'Business User', customerView: false });
  });

  it('sets business hours for a business and refuses overlapping days', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/register/user',
      payload: businessPayload(email),
    });
    await verify(email);
    const { token } = (await login(email)).json();
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/update-business-hours',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const hours = [
      { day: 1, open: '07:30', close: '17:00' },
      { day: 0, closed: true },
    ];
    const ok = await put({ openingHours: hours, businessAlwaysOpen: false });
    expect(ok.json().user.openingHours).toEqual(hours);
    expect(
      (
        await put({
          openingHours: [{ day: 1, open: '18:00', close: '08:00' }],
          businessAlwaysOpen: false,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await put({ openingHours: [{ day: 9, closed: true }], businessAlwaysOpen: false })).json()
        .fields[0].field,
    ).toMatch(/^body\.openingHours/);
  });
});

describe('deletion and reactivation', () => {
  it('deletes, ends every session, and reactivates after a correct sign-in', async () => {
    const { email, token } = await activeAccount();
    const second = (await login(email)).json().token;
    const del = await t.app.inject({
      url: '/api/delete-account',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.json()).toEqual({ message: accountMessages.accountDeleted });
    for (const tk of [token, second]) expect((await me(tk)).statusCode).toBe(401);

    const refused = await login(email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(accountMessages.deletedUser);
    const reactivationToken = refused.json().reactivationToken;
    expect(reactivationToken).toBeTruthy();

    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/activate-account',
      payload: { email, reactivationToken },
    });
    expect(activated.json()).toEqual({ message: accountMessages.reactivated });
    expect((await login(email)).statusCode).toBe(200);
  });

  it('offers reactivation when someone registers again with a deleted account', async () => {
    const { email, token } = await activeAccount();
    await t.app.inject({
      url: '/api/delete-account',
      headers: { authorization: `Bearer ${token}` },
    });
    const again = await register(email);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(accountMessages.deletedUser);
    expect(again.json().reactivationToken).toBeTruthy();
    // With a different password there is no proof of ownership: the link goes by e-mail.
    const other = await register(email, 'Another-Secret-77');
    expect(other.json().reactivationToken).toBeUndefined();
    const mailed = await t.app.inject({
      method: 'POST',
      url: '/api/activate-account',
      payload: { email },
    });
    expect(mailed.json().message).toBe(accountMessages.reactivationSent);
    const link = (await lastMail(email)).data.link;
    const follow = await t.app.inject(link.replace(/^https?:\/\/[^/]+/, ''));
    expect(follow.headers.location).toBe('/signin?reactivated=1');
    expect((await login(email)).statusCode).toBe(200);
  });

  it('tells a spam-flagged user to contact the admin, and ends their sessions', async () => {
    const { email, token } = await activeAccount();
    await t.database.db.update(users).set({ status: 'SPAM' }).where(eq(users.email, email));
    expect((await login(email)).json().message).toBe(accountMessages.spamUser);
    expect((await me(token)).json().message).toBe(accountMessages.spamUserSession);
  });

  it('tells a deleted user with an old token that the account is deleted', async () => {
    const { email, token } = await activeAccount();
    await t.database.db.update(users).set({ status: 'DELETED' }).where(eq(users.email, email));
    expect((await me(token)).json().message).toBe(accountMessages.userIsDeleted);
  });
});

describe('passwords', () => {
  it('resets a forgotten password once, signing out everywhere', async () => {
    const { email, token } = await activeAccount();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email },
    });
    expect(asked.json().message).toBe(accountMessages.resetSent);
    const mail = await lastMail(email);
    expect(mail.template).toBe('reset-password');
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token: tokenOf(mail.data.link), password: wire(password) },
      });
    expect((await reset('Pohutukawa-Bloom-9')).json().message).toBe(
      accountMessages.passwordChanged,
    );
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(email, 'Kowhai-Tree-2026')).statusCode).toBe(401);
    expect((await login(email, 'Pohutukawa-Bloom-9')).statusCode).toBe(200);
    expect((await reset('Another-Choice-10')).json().message).toBe(accountMessages.linkExpired);
  });

  it('answers forgot-password the same for an unknown e-mail, sending nothing', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email },
    });
    expect(res.json().message).toBe(accountMessages.resetSent);
    await expect(lastMail(email)).rejects.toThrow('no mail');
  });

  it('refuses set-password for an account that already has one', async () => {
    const { token } = await activeAccount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: wire('Another-Secret-77') },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('secrets', () => {
  it('never writes a token, password or hash to a log line, nor returns a hash', async () => {
    const password = 'Secret-Kauri-Forest-42';
    const { email, token } = await activeAccount(uniqueEmail(), password);
    const who = await me(token);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [token, password, wire(password), user?.passwordHash ?? 'missing']) {
      expect(log).not.toContain(secret);
    }
    expect(who.body).not.toContain('argon2');
    expect(who.body).not.toContain(token);
  });
});
