import { DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import { translator } from '@quoteway/i18n/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { customer, jobBody } from '../../../test/marketplace';
import { devMailbox, jobs, outbox, users } from '../../db/schema';
import { encryptWirePassword } from '../auth/wirePassword';

// A visitor's first job (issue 29): live once the texted code is confirmed, signed in on it,
// and the e-mail that names the job sets the account's first password.

const start = Date.parse('2026-12-01T00:00:00Z');
const clock = { now: () => new Date(start) };
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const wire = (password: string) => encryptWirePassword(password, DEFAULT_WIRE_PASSPHRASE);

/** Ask for a code for `mobile`, read it from the dev SMS outbox, and confirm it. */
async function confirmedPhone(mobile: string): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/phone-verifications',
    payload: { mobile },
  });
  expect(started.statusCode).toBe(200);
  const { verificationId } = started.json();
  await t.outbox.runOnce();
  const e164 = `+64${mobile.replace(/\D/g, '').replace(/^64/, '')}`;
  const texts = await t.app.inject({
    method: 'GET',
    url: `/api/dev/sms?to=${encodeURIComponent(e164)}`,
  });
  const code = /(\d{6}) is your Quoteway code/.exec(texts.json().messages.at(-1).body)?.[1];
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/phone-verifications/${verificationId}/confirm`,
    payload: { code },
  });
  expect(confirmed.statusCode).toBe(200);
  return verificationId;
}

/** A visitor posts a plumbing job in Porirua with a confirmed phone. */
async function visitorPosts(language = 'en') {
  counter += 1;
  const mobile = `+64 21 600 ${String(1000 + counter)}`;
  const verificationId = await confirmedPhone(mobile);
  const email = `first.job.${counter}.${process.pid}@example.co.nz`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: { 'accept-language': language, 'user-agent': 'Vitest phone' },
    payload: await jobBody(t, {
      mobile,
      phoneVerificationId: verificationId,
      poster: { email, userName: 'Mere Visitor' },
    }),
  });
  expect(res.statusCode).toBe(200);
  return { email, res, body: res.json() };
}

async function mailTo(email: string) {
  await t.outbox.runOnce();
  const rows = await t.database.db.select().from(devMailbox).where(eq(devMailbox.to, email));
  expect(rows).toHaveLength(1);
  return rows[0] as NonNullable<(typeof rows)[number]>;
}

function linkOf(text: string) {
  const link = /https?:\/\/\S+\/set-password\?token=([\w-]+)&job=([\w-]+)/.exec(text);
  expect(link).not.toBeNull();
  return { token: link?.[1] ?? '', jobId: link?.[2] ?? '' };
}

const me = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

const setFirstPassword = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/first-password',
    headers: { 'user-agent': 'Vitest laptop' },
    payload: { token, password: wire(password) },
  });

describe("a visitor's first job", () => {
  it('is live as soon as the texted code is confirmed, with lead alerts queued', async () => {
    const { body } = await visitorPosts();
    expect(body.verifyEmail).toBe(true);
    expect(body.job.status).toBe('open');
    expect(body.message).toBe('Your job is live. Check your e-mail to set a password.');
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, body.job._id));
    expect(job?.publishedAt).not.toBeNull();
    const alerts = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'lead-alerts')));
    expect(alerts.some((row) => (row.payload as { jobId: string }).jobId === body.job._id)).toBe(
      true,
    );
  });

  it('signs the visitor in on their job, before any password exists', async () => {
    const { body, email } = await visitorPosts();
    expect(body.session.user).toMatchObject({
      email,
      hasPassword: false,
      emailVerified: false,
      userType: 'Customer User',
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/my-jobs/${body.job._id}`,
      headers: { authorization: `Bearer ${body.session.token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().job.status).toBe('open');
  });

  it('a signed-in new account posts its next job without waiting for its e-mail', async () => {
    const { body } = await visitorPosts();
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { authorization: `Bearer ${body.session.token}` },
      payload: await jobBody(t, { mobile: body.session.user.mobile }),
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().job.status).toBe('open');
    expect(next.json().session).toBeUndefined();
  });

  it('is named in the e-mail (title and place), with the first-password link', async () => {
    const { email, body } = await visitorPosts();
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Your job is live: choose your Quoteway password');
    expect(mail.text).toContain(
      'Your job “Leak or burst pipe · House” in Porirua is live on Quoteway',
    );
    expect(mail.text).toContain('Choose your password');
    expect(mail.text).not.toMatch(/new password/i);
    expect(linkOf(mail.text).jobId).toBe(body.job._id);
  });

  it("names the job by its title in the recipient's language", async () => {
    const { email } = await visitorPosts('fr');
    const mail = await mailTo(email);
    expect(mail.html).toContain('lang="fr"');
    const fr = translator('fr');
    expect(mail.text).toContain(`${fr.t('Leak or burst pipe')} · ${fr.t('House')}`);
    expect(fr.t('House')).not.toBe('House');
    expect(mail.text).toContain('Porirua');
  });

  it('sets the first password once, proves the address and signs its owner in', async () => {
    const { email, body } = await visitorPosts();
    const { token } = linkOf((await mailTo(email)).text);
    const res = await setFirstPassword(token, 'Kowhai-Tree-2026');
    expect(res.statusCode).toBe(200);
    const signedIn = res.json();
    expect(signedIn.message).toBe('Your password is set. Welcome to Quoteway!');
    expect(signedIn.user).toMatchObject({ email, hasPassword: true, emailVerified: true });
    expect((await me(signedIn.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.status).toBe('ACTIVE');
    // The session begun on the phone proof alone ends: the address's owner holds the account.
    expect((await me(body.session.token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login-user',
      payload: { email, password: wire('Kowhai-Tree-2026') },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses the link a second time, and leaves the password alone', async () => {
    const { email } = await visitorPosts();
    const { token } = linkOf((await mailTo(email)).text);
    expect((await setFirstPassword(token, 'Kowhai-Tree-2026')).statusCode).toBe(200);
    const again = await setFirstPassword(token, 'Someone-Else-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link has expired or was already used');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login-user',
      payload: { email, password: wire('Someone-Else-2026') },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a weak password naming the field, and the link still works after', async () => {
    const { email } = await visitorPosts();
    const { token } = linkOf((await mailTo(email)).text);
    const weak = await setFirstPassword(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields[0].field).toBe('body.password');
    expect((await setFirstPassword(token, 'Kowhai-Tree-2026')).statusCode).toBe(200);
  });

  it('refuses an unknown token and a malformed body with a 4xx naming the field', async () => {
    const unknown = await setFirstPassword('x'.repeat(43), 'Kowhai-Tree-2026');
    expect(unknown.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/first-password',
      payload: { token: 'short' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.map((f: { field: string }) => f.field)).toContain('body.token');
  });

  it('an account that has a password by then is sent to sign in', async () => {
    const { email } = await visitorPosts();
    const { token } = linkOf((await mailTo(email)).text);
    await t.database.db
      .update(users)
      .set({ passwordHash: 'chosen-through-forgot-password' })
      .where(eq(users.email, email));
    const res = await setFirstPassword(token, 'Kowhai-Tree-2026');
    expect(res.statusCode).toBe(409);
  });

  it('a returning customer who is signed out is asked to sign in, not given an account', async () => {
    const known = await customer(t, clock);
    const verificationId = await confirmedPhone('+64 21 600 9999');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: await jobBody(t, {
        mobile: '+64 21 600 9999',
        phoneVerificationId: verificationId,
        poster: { email: known.email, userName: 'Someone' },
      }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().session).toBeUndefined();
  });
});
