import { DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import { businessTopics, customerTopics } from '@quoteway/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { encryptWirePassword } from '../auth/wirePassword';

const start = Date.parse('2026-12-01T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
let t: TestApp;
let smtp: TestSmtpServer;
let passwordHash: string;

const PASSWORD = 'Kowhai-Tree-2026';
const wire = (password: string) => encryptWirePassword(password, DEFAULT_WIRE_PASSPHRASE);
const agents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://quoteway.example', RATE_LIMIT_MAX: 1_000_000 },
    { clock },
  );
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  // Each test stands an hour after the previous: no limit window carries over.
  offset += 3_600_000;
});

let counter = 0;

/** An active account with a password, signed in through the route from a browser. */
async function person(userType: 'Customer User' | 'Business User' = 'Customer User') {
  const email = `settings${++counter}.${process.pid}@example.co.nz`;
  await t.database.db.insert(users).values({
    email,
    userName: `Aroha Ngata ${counter}`,
    userType,
    status: 'ACTIVE',
    verifiedAt: clock.now(),
    passwordHash,
  });
  return { email, token: await signIn(email) };
}

async function signIn(email: string, password = PASSWORD, userAgent = agents.android) {
  const res = await login(email, password, userAgent);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const login = (email: string, password = PASSWORD, userAgent = agents.android) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login-user',
    headers: { 'user-agent': userAgent },
    payload: { email, password: wire(password), isApk: false },
  });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let requests = 0;

/**
 * A signed-in call, each from its own address: the e-mail change's per-IP budget (5 in 10
 * minutes of real time) is not what these tests are about.
 */
function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  requests += 1;
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: `10.7.${(requests >> 8) & 255}.${requests & 255}`,
    ...(payload ? { payload } : {}),
  });
}

const me = (token: string) => call(token, 'POST', '/api/auth/me', { isApk: false });

/** Deliver the outbox through the real SMTP server; the mail to an address, newest last. */
async function mailsTo(address: string) {
  await t.drainOutbox();
  return smtp.messages.filter((m) => m.recipients.includes(address));
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https://quoteway\\.example${path.replace('?', '\\?')}[^\\s]+`).exec(
    text,
  );
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
};

const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);

