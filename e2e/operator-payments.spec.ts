import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../apps/api/src/modules/operators/totp';
import { demoOperatorSecondFactor } from '../apps/api/src/seed/demo';
import { businessLogin, buyFiftyCredits, demoBusiness, signIn } from './people';

// The console's payments queue (issue 32): the demo business buys 50 credits with the
// sandbox's test card; the demo operator finds the purchase by the business's e-mail, refunds
// it with a reason, and the business's ledger shows the refund and its balance drops by the
// purchase's 60 credits; the business is told. Set E2E_SHOTS_DIR to keep screenshots of the
// queue (and the verification queue) at 375 and 1280 px, English and Arabic.

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

test('an operator refunds a purchase and the business’s ledger shows it', async ({ browser }) => {
  // The business buys 50 credits (and 10 bonus) with the sandbox's test card.
  const businessContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const business = await businessContext.newPage();
  await signIn(business, businessLogin);
  await expect(business).toHaveURL(/\/leads\/tab$/);
  await business.goto('/plans');
  await buyFiftyCredits(business);
  const asBusiness = { authorization: `Bearer ${await tokenOf(business)}` };
  const ledger = async () =>
    (await (await business.request.get('/api/credits/ledger', { headers: asBusiness })).json()) as {
      balance: number;
    };
  const afterPurchase = (await ledger()).balance;

  // The operator signs in and passes the second factor. A code is accepted once per time
  // step, and only for a step later than the last one used: the previous step's code (still
  // accepted, one step of drift) leaves the current one to the console's own story
  // (operator.spec.ts); if a story used a later step, it is tried again as time moves on.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, operatorLogin);
  await expect(page).toHaveURL(/\/my-jobs$/);
  const asOperator = { authorization: `Bearer ${await tokenOf(page)}` };
  await expect(async () => {
    const passed = await page.request.post('/api/operator-second-factor', {
      headers: asOperator,
      data: {
        code: totpCode(demoOperatorSecondFactor.totpSecret, new Date(Date.now() - 30_000)),
      },
    });
    expect(passed.ok()).toBe(true);
  }).toPass({ intervals: [5_000], timeout: 70_000 });
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();

  // The purchase, found by the business's e-mail: the card shows as brand and last 4 only.
  await page.getByLabel('Show').selectOption({ label: 'Credited' });
  await page.getByLabel(/^Business/).fill(businessLogin.email);
  const row = page.getByRole('listitem').filter({ hasText: '60 of 60 credits unspent' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText(/Saved card: Visa ending|No saved card/)).toBeVisible();
  await shot(page, 'admin-payments-en-1280');

  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this purchase' });
  await expect(dialog.getByText(/60 credits leave its balance/)).toBeVisible();
  await shot(page, 'admin-payments-dialog-en-1280');
  await dialog.getByRole('button', { name: /^Refund / }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('The business bought the plan twice by mistake');
  await dialog.getByRole('button', { name: /^Refund / }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(/Refunded\. Credit note .+ is issued\./);

  // The business's ledger: the refund is a line of its own, and the 60 credits are gone.
  await expect.poll(async () => (await ledger()).balance).toBe(afterPurchase - 60);
  await business.goto('/plans');
  await expect(business.getByText(/Refund of tax invoice/).first()).toBeVisible();
  // ...and it is told.
  await expect
    .poll(async () => {
      const list = (await (
        await business.request.get('/api/notifications', { headers: asBusiness })
      ).json()) as { notifications: Array<{ kind: string }> };
      return list.notifications.map((n) => n.kind);
    })
    .toContain('purchase-refunded');

  // The refund is in the audit log, with its reason.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText('The business bought the plan twice by mistake')).toBeVisible();

  // The verification queue: the demo business's number, unverified by hand (through the API),
  // is in the queue with its history; the operator verifies it again in the dialog.
  const { id: businessId } = await demoBusiness(business);
  const unverified = await page.request.post(`/api/admin/verifications/${businessId}/decision`, {
    headers: asOperator,
    data: { decision: 'unverify', note: 'The register lists it as removed', date: '2026-12-01' },
  });
  expect(unverified.ok(), await unverified.text()).toBe(true);
  await page.getByRole('link', { name: 'Verification' }).click();
  const waiting = page.getByRole('listitem').filter({ hasText: 'Tane Plumbing Ltd' }).first();
  await expect(waiting.getByText('The register lists it as removed')).toBeVisible();
  await shot(page, 'admin-verifications-en-1280');
  await waiting.getByRole('button', { name: 'Decide' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify Tane Plumbing Ltd by hand' });
  await verify.getByRole('radio', { name: /^Verify:/ }).check();
  await verify.getByLabel(/^Note/).fill('The register answers again: the company is registered');
  await shot(page, 'admin-verifications-dialog-en-1280');
  await verify.getByRole('button', { name: 'Decide' }).click();
  await expect(verify).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('The business number is verified.');

  // The queue at 375 and 1280 px, in English and Arabic, without sideways scrolling.
  for (const locale of ['en', 'ar'] as const) {
    await page.evaluate((l) => localStorage.setItem('quoteway.locale', l), locale);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const section of ['payments', 'verifications']) {
        await page.goto(`/admin/${section}`);
        await expect(page.locator(`#${section}-title`)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await noSidewaysScroll(page, width);
        await shot(page, `admin-${section}-list-${locale}-${width}`);
      }
    }
  }
  await context.close();
  await businessContext.close();
});
