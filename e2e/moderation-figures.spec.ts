import { mkdirSync } from 'node:fs';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { demoOperatorSecondFactor } from '../apps/api/src/seed/demo';
import { translator } from './catalogs';
import { businessLogin, customerLogin, postPlumbingJob, signIn } from './people';

// Issue 32, the published side of moderation and the support desk. The demo customer hires
// the demo business and reviews it; the business reports the review; the demo operator
// removes it; reviewer and business are both told, and the public figures page counts the
// removal. Then the operator finds the business by its e-mail address in Support and adds
// credits, which the business sees in its ledger. The operator signs in once (the demo's
// last recovery code: operator.spec.ts uses the others and the authenticator's code).
// Set E2E_SHOTS_DIR to keep screenshots of Support and the figures page (375/1280, en/ar).

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

type Figures = {
  months: Array<{ month: string; reviews: Array<{ reason: string; removed: number }> }>;
};

/** This month's removed reviews reported as sharing personal information. */
async function removedForPersonalInformation(request: APIRequestContext): Promise<number> {
  const figures = (await (await request.get('/api/moderation-figures?months=1')).json()) as Figures;
  return figures.months[0]?.reviews.find((r) => r.reason === 'personal-information')?.removed ?? 0;
}

async function kindsOf(page: Page): Promise<string[]> {
  const list = (await (
    await page.request.get('/api/notifications', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    })
  ).json()) as { notifications: Array<{ kind: string }> };
  return list.notifications.map((n) => n.kind);
}