describe('changing the e-mail address', () => {
  it('needs the link from the new address, and tells the old one', async () => {
    const { email, token } = await person();
    const newEmail = `moved${counter}.${process.pid}@example.co.nz`;
    const asked = await call(token, 'POST', '/api/account/email', {
      email: newEmail,
      password: wire(PASSWORD),
    });
    expect(asked.statusCode, asked.body).toBe(200);

    // Before the link: the account keeps its address, and shows the one waiting.
    expect((await me(token)).json().user).toMatchObject({ email, pendingEmail: newEmail });
    expect((await login(email)).statusCode).toBe(200);
    const [notice] = await mailsTo(email);
    expect(notice?.subject).toBe('The e-mail address of your Quoteway account');
    expect(notice?.text).toContain(
      `Someone asked to change the e-mail address of your Quoteway account to ${newEmail}.`,
    );
    expect(notice?.text).toContain('https://quoteway.example/settings');
    const [verification] = await mailsTo(newEmail);
    expect(verification?.subject).toBe('Confirm your new e-mail address for Quoteway');
    const link = linkIn(verification?.text ?? '', '/api/verify-email-change?token=');

    const opened = await t.app.inject({ method: 'GET', url: link.replace(/^https:\/\/[^/]+/, '') });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/signin?email-change=done');
    // The session goes on, now with the new address.
    expect((await me(token)).json().user).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(401);
    const told = await mailsTo(email);
    expect(told).toHaveLength(2);
    expect(told[1]?.text).toContain(
      `The e-mail address of your Quoteway account was changed to ${newEmail}.`,
    );

    // A used link.
    const again = await t.app.inject({ method: 'GET', url: link.replace(/^https:\/\/[^/]+/, '') });
    expect(again.headers.location).toBe('/signin?email-change=expired');
  });

  it('sends an expired or unknown link to expired', async () => {
    const { token } = await person();
    const newEmail = `late${counter}.${process.pid}@example.co.nz`;
    await call(token, 'POST', '/api/account/email', { email: newEmail, password: wire(PASSWORD) });
    const [mail] = await mailsTo(newEmail);
    const link = linkIn(mail?.text ?? '', '/api/verify-email-change?token=');
    offset += 25 * 3_600_000;
    const late = await t.app.inject({ method: 'GET', url: link.replace(/^https:\/\/[^/]+/, '') });
    expect(late.headers.location).toBe('/signin?email-change=expired');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/verify-email-change?token=${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/signin?email-change=expired');
  });

  it('refuses the change when another account took the address meanwhile', async () => {
    const { email, token } = await person();
    const newEmail = `wanted${counter}.${process.pid}@example.co.nz`;
    await call(token, 'POST', '/api/account/email', { email: newEmail, password: wire(PASSWORD) });
    const [mail] = await mailsTo(newEmail);
    await t.database.db.insert(users).values({
      email: newEmail,
      userName: 'Someone Else',
      userType: 'Customer User',
      status: 'ACTIVE',
    });
    const link = linkIn(mail?.text ?? '', '/api/verify-email-change?token=');
    const opened = await t.app.inject({ method: 'GET', url: link.replace(/^https:\/\/[^/]+/, '') });
    expect(opened.headers.location).toBe('/signin?email-change=taken');
    expect((await me(token)).json().user.email).toBe(email);
  });

  it('needs the right password, a new address, and one no other account has', async () => {
    const { email, token } = await person();
    const other = await person();
    const noPassword = await call(token, 'POST', '/api/account/email', {
      email: `x${counter}@example.co.nz`,
    });
    expect(noPassword.statusCode).toBe(400);
    expect(fieldsOf(noPassword)).toContain('body.password');
    const wrong = await call(token, 'POST', '/api/account/email', {
      email: `x${counter}@example.co.nz`,
      password: wire('Not-The-Password-1'),
    });
    expect(wrong.statusCode).toBe(403);
    const same = await call(token, 'POST', '/api/account/email', {
      email: email.toUpperCase(),
      password: wire(PASSWORD),
    });
    expect(same.statusCode).toBe(400);
    expect(fieldsOf(same)).toContain('body.email');
    const taken = await call(token, 'POST', '/api/account/email', {
      email: other.email,
      password: wire(PASSWORD),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That e-mail address cannot be used.');
    // Nothing was sent to the other account's address.
    expect(await mailsTo(other.email)).toHaveLength(0);
  });
});

describe('changing the password', () => {
  it('needs the current password and ends every other session', async () => {
    const { email, token } = await person();
    const laptop = await signIn(email, PASSWORD, agents.windows);
    const weak = await call(token, 'POST', '/api/account/password', {
      currentPassword: wire(PASSWORD),
      password: wire('short'),
    });
    expect(weak.statusCode).toBe(400);
    expect(fieldsOf(weak)).toContain('body.password');
    const wrong = await call(token, 'POST', '/api/account/password', {
      currentPassword: wire('Not-The-Password-1'),
      password: wire('Rata-Blossom-2027'),
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Your current password is not right.');
    expect((await me(laptop)).statusCode).toBe(200);

    const changed = await call(token, 'POST', '/api/account/password', {
      currentPassword: wire(PASSWORD),
      password: wire('Rata-Blossom-2027'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await login(email, 'Rata-Blossom-2027')).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(401);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toContain('Your Quoteway password was changed');
  });

  it('counts wrong current passwords like failed sign-ins', async () => {
    const { email, token } = await person();
    for (let i = 0; i < 5; i++) {
      const wrong = await call(token, 'POST', '/api/account/password', {
        currentPassword: wire(`Wrong-Guess-${i}0`),
        password: wire('Rata-Blossom-2027'),
      });
      expect(wrong.statusCode).toBe(403);
    }
    const sixth = await call(token, 'POST', '/api/account/password', {
      currentPassword: wire(PASSWORD),
      password: wire('Rata-Blossom-2027'),
    });
    expect(sixth.statusCode).toBe(429);
    // The sign-in form shares the budget.
    expect((await login(email)).statusCode).toBe(429);
  });
});

describe('changing the mobile', () => {
  async function codeFor(mobile: string, confirm = true) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/phone-verifications',
      payload: { mobile },
    });
    expect(started.statusCode).toBe(200);
    const { verificationId } = started.json() as { verificationId: string };
    await t.outbox.runOnce();
    const texts = await t.app.inject({
      method: 'GET',
      url: `/api/dev/sms?to=${encodeURIComponent(mobile.replace(/\s/g, ''))}`,
    });
    const code = /(\d{6}) is your Quoteway code/.exec(texts.json().messages[0].body)?.[1];
    if (confirm) {
      const ok = await t.app.inject({
        method: 'POST',
        url: `/api/phone-verifications/${verificationId}/confirm`,
        payload: { code },
      });
      expect(ok.statusCode).toBe(200);
    }
    return verificationId;
  }

  const setMobile = (token: string, value: string, verificationId: string) =>
    call(token, 'PUT', '/api/update-user-field', { field: 'mobile', value, verificationId });

  it('needs a confirmed code for exactly that number, used once', async () => {
    const { email, token } = await person();
    const unconfirmed = await codeFor('+64 22 555 0101', false);
    const refused = await setMobile(token, '+64 22 555 0101', unconfirmed);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toContain('body.verificationId');

    const forAnother = await codeFor('+64 22 555 0102');
    const other = await setMobile(token, '+64 22 555 0101', forAnother);
    expect(other.statusCode).toBe(400);
    expect(fieldsOf(other)).toContain('body.verificationId');

    const unknown = await setMobile(token, '+64 22 555 0101', crypto.randomUUID());
    expect(unknown.statusCode).toBe(400);

    const good = await codeFor('+64 22 555 0101');
    const changed = await setMobile(token, '+64 22 555 0101', good);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user).toMatchObject({
      mobile: '+64 22 555 0101',
      verifiedMobile: '+64 22 555 0101',
    });
    const twice = await setMobile(token, '+64 22 555 0101', good);
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice)).toContain('body.verificationId');

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.text).join('\n')).toContain(
      'Your mobile number was changed to +64 22 555 0101.',
    );
  });

  it('e-mails a new name, and keeps theme and language changes quiet', async () => {
    const { email, token } = await person();
    const theme = await call(token, 'PUT', '/api/update-user-field', {
      field: 'theme',
      value: 'dark',
    });
    expect(theme.statusCode).toBe(200);
    expect(theme.json().user.theme).toBe('dark');
    await call(token, 'PUT', '/api/update-user-field', { field: 'locale', value: 'fr' });
    await call(token, 'PUT', '/api/update-user-field', { field: 'locale', value: 'en' });
    expect(await mailsTo(email)).toHaveLength(0);
    const named = await call(token, 'PUT', '/api/update-user-field', {
      field: 'userName',
      value: 'Aroha Renamed',
    });
    expect(named.statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Your name was changed to Aroha Renamed.');
  });
});

