import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEFAULT_WIRE_PASSPHRASE } from '../packages/contracts/src/wire';
import { formatSiteMoney } from '../packages/domain/src/localeFormat';
import { translator } from './catalogs';
import { businessLogin, signIn, textedCode } from './people';

// Issue 29, "Decide with confidence": a customer with three quotes on a job opens My Jobs,
// reads each card (verification, hires, response time, GST), compares the quotes side by
// side and hires from the comparison, on a phone (375 px) and a desktop (1280 px), in English
// and in Arabic. The people, the jobs and the quotes are set up through the API.

const PASSWORD = 'Compare-Quotes-2026';
const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const shots = process.env.SHOTS_DIR ?? '';
if (shots) mkdirSync(shots, { recursive: true });

// crypto-js as the api-client has it (the root has no copy): passwords travel AES-encrypted.
const AES = createRequire(new URL('../packages/api-client/package.json', import.meta.url))(
  'crypto-js/aes',
) as { encrypt(text: string, key: string): { toString(): string } };
/** A password as the API takes it in transit (as the apps' api-client sends it). */
const encrypted = (password: string) => AES.encrypt(password, DEFAULT_WIRE_PASSPHRASE).toString();

async function mailedLink(request: APIRequestContext, to: string, pattern: RegExp) {
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
      link = messages.map((m) => pattern.exec(m.text)?.[0] ?? '').find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function login(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login-user', {
    data: { email, password: encrypted(password) },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A new account through the API, its e-mail confirmed through the mailed link. */
async function register(request: APIRequestContext, body: Record<string, unknown>) {
  const email = body.email as string;
  const response = await request.post('/api/register/user', {
    data: { ...body, password: encrypted(PASSWORD), acceptTerms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  const link = await mailedLink(request, email, /https?:\/\/\S+\/api\/verify-email\?token=[\w-]+/);
  await request.get(link.replace(/^https?:\/\/[^/]+/, ''));
  return login(request, email, PASSWORD);
}

/** Three businesses with credits, a customer and two jobs, each job with three quotes. */
async function seed(request: APIRequestContext) {
  const stamp = Date.now();
  const places = await (await request.get('/api/localities?q=Wellington')).json();
  const wellington = (places as { localities: Array<{ id: number }> }).localities[0]?.id;
  const businesses = [await login(request, businessLogin.email, businessLogin.password)];
  for (const [n, name] of ['Kauri Pipes', 'Harbour Gasfitting'].entries()) {
    businesses.push(
      await register(request, {
        email: `e2e-compare-${stamp}-${n}@example.nz`,
        userName: `${name} Owner`,
        userType: 'Business User',
        businessName: `${name} ${String(stamp).slice(-4)}`,
        businessProfession: 'plumber',
        businessABN: '9429041925676',
        country: 'NZ',
        mobile: `+64 21 55${n} ${String(stamp).slice(-4)}`,
        location: wellington,
      }),
    );
  }
  for (const [n, headers] of businesses.entries()) {
    const bought = await request.post('/api/purchases', {
      headers: { ...headers, 'idempotency-key': `e2e-compare-${stamp}-${n}` },
      data: { planId: 'plan-50', card: VISA },
    });
    expect(bought.ok(), await bought.text()).toBe(true);
  }
  const customerEmail = `e2e-compare-customer-${stamp}@example.nz`;
  const customer = await register(request, {
    email: customerEmail,
    userName: 'Mere Tipene',
    userType: 'Customer User',
  });

  const porirua = await (await request.get('/api/localities?q=Porirua')).json();
  const mobile = `+64 21 ${String(stamp).slice(-7, -4)} ${String(stamp).slice(-4)}`;
  let verificationId = '';
  const code = await textedCode(request, mobile.replace(/\s/g, ''), async () => {
    const started = await request.post('/api/phone-verifications', { data: { mobile } });
    ({ verificationId } = (await started.json()) as { verificationId: string });
  });
  await request.post(`/api/phone-verifications/${verificationId}/confirm`, { data: { code } });
  const jobs: Array<{ _id: string; credits: number }> = [];
  for (const words of ['Leaking hot water cylinder', 'Burst pipe under the house']) {
    const posted = await request.post('/api/jobs', {
      headers: customer,
      data: {
        professionSlug: 'plumber',
        answers: [
          { questionId: 'work-type', options: ['Leak or burst pipe'] },
          { questionId: 'property-type', options: ['House'] },
          { questionId: 'timing', options: ['As soon as possible'] },
          { questionId: 'budget', options: ['Total'], amountCents: 300_000 },
        ],
        description: `${words}, compare quotes ${stamp}.`,
        budgetCents: 300_000,
        localityId: porirua.localities[0].id,
        mobile,
        phoneVerificationId: verificationId,
      },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
    jobs.push(((await posted.json()) as { job: { _id: string; credits: number } }).job);
  }
  const terms = [
    { type: 'Flat', value: 245_000, gst: true, boxes: { cost: true, inspection: false } },
    { type: 'Hourly', value: 9_500, gst: false, boxes: { cost: false, inspection: true } },
    { type: 'Flat', value: 198_000, gst: true, boxes: { cost: true, inspection: true } },
  ];
  for (const job of jobs) {
    for (const [n, headers] of businesses.entries()) {
      const term = terms[n] ?? terms[0];
      const quoted = await request.post('/api/send-quote', {
        headers,
        data: {
          lead: { _id: job._id, credits: job.credits },
          estCost: { type: term?.type, value: term?.value },
          gstIncluded: term?.gst,
          comment: 'I can come this week and replace the valve.',
          checkboxes: { ...term?.boxes, information: false, comment: false },
        },
      });
      expect(quoted.ok(), await quoted.text()).toBe(true);
    }
  }
  return { customerEmail, jobs };
}

/** The page never scrolls sideways: whatever is wide scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const locale of ['en', 'ar'] as const) {
  test(`a customer compares three quotes and hires from the comparison (${locale})`, async ({
    browser,
    request,
  }) => {
    const { customerEmail, jobs } = await seed(request);
    const known = locale === 'en' ? (text: string) => text : translator(locale);
    // Strings this change adds reach the catalogs when they are merged: until then English.
    const tr = (text: string) => {
      try {
        return known(text);
      } catch {
        return text;
      }
    };
    const context = await browser.newContext();
    if (locale !== 'en') {
      await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
    }
    const page = await context.newPage();
    await signIn(page, { email: customerEmail, password: PASSWORD }, tr);
    await expect(page).toHaveURL(/\/my-jobs/);

    const [viewed, hired] = jobs;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`/my-jobs/1/${viewed?._id}`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      // The cards: who stands behind each quote, and whether its price includes GST.
      const cards = page.getByRole('listitem', { name: /Tane Plumbing/ });
      await expect(cards.first()).toBeVisible();
      await expect(page.getByText(tr('incl. GST')).first()).toBeVisible();
      await expect(page.getByText(tr('+ GST')).first()).toBeVisible();
      // "$2,450" in English; in Arabic the same amount as Arabic readers on the NZ site write it.
      const price = formatSiteMoney(245_000, 'NZD', locale, 'NZ');
      await expect(page.getByText(price, { exact: false }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (shots)
        await page.screenshot({ path: `${shots}/cards-${locale}-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: tr('Compare quotes') }).click();
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(3);
      await expect(table.getByRole('rowheader', { name: tr('Price'), exact: true })).toBeVisible();
      await expect(table.getByText(formatSiteMoney(198_000, 'NZD', locale, 'NZ'))).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (shots) {
        await table.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/compare-${locale}-${width}.png` });
      }
    }

    // Hire from the comparison, at a phone's width.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/my-jobs/1/${hired?._id}`);
    await page.getByRole('button', { name: tr('Compare quotes') }).click();
    const table = page.getByRole('table');
    const hire = table.getByRole('button', { name: /Kauri Pipes/ });
    await hire.scrollIntoViewIfNeeded();
    await hire.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    if (shots) {
      await page.screenshot({
        path: `${shots}/hire-dialog-${locale}-375.png`,
        animations: 'disabled',
      });
    }
    await dialog.getByRole('button', { name: tr('Hire'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByText(tr('Hired'), { exact: true })).toBeVisible();
    await expect(table.getByRole('button')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}
