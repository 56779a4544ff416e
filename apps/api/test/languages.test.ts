import { DEFAULT_WIRE_PASSPHRASE, interfaceLocales } from '@quoteway/contracts';
import { locales } from '@quoteway/i18n/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../src/infra/clock';
import { users } from '../src/db/schema';
import { encryptWirePassword } from '../src/modules/auth/wirePassword';
import { createTestApp, type TestApp } from './app';
import { business, customer, postJob, quoteBody } from './marketplace';
import { startSmtpServer, type TestSmtpServer } from './smtp';

// What the server says reaches each person in their language: answers by the request's
// Accept-Language, e-mails by the account's stored language. The catalogs are real (the
// compiled `server` catalogs), so these fail when a translation or the plumbing is missing.

let t: TestApp;
let smtp: TestSmtpServer;
const clock = systemClock;
const arabic = /[\u0600-\u06ff]/;
const chinese = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Quoteway <no-reply@quoteway.test>' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

describe('answers in the caller language', () => {
  it('names trades, questions and options in Chinese, keeping the values answers carry', async () => {
    const res = await t.app.inject({
      url: '/api/professions/plumber',
      headers: { 'accept-language': 'zh' },
    });
    expect(res.statusCode).toBe(200);
    const plumber = res.json();
    expect(plumber.name).toBe('水管工');
    const timing = plumber.questions.find((q: { kind: string }) => q.kind === 'timing');
    expect(timing.label).toMatch(chinese);
    expect(timing.options).toContain('Specific date');
    expect(timing.optionLabels).toHaveLength(timing.options.length);
    expect(timing.optionLabels.every((label: string) => chinese.test(label))).toBe(true);

    const list = (
      await t.app.inject({ url: '/api/professions', headers: { 'accept-language': 'zh' } })
    ).json();
    expect(list.categories.every((c: { name: string }) => chinese.test(c.name))).toBe(true);
  });

  it('answers in English without Accept-Language, and by quality order with one', async () => {
    const plain = (await t.app.inject('/api/professions/plumber')).json();
    expect(plain.name).toBe('Plumber');
    const french = await t.app.inject({
      url: '/api/professions/plumber',
      headers: { 'accept-language': 'de-DE, fr;q=0.9, en;q=0.5' },
    });
    expect(french.json().name).toBe('Plombier');
  });

  it('refuses in Arabic, with the English text as messageId and the value isolated', async () => {
    const res = await t.app.inject({
      url: '/api/professions/astronaut',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.message).toMatch(arabic);
    expect(body.message).toContain('\u2068astronaut\u2069');
    expect(body.messageId).toBe('No profession "{slug}"');
  });

  it('words schema errors in the caller language, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login-user',
      headers: { 'accept-language': 'fr' },
      payload: { email: 'not an address', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields.map((f: { field: string }) => f.field)).toContain('body.email');
    const email = body.fields.find((f: { field: string }) => f.field === 'body.email');
    expect(email.message).not.toBe('must be a valid e-mail address');
  });

  it('writes the ledger in the reader language, the trade included', async () => {
    const buyer = await customer(t, clock);
    const tradie = await business(t, clock, { credits: 100, locality: 'Porirua' });
    const job = await postJob(t, buyer);
    const lead = (
      await t.app.inject({
        method: 'POST',
        url: '/api/send-quote',
        headers: tradie.headers,
        payload: quoteBody(job),
      })
    ).statusCode;
    expect(lead).toBe(200);
    const ledger = await t.app.inject({
      url: '/api/credits/ledger?page=1&perPage=10',
      headers: { ...tradie.headers, 'accept-language': 'fr' },
    });
    expect(ledger.statusCode).toBe(200);
    const reasons = ledger.json().entries.map((e: { reason: string }) => e.reason);
    expect(reasons.some((r: string) => r.includes('Plombier'))).toBe(true);
    expect(reasons.join(' ')).not.toContain('Quote:');
  });
});

describe('e-mails in the account language', () => {
  const wire = (password: string) => encryptWirePassword(password, DEFAULT_WIRE_PASSPHRASE);

  it('sends an Arabic speaker the verification e-mail in Arabic', async () => {
    const email = `arabic.${Date.now()}@example.co.nz`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/user',
      headers: { 'accept-language': 'ar' },
      payload: {
        email,
        password: wire('Kowhai-Tree-2026'),
        userName: 'Layla Haddad',
        userType: 'Customer User',
        status: 'PENDING',
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toMatch(arabic);
    const [stored] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, email));
    expect(stored?.locale).toBe('ar');
    await t.drainOutbox();
    const mail = smtp.messages.find((m) => m.recipients.includes(email));
    expect(mail?.subject).toMatch(arabic);
    expect(mail?.text).toMatch(arabic);
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).toContain('Layla Haddad');
  });

  it('follows the language a person changes to', async () => {
    const person = await customer(t, clock);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user-field',
      headers: person.headers,
      payload: { field: 'locale', value: 'es' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: person.email },
    });
    await t.drainOutbox();
    const mail = smtp.messages.find((m) => m.recipients.includes(person.email));
    expect(mail?.subject).toBe('Restablece tu contraseña de Quoteway');
  });

  it('refuses a language we do not speak, naming the field', async () => {
    const person = await customer(t, clock);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user-field',
      headers: person.headers,
      payload: { field: 'locale', value: 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toMatch(/^body/);
  });
});

it('knows the same languages in the contracts and the catalogs', () => {
  expect([...interfaceLocales]).toEqual([...locales]);
});