describe('sessions', () => {
  it('lists the live sessions, newest use first, and ends only the own ones', async () => {
    const { email, token } = await person();
    offset += 60_000;
    const laptop = await signIn(email, PASSWORD, agents.windows);
    const stranger = await person();

    const listed = await call(token, 'GET', '/api/account/sessions');
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().sessions as Array<{
      id: string;
      device: string;
      current: boolean;
    }>;
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Firefox on Windows', false],
      ['Chrome on Android', true],
    ]);
    expect(JSON.stringify(listed.json())).not.toMatch(/token|hash/i);

    // A use more than five minutes later moves a session to the top.
    offset += 6 * 60_000;
    expect((await me(token)).statusCode).toBe(200);
    const reordered = (await call(token, 'GET', '/api/account/sessions')).json().sessions;
    expect(reordered.map((s: { device: string }) => s.device)).toEqual([
      'Chrome on Android',
      'Firefox on Windows',
    ]);

    const laptopId = sessions[0]?.id as string;
    const currentId = sessions[1]?.id as string;
    const notMine = await call(stranger.token, 'DELETE', `/api/account/sessions/${laptopId}`);
    expect(notMine.statusCode).toBe(404);
    expect((await me(laptop)).statusCode).toBe(200);

    const ended = await call(token, 'DELETE', `/api/account/sessions/${laptopId}`);
    expect(ended.statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    const again = await call(token, 'DELETE', `/api/account/sessions/${laptopId}`);
    expect(again.statusCode).toBe(404);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.text).join('\n')).toContain(
      'A session (Firefox on Windows) was signed out.',
    );

    // Ending the current session signs the caller out.
    expect((await call(token, 'DELETE', `/api/account/sessions/${currentId}`)).statusCode).toBe(
      200,
    );
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  it('answers the defaults and the customer topics', async () => {
    const { token } = await person();
    const res = await call(token, 'GET', '/api/account/notification-preferences');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.topics).toEqual([...customerTopics]);
    expect(body.smsTopics).toEqual(['new-lead']);
    expect(body.preferences['quote-received']).toEqual({ email: true });
    expect(body.preferences['new-lead']).toEqual({ email: true, sms: false });
  });

  it('gives a business its topics and the customer ones it lacks', async () => {
    const { token } = await person('Business User');
    const { topics } = (await call(token, 'GET', '/api/account/notification-preferences')).json();
    expect(topics.slice(0, businessTopics.length)).toEqual([...businessTopics]);
    expect(topics).toContain('quote-received');
    expect(topics).toContain('review-replied');
    expect(new Set(topics).size).toBe(topics.length);
  });

  it('merges changes, texts only new leads, and e-mails the change', async () => {
    const { email, token } = await person('Business User');
    const put = (preferences: object) =>
      call(token, 'PUT', '/api/account/notification-preferences', { preferences });
    const first = await put({ 'quote-opened': { email: false } });
    expect(first.statusCode, first.body).toBe(200);
    const second = await put({ 'new-lead': { email: true, sms: true } });
    expect(second.json().preferences).toMatchObject({
      'quote-opened': { email: false },
      'new-lead': { email: true, sms: true },
      hired: { email: true },
    });
    const refused = await put({ hired: { email: true, sms: true } });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toContain('body.preferences.hired.sms');
    const stored = (await call(token, 'GET', '/api/account/notification-preferences')).json();
    expect(stored.preferences.hired).toEqual({ email: true });
    expect(stored.preferences['new-lead']).toEqual({ email: true, sms: true });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('Your notification settings were changed.');
    expect(mails[0]?.text).toContain('https://quoteway.example/leads/settings');
  });
});