test.describe
  .serial('moderation in the open, and the support desk', () => {
    let operatorContext: BrowserContext;
    let operator: Page;

    test.beforeAll(async ({ browser }) => {
      operatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      operator = await operatorContext.newPage();
      await signIn(operator, operatorLogin);
      await expect(operator).toHaveURL(/\/my-jobs$/);
      // The menu links the console for operators (and for nobody else: the test below).
      await operator.reload();
      await operator.getByRole('link', { name: 'Operator console' }).first().click();
      await expect(operator.getByRole('heading', { name: 'Second factor' })).toBeVisible();
      await operator.getByLabel(/^Code/).fill(demoOperatorSecondFactor.recoveryCodes[2] ?? '');
      await operator.getByRole('button', { name: 'Continue' }).click();
      await expect(operator.getByText(`Signed in as ${operatorLogin.email}`)).toBeVisible();
    });

    test.afterAll(async () => {
      await operatorContext?.close();
    });

    test('a removed review: both parties are told, and the public figures count it', async ({
      browser,
      request,
    }) => {
      const customer = await (await browser.newContext()).newPage();
      const business = await (await browser.newContext()).newPage();
      await signIn(business, businessLogin);
      await expect(business).toHaveURL(/\/leads\/tab$/);
      // No console link for a business.
      await expect(business.getByRole('link', { name: 'Operator console' })).toHaveCount(0);
      await signIn(customer, customerLogin);
      await expect(customer).toHaveURL(/\/my-jobs$/);

      // The customer posts a job, the business quotes, the customer hires and completes it.
      const description = `Burst pipe under the house, moderation story ${Date.now()}`;
      await postPlumbingJob(customer, request, {
        description,
        place: 'Porirua',
        mobile: '21 765 4391',
      });
      await business.goto('/leads/tab');
      await business
        .getByRole('listitem')
        .filter({ hasText: description.slice(0, 40) })
        .getByRole('link', { name: /View lead/ })
        .click();
      await expect(business).toHaveURL(/\/lead-details\//);
      const jobId = /\/lead-details\/([^/?]+)/.exec(business.url())?.[1] ?? '';
      await business.getByLabel('Estimated cost (dollars)').fill('450');
      await business.getByLabel('Comment for the customer').fill('I can fix it tomorrow.');
      await business.getByRole('button', { name: /^Send quote/ }).click();
      await expect(business.getByText('Your quote has been sent')).toBeVisible();
      const job = customer.getByRole('listitem').filter({ hasText: description });
      await job.getByRole('button', { name: /Show quotes/ }).click();
      await job.getByRole('button', { name: 'Hire' }).click();
      await customer.getByRole('alertdialog').getByRole('button', { name: 'Hire' }).click();
      await expect(customer.getByText(/You hired/)).toBeVisible();
      await job.getByRole('button', { name: 'Mark completed' }).click();
      await customer
        .getByRole('alertdialog', { name: 'Mark this job completed?' })
        .getByRole('button', { name: 'Mark completed' })
        .click();
      await expect(customer.getByText('Your job is marked completed.')).toBeVisible();

      // The customer reviews it, naming the plumber's home street; the business reports that.
      const asCustomer = { authorization: `Bearer ${await tokenOf(customer)}` };
      const reviewed = await customer.request.post(`/api/jobs/${jobId}/review`, {
        headers: asCustomer,
        data: {
          rating: 2,
          quality: 2,
          communication: 2,
          value: 2,
          punctuality: 2,
          text: 'Late again, and he lives on Mein Street so no excuse.',
        },
      });
      expect(reviewed.ok(), await reviewed.text()).toBe(true);
      const reviewId = ((await reviewed.json()) as { review: { _id: string } }).review._id;
      const asBusiness = { authorization: `Bearer ${await tokenOf(business)}` };
      const reported = await business.request.post(`/api/reviews/${reviewId}/report`, {
        headers: asBusiness,
        data: { reason: 'personal-information', detail: 'It names where I live' },
      });
      expect(reported.ok(), await reported.text()).toBe(true);
      const before = await removedForPersonalInformation(request);

      // The operator removes it with a reason.
      await operator.goto('/admin/review-reports');
      const row = operator.getByRole('listitem').filter({ hasText: 'It names where I live' });
      await row.getByRole('button', { name: 'Decide' }).click();
      const dialog = operator.getByRole('dialog', { name: 'Decide on this reported review' });
      await dialog.getByRole('radio', { name: 'Remove the review' }).check();
      await dialog.getByLabel(/^Reason/).fill('It gives out where someone lives');
      await dialog.getByRole('button', { name: 'Decide' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row).toHaveCount(0);

      // Both parties are told.
      await expect.poll(() => kindsOf(customer)).toContain('review-report-decided');
      await expect.poll(() => kindsOf(business)).toContain('review-report-decided');

      // The public figures page, reached from the footer, counts the removal this month.
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto('/home');
      await visitor.getByRole('link', { name: 'Moderation figures' }).click();
      await expect(visitor).toHaveURL(/\/moderation$/);
      expect(await removedForPersonalInformation(request)).toBe(before + 1);
      // This month comes first; its row's cells: reported, kept, removed.
      const line = visitor.getByRole('row', { name: /Shares personal information/ }).first();
      await expect(line.getByRole('cell').nth(2)).toHaveText(String(before + 1));
      await visitor.context().close();
      await customer.context().close();
      await business.context().close();
    });

    test('support finds a business by e-mail and adds credits; its ledger shows them', async ({
      browser,
    }) => {
      await operator.goto('/admin/support');
      await operator.getByLabel(/Name, e-mail, phone or business number/).fill('bu');
      await operator.getByRole('button', { name: 'Search' }).click();
      await expect(operator.getByText('Type at least 3 characters')).toBeVisible();
      await operator.getByLabel(/Name, e-mail, phone or business number/).fill(businessLogin.email);
      await operator.getByRole('button', { name: 'Search' }).click();
      const found = operator.getByRole('list', { name: 'People found' }).getByRole('listitem');
      await expect(found).toHaveCount(1);
      await found.getByRole('button', { name: /^Open the account of/ }).click();
      await expect(operator.getByText(/^Balance: \d+ credits$/)).toBeVisible();
      await operator.getByLabel(/^Credits to add/).fill('15');
      await operator.getByLabel(/^Reason for the adjustment/).fill('Goodwill for a no-show lead');
      await operator.getByRole('button', { name: 'Adjust credits' }).click();
      await expect(operator.getByText(/^Done: the balance is now \d+ credits\.$/)).toBeVisible();

      const business = await (await browser.newContext()).newPage();
      await signIn(business, businessLogin);
      await expect(business).toHaveURL(/\/leads\/tab$/);
      await business.goto('/plans');
      const entry = business
        .getByRole('row')
        .filter({ hasText: 'Adjustment by Quoteway support: Goodwill for a no-show lead' });
      await expect(entry).toBeVisible();
      await expect(entry.getByRole('cell', { name: 'Adjustment', exact: true })).toBeVisible();
      await business.context().close();
    });

    test('screens of Support and the figures page fit 375 and 1280 px, in English and Arabic', async ({
      browser,
    }) => {
      for (const locale of ['en', 'ar'] as const) {
        const tr = locale === 'en' ? (english: string) => english : translator(locale);
        await operatorContext.addInitScript(
          (l) => localStorage.setItem('quoteway.locale', l),
          locale,
        );
        const visitorContext = await browser.newContext();
        await visitorContext.addInitScript(
          (l) => localStorage.setItem('quoteway.locale', l),
          locale,
        );
        const visitor = await visitorContext.newPage();
        for (const width of [375, 1280]) {
          await operator.setViewportSize({ width, height: 900 });
          await operator.goto('/admin/support');
          await operator
            .getByLabel(new RegExp(tr('Name, e-mail, phone or business number')))
            .fill(businessLogin.email);
          await operator.getByRole('button', { name: tr('Search') }).click();
          await operator
            .getByRole('button', {
              name: new RegExp(`${tr('Open the account of {0}').split('{0}')[0]}`),
            })
            .first()
            .click();
          await expect(operator.getByRole('progressbar')).toHaveCount(0);
          await noSidewaysScroll(operator, width);
          await shot(operator, `support-${locale}-${width}`);

          await visitor.setViewportSize({ width, height: 900 });
          await visitor.goto('/moderation');
          await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
            tr('Moderation figures'),
          );
          await expect(visitor.getByRole('progressbar')).toHaveCount(0);
          await noSidewaysScroll(visitor, width);
          await shot(visitor, `moderation-${locale}-${width}`);
        }
        await visitorContext.close();
      }
    });
  });
