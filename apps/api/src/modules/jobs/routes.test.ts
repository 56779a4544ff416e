import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { customer, jobBody, localityId, plumberAnswers, postJob } from '../../../test/marketplace';
import { jobs, users } from '../../db/schema';

const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const post = async (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/jobs', headers, payload });

/** Ask for a code, read it from the dev SMS outbox, and confirm it. */
async function verifiedPhone(mobile: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/phone-verifications',
    payload: { mobile },
  });
  expect(started.statusCode).toBe(200);
  const { verificationId } = started.json();
  await t.outbox.runOnce();
  const texts = await t.app.inject({ method: 'GET', url: '/api/dev/sms' });
  const code = /(\d{6}) is your Quoteway code/.exec(texts.json().messages[0].body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return { verificationId, code: code as string };
}

describe('phone verification', () => {
  it('texts a code through the outbox and confirms it once', async () => {
    const { verificationId, code } = await verifiedPhone('+64 22 555 0001');
    const texts = await t.app.inject({ method: 'GET', url: '/api/dev/sms?to=%2B64225550001' });
    expect(texts.json().messages).toHaveLength(1);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/phone-verifications/${verificationId}/confirm`,
      payload: { code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ verified: true });
  });

  it('refuses a wrong code, then locks after five guesses', async () => {
    const { verificationId, code } = await verifiedPhone('+64 22 555 0002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/phone-verifications/${verificationId}/confirm`,
        payload: { code: wrong },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0]).toEqual({
        field: 'body.code',
        message: 'That is not the code we sent. Check the text message and try again.',
      });
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: `/api/phone-verifications/${verificationId}/confirm`,
      payload: { code },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toMatch(/too many times/);
  });

  it('rejects a number that breaks its country rule, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phone-verifications',
      payload: { mobile: '+64 11 234' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toEqual({
      field: 'body.mobile',
      message:
        'Enter a New Zealand number of 8 to 10 digits after the leading 0, like 021 555 0198.',
    });
  });

  it.each([
    ['+64 021 555 0010', '+64215550010'],
    ['+61 0412 345 678', '+61412345678'],
    ['+91 09876543210', '+919876543210'],
  ])('texts %s as typed at home, to %s', async (mobile, to) => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/phone-verifications',
      payload: { mobile },
    });
    expect(started.statusCode).toBe(200);
    await t.outbox.runOnce();
    const texts = await t.app.inject({
      method: 'GET',
      url: `/api/dev/sms?to=${encodeURIComponent(to)}`,
    });
    expect(texts.json().messages).toHaveLength(1);
  });

  it('expires a code after 10 minutes', async () => {
    const { verificationId, code } = await verifiedPhone('+64 22 555 0003');
    offset += 11 * 60_000;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/phone-verifications/${verificationId}/confirm`,
      payload: { code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });
});

describe('posting a job', () => {
  it('a signed-in customer posts a live job priced by the lead rule', async () => {
    const me = await customer(t, clock);
    const res = await post(me.headers, await jobBody(t));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.verifyEmail).toBe(false);
    expect(body.job.status).toBe('open');
    // Plumber base 8 credits, budget $800 (band < $2,000: factor 1).
    expect(body.job.credits).toBe(8);
    expect(body.job.noOfQuotes).toBe(0);
    expect(body.job.location.locality).toBe('Porirua');
  });

  it('prices a large job higher and a job without budget at the base', async () => {
    const me = await customer(t, clock);
    const big = await postJob(t, me, { budgetCents: 2_500_000 });
    expect(big.credits).toBe(16);
    const none = await postJob(t, me, { budgetCents: null });
    expect(none.credits).toBe(8);
  });

  it('needs a verified phone unless the account’s own number is verified', async () => {
    const me = await customer(t, clock, { verifiedMobile: false });
    const res = await post(me.headers, await jobBody(t));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body.phoneVerificationId');
    const { verificationId, code } = await verifiedPhone('+64 21 123 4567');
    await t.app.inject({
      method: 'POST',
      url: `/api/phone-verifications/${verificationId}/confirm`,
      payload: { code },
    });
    const ok = await post(me.headers, await jobBody(t, { phoneVerificationId: verificationId }));
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.mobileVerifiedAt).not.toBeNull();
    // The account now says which number it proved, so the wizard need not ask again.
    const me2 = await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: me.headers });
    expect(me2.json().user.verifiedMobile).toBe('+64211234567');
    const again = await post(me.headers, await jobBody(t));
    expect(again.statusCode).toBe(200);
  });

  it('refuses a verification of another number', async () => {
    const me = await customer(t, clock, { verifiedMobile: false });
    const { verificationId, code } = await verifiedPhone('+64 21 999 8888');
    await t.app.inject({
      method: 'POST',
      url: `/api/phone-verifications/${verificationId}/confirm`,
      payload: { code },
    });
    const res = await post(me.headers, await jobBody(t, { phoneVerificationId: verificationId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toEqual({
      field: 'body.phoneVerificationId',
      message:
        'The code was sent to another number. Ask for a code for this number, then type it in.',
    });
  });

  it('takes a number verified in one local spelling and posted in another', async () => {
    const me = await customer(t, clock, { verifiedMobile: false });
    const { verificationId, code } = await verifiedPhone('+64 021 444 5566');
    await t.app.inject({
      method: 'POST',
      url: `/api/phone-verifications/${verificationId}/confirm`,
      payload: { code },
    });
    const res = await post(
      me.headers,
      await jobBody(t, { mobile: '+64 21-444-5566', phoneVerificationId: verificationId }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.mobile).toBe('+64214445566');
  });

  it.each([
    [{ professionSlug: 'astronaut' }, 'body.professionSlug'],
    [{ localityId: 999_999 }, 'body.localityId'],
    [{ description: 'short' }, 'body.description'],
    [{ budgetCents: 12.5 }, 'body.budgetCents'],
    [{ answers: [{ questionId: 'nope', options: [] }] }, 'body.answers.0.questionId'],
    [
      { answers: [{ questionId: 'property-type', options: ['House', 'Apartment or unit'] }] },
      'body.answers.0.options',
    ],
    [
      { answers: [{ questionId: 'work-type', options: ['Other (Please specify)'] }] },
      'body.answers.0.text',
    ],
    [{ answers: plumberAnswers.slice(0, 2) }, 'body.answers'],
  ])('answers %j with a 400 naming %s', async (override, field) => {
    const me = await customer(t, clock);
    const res = await post(me.headers, await jobBody(t, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });

  it('needs a specific date that is not in the past', async () => {
    const me = await customer(t, clock);
    const answers = plumberAnswers.map((a) =>
      a.questionId === 'timing' ? { ...a, options: ['Specific date'], date: '2026-11-01' } : a,
    );
    const res = await post(me.headers, await jobBody(t, { answers }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body.answers.2.date');
  });

  // A visitor's first job (live at once, the first-password e-mail): firstJob.test.ts.

  it('a visitor whose e-mail has an account is asked to sign in, and nothing is saved', async () => {
    const me = await customer(t, clock);
    const before = await t.database.db.select().from(jobs).where(eq(jobs.customerId, me.id));
    const { verificationId, code } = await verifiedPhone('+64 21 123 4567');
    await t.app.inject({
      method: 'POST',
      url: `/api/phone-verifications/${verificationId}/confirm`,
      payload: { code },
    });
    const res = await post(
      {},
      await jobBody(t, {
        phoneVerificationId: verificationId,
        poster: { email: me.email, userName: 'Someone' },
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Sign in to post/);
    const after = await t.database.db.select().from(jobs).where(eq(jobs.customerId, me.id));
    expect(after).toHaveLength(before.length);
  });

  it('a visitor must say who they are', async () => {
    const res = await post({}, await jobBody(t));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body.poster');
  });

  it('a bad token is refused rather than treated as a visitor', async () => {
    const res = await post({ authorization: 'Bearer nonsense' }, await jobBody(t));
    expect(res.statusCode).toBe(401);
  });
});

describe('my jobs', () => {
  it('lists 6 per page, newest first, and searches by profession and status', async () => {
    const me = await customer(t, clock);
    for (let i = 0; i < 7; i++) {
      offset += 1000;
      await postJob(t, me);
    }
    await postJob(t, me, {
      professionSlug: 'electrician',
      answers: [],
      localityId: await localityId(t, 'Porirua'),
    }).catch(() => undefined);
    const first = await t.app.inject({ method: 'GET', url: '/api/my-jobs', headers: me.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json().jobs).toHaveLength(6);
    expect(first.json().perPage).toBe(6);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/my-jobs?page=2',
      headers: me.headers,
    });
    expect(second.json().jobs.length).toBe(first.json().total - 6);
    const created = first.json().jobs.map((j: { createdAt: string }) => j.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/my-jobs?search=plumb&status=open',
      headers: me.headers,
    });
    expect(search.json().total).toBe(7);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/my-jobs?search=roofer',
      headers: me.headers,
    });
    expect(none.json().total).toBe(0);
  });

  it('hides another customer’s job (404) and rejects a bad status (400)', async () => {
    const owner = await customer(t, clock);
    const stranger = await customer(t, clock);
    const job = await postJob(t, owner);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/my-jobs/${job._id}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/my-jobs?status=maybe',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('querystring.status');
  });
});
