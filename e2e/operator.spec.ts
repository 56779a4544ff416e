import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { totpCode } from '../apps/api/src/modules/operators/totp';
import { demoOperatorSecondFactor } from '../apps/api/src/seed/demo';
import { translator } from './catalogs';
import { businessLogin, demoBusiness, signIn } from './people';

// The operator console (issue 32): the demo business quotes on a lead and reports it, and
// reports a review of itself; the demo operator signs in, passes the second factor with a
// code computed here from the demo's fixed secret, confirms the lead report (the business
// sees its credits come back in its ledger) and removes the review (the business is told).
// Set E2E_SHOTS_DIR to keep screenshots of the console at 375 and 1280 px, English and Arabic.

const operatorLogin = { email: 'operator@demo.quoteway.nz', password: 'Demo-Operator-2026' };

const shots = process.env.E2E_SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => sessionStorage.getItem('token') ?? localStorage.getItem('token'),
  );
  if (!token) throw new Error('not signed in');
  return token;
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/** The demo operator, signed in on a new page, at /admin asking for the second factor. */
async function operatorPage(browser: Browser, width: number, locale: 'en' | 'ar' = 'en') {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
  const page = await context.newPage();
  const tr = locale === 'en' ? (english: string) => english : translator(locale);
  await signIn(page, operatorLogin, tr);
  await expect(page).toHaveURL(/\/my-jobs$/);
  await page.goto('/admin');
  return { context, page, tr };
}

test('an operator confirms a reported lead and removes a reported review', async ({ browser }) => {
  // The business quotes on a demo lead, then reports it.
  const businessContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const business = await businessContext.newPage();
  await signIn(business, businessLogin);
  await expect(business).toHaveURL(/\/leads\/tab$/);
  await business
    .getByRole('link', { name: /View lead/ })
    .first()
    .click();
  await expect(business).toHaveURL(/\/lead-details\//);
  const leadId = /\/lead-details\/([^/?]+)/.exec(business.url())?.[1] ?? '';
  await business.getByLabel('Estimated cost (dollars)').fill('380');
  await business.getByLabel('Comment for the customer').fill('I can come on Thursday.');
  await business.getByRole('button', { name: /^Send quote/ }).click();
  await expect(business.getByText('Your quote has been sent')).toBeVisible();
  const asBusiness = { authorization: `Bearer ${await tokenOf(business)}` };
  const ledger = async () =>
    (
      (await (
        await business.request.get('/api/credits/ledger', { headers: asBusiness })
      ).json()) as {
        balance: number;
      }
    ).balance;
  const afterQuote = await ledger();
  const reported = await business.request.post(`/api/report-lead/${leadId}`, {
    headers: asBusiness,
    data: { reason: 'fake', detail: 'The phone number belongs to nobody' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
  // ...and reports a review of itself.
  const { id: businessId } = await demoBusiness(business);
  const reviews = (await (
    await business.request.get(`/api/businesses/${businessId}/reviews?perPage=5`)
  ).json()) as { reviews: Array<{ _id: string; text?: string }> };
  const review = reviews.reviews[0];
  if (!review) throw new Error('the demo business has no review');
  const reportedReview = await business.request.post(`/api/reviews/${review._id}/report`, {
    headers: asBusiness,
    data: { reason: 'not-a-hire', detail: 'We never worked for this person' },
  });
  expect(reportedReview.ok()).toBe(true);

  // The operator signs in and passes the second factor with the authenticator's code.
  const { context, page } = await operatorPage(browser, 1280);
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible();
  await page.getByLabel(/^Code/).fill(totpCode(demoOperatorSecondFactor.totpSecret, new Date()));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Signed in as ${operatorLogin.email}`)).toBeVisible();

  // The reported lead: confirmed with a reason.
  await page.getByRole('link', { name: 'Reported leads' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'The phone number belongs to nobody' });
  await row.getByRole('button', { name: 'Decide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decide on this lead report' });
  await dialog.getByRole('button', { name: 'Decide' }).click();
  await expect(dialog.getByText('Choose a decision')).toBeVisible();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: /^Confirm/ }).check();
  await dialog.getByLabel(/^Reason/).fill('The number is not in service');
  await dialog.getByRole('button', { name: 'Decide' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);

  // The business gets its credits back, as a line of its ledger.
  await expect.poll(ledger).toBeGreaterThan(afterQuote);
  await business.goto('/plans');
  await expect(business.getByText('Credits returned').first()).toBeVisible();

  // The reported review: removed with a reason.
  await page.getByRole('link', { name: 'Reported reviews' }).click();
  const reviewRow = page
    .getByRole('listitem')
    .filter({ hasText: 'We never worked for this person' });
  await reviewRow.getByRole('button', { name: 'Decide' }).click();
  const reviewDialog = page.getByRole('dialog', { name: 'Decide on this reported review' });
  await reviewDialog.getByRole('radio', { name: 'Remove the review' }).check();
  await reviewDialog.getByLabel(/^Reason/).fill('The reviewer never hired this business');
  await reviewDialog.getByRole('button', { name: 'Decide' }).click();
  await expect(reviewDialog).toHaveCount(0);
  await expect(reviewRow).toHaveCount(0);
  const after = (await (
    await business.request.get(`/api/businesses/${businessId}/reviews?perPage=50`)
  ).json()) as { reviews: Array<{ _id: string }> };
  expect(after.reviews.map((r) => r._id)).not.toContain(review._id);

  // The business is told of both decisions (the reviewer's notice: the API tests).
  await expect
    .poll(async () => {
      const list = (await (
        await business.request.get('/api/notifications', { headers: asBusiness })
      ).json()) as { notifications: Array<{ kind: string }> };
      return list.notifications.map((n) => n.kind).sort();
    })
    .toEqual(expect.arrayContaining(['lead-report-decided', 'review-report-decided']));

  // The decisions are in the audit log.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText('The number is not in service')).toBeVisible();
  await expect(page.getByText('The reviewer never hired this business')).toBeVisible();
  await context.close();
  await businessContext.close();
});

test('a signed-in account that is no operator finds no console', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, businessLogin);
  await expect(page).toHaveURL(/\/leads\/tab$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Second factor' })).toHaveCount(0);
  await expect(page.getByText(/not found|could not find/i).first()).toBeVisible();
  await context.close();
});

// Each screen of the console at 375 and 1280 px, in English and Arabic (a recovery code per
// session: a TOTP code is accepted once per time step).
for (const [locale, recovery] of [
  ['en', 0],
  ['ar', 1],
] as const) {
  test(`the console's screens in ${locale} fit 375 and 1280 px`, async ({ browser }) => {
    const { context, page, tr } = await operatorPage(browser, 375, locale);
    await expect(page.getByRole('heading', { name: tr('Second factor') })).toBeVisible();
    await noSidewaysScroll(page, 375);
    await shot(page, `admin-second-factor-${locale}-375`);
    await page
      .getByLabel(new RegExp(`^${tr('Code')}`))
      .fill(demoOperatorSecondFactor.recoveryCodes[recovery] ?? '');
    await page.getByRole('button', { name: tr('Continue') }).click();
    await expect(page.getByRole('navigation', { name: tr('Operator console') })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const section of ['', '/lead-reports', '/review-reports', '/spam', '/audit-log']) {
        await page.goto(`/admin${section}`);
        await expect(page.getByRole('navigation', { name: tr('Operator console') })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await noSidewaysScroll(page, width);
        await shot(page, `admin${section.replace('/', '-') || '-home'}-${locale}-${width}`);
      }
    }
    await context.close();
  });
}