describe('the data export', () => {
  async function conversationWith(owner: Party, quoter: Party, tag: string) {
    const job = await postJob(t, owner, { description: `Job ${tag}: the gutter overflows.` });
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/send-quote',
      headers: quoter.headers,
      payload: quoteBody(job, { comment: `Quote ${tag}: new downpipe.` }),
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { conversationId, quote } = quoted.json();
    for (const [who, text] of [
      [owner, `Owner ${tag}: the gate code is 1234.`],
      [quoter, `Quoter ${tag}: see you at nine.`],
    ] as const) {
      const said = await t.app.inject({
        method: 'POST',
        url: '/api/send-message',
        headers: who.headers,
        payload: { conversationId, message: text },
      });
      expect(said.statusCode, said.body).toBe(200);
    }
    for (const [url, payload] of [
      [`/api/jobs/${job._id}/hire`, { quoteId: quote._id }],
      [`/api/jobs/${job._id}/complete`, undefined],
      [
        `/api/jobs/${job._id}/review`,
        {
          rating: 5,
          quality: 5,
          communication: 5,
          value: 4,
          punctuality: 5,
          text: `Review ${tag}: tidy and quick work.`,
        },
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: owner.headers,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    return { job, conversationId, quoteId: quote._id as string };
  }

  it('holds the person’s jobs, quotes, messages, reviews and ledger, and nothing of another’s', async () => {
    const owner = await customer(t, clock, { userName: 'Aroha Ngata' });
    const quoter = await business(t, clock, { credits: 200 });
    const stranger = await customer(t, clock, { userName: 'Wiremu Stranger' });
    const strangersTradie = await business(t, clock, { credits: 200 });
    const mine = await conversationWith(owner, quoter, 'MINE');
    const theirs = await conversationWith(stranger, strangersTradie, 'THEIRS');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="quoteway-data-${clock.now().toISOString().slice(0, 10)}.json"`,
    );
    const data = res.json();
    expect(data.account).toMatchObject({ id: owner.id, email: owner.email, theme: 'system' });
    expect(data.account.notificationPreferences['quote-received']).toEqual({ email: true });
    expect(data.business).toBeNull();
    expect(data.jobs.map((j: { id: string }) => j.id)).toContain(mine.job._id);
    expect(data.jobs[0].answers.length).toBeGreaterThan(0);
    expect(data.quotes).toEqual([
      expect.objectContaining({
        direction: 'received',
        id: mine.quoteId,
        comment: 'Quote MINE: new downpipe.',
      }),
    ]);
    expect(data.messages.map((m: { from: string; text: string }) => [m.from, m.text])).toEqual(
      expect.arrayContaining([
        ['you', 'Owner MINE: the gate code is 1234.'],
        ['Tradie', 'Quoter MINE: see you at nine.'],
      ]),
    );
    expect(data.reviews).toEqual([
      expect.objectContaining({ direction: 'written', text: 'Review MINE: tidy and quick work.' }),
    ]);

    const text = res.body;
    for (const secret of [
      stranger.email,
      stranger.id,
      strangersTradie.email,
      strangersTradie.id,
      theirs.job._id,
      theirs.conversationId,
      theirs.quoteId,
      'THEIRS',
      // The other party of the person's own conversation: first name only.
      quoter.email,
      quoter.id,
      '$argon2',
      'tokenHash',
      'passwordHash',
      'token_hash',
    ]) {
      expect(text, `the export shows ${secret}`).not.toContain(secret);
    }

    // The business's side: its quote, its ledger, the review it received.
    const quoterExport = (
      await t.app.inject({ method: 'GET', url: '/api/account/export', headers: quoter.headers })
    ).json();
    expect(quoterExport.business).toMatchObject({ userId: quoter.id, trades: ['plumber'] });
    expect(quoterExport.quotes).toEqual([
      expect.objectContaining({ direction: 'sent', id: mine.quoteId }),
    ]);
    expect(quoterExport.ledger.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['quote', 'grant']),
    );
    expect(quoterExport.reviews).toEqual([
      expect.objectContaining({ direction: 'received', customer: 'Aroha' }),
    ]);
    const quoterText = JSON.stringify(quoterExport);
    expect(quoterText).not.toContain(owner.email);
    expect(quoterText).not.toContain('Ngata');
    expect(quoterText).not.toContain('THEIRS');
  });
});

describe('social providers', () => {
  it('lists none without configuration, and a start goes back to sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ providers: [] });
    const started = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(started.statusCode).toBe(302);
    expect(started.headers.location).toBe('/signin?social=unavailable');
  });
});
