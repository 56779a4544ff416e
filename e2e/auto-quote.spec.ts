import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { translator } from './catalogs';
import { businessLogin, customerLogin, readAllConversations, signIn, textedCode } from './people';

// Automatic quotes (issue 33) end to end: the demo business writes its plumbing template and
// a rule on the console's screen; the demo customer posts a matching job; the quote reaches
// the customer's job with no one at the business acting, and the business finds it in its
// quote activity and on its return-on-spend dashboard. At 375 and 1280 px, in English and
// Arabic. Set E2E_SHOTS_DIR to keep a screenshot of the screen.

const shots = process.env.E2E_SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => sessionStorage.getItem('token') ?? localStorage.getItem('token'),
  );
  if (!token) throw new Error('not signed in');
  return token.replace(/^"|"$/g, '');
}

async function personIn(browser: Browser, locale: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
  return context.newPage();
}

/** A number as the page writes it, in Latin or Arabic-Indic digits. */
const digitsOf = (text: string) =>
  Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, ''));

for (const locale of ['en', 'ar'] as const) {
  const tr = locale === 'en' ? (english: string) => english : translator(locale);
  for (const width of [375, 1280]) {
    test(`in ${locale} at ${width} px, a matching job gets the business's automatic quote`, async ({
      browser,
    }) => {
      const business = await personIn(browser, locale, width);
      const customer = await personIn(browser, locale, width);
      await signIn(business, businessLogin, tr);
      await expect(business).toHaveURL(/\/leads\/tab$/);
      const asBusiness = { authorization: `Bearer ${await tokenOf(business)}` };
      const quotesSent = async () => {
        const res = await business.request.get('/api/return-on-spend?period=30', {
          headers: asBusiness,
        });
        return ((await res.json()) as { totals: { quotesSent: number } }).totals.quotesSent;
      };
      const sentBefore = await quotesSent();

      try {
        // 1. The business writes its template and its rule, from the menu's screen.
        await business.goto('/leads/auto-quotes');
        await expect(
          business.getByRole('heading', { level: 1, name: tr('Automatic quotes') }),
        ).toBeVisible();
        const plumber = business.getByRole('region', { name: tr('Plumber') });
        await plumber.getByLabel(tr('Flat rate')).check();
        await plumber.getByLabel(tr('Estimated cost (dollars)')).fill('180');
        const comment = plumber.getByLabel(tr('Comment for the customer'));
        await comment.fill('Kia ora , I can come to  tomorrow.');
        // The placeholders go in where the cursor is.
        await comment.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(8, 8));
        await plumber.getByRole('button', { name: tr("Customer's first name") }).click();
        await expect(comment).toHaveValue('Kia ora {firstName}, I can come to  tomorrow.');
        await comment.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(35, 35));
        await plumber.getByRole('button', { name: tr('Place of the job') }).click();
        await expect(comment).toHaveValue('Kia ora {firstName}, I can come to {place} tomorrow.');
        await plumber.getByRole('button', { name: tr('Save template') }).click();
        await expect(plumber.getByText(tr('Template saved'))).toBeVisible();

        const rule = business.getByRole('region', {
          name: tr('When a lead is quoted automatically'),
        });
        await rule.getByLabel(tr('Highest lead price (credits)')).fill('500');
        await rule.getByLabel(tr('Quotes a day, at most')).fill('50');
        await rule.getByLabel(tr('Credits a week, at most')).fill('5000');
        await rule.getByLabel(tr('Active from')).fill('00:00');
        await rule.getByLabel(tr('Active until')).fill('00:00');
        await rule.getByRole('button', { name: tr('Save rule') }).click();
        await expect(business.getByText(tr('Your automatic-quote rule is saved'))).toBeVisible();
        // Saving keeps the switch where it was: an earlier run left the rule paused.
        const status = business.getByRole('region', { name: tr('Automatic quotes') });
        const resume = status.getByRole('button', { name: tr('Turn automatic quotes on') });
        if (await resume.isVisible()) await resume.click();
        await expect(status.getByText(tr('Active'), { exact: true })).toBeVisible();
        expect(
          await business.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(width);
        if (shots) {
          await business.screenshot({
            path: `${shots}/auto-quotes-${locale}-${width}.png`,
            fullPage: true,
          });
        }

        // 2. The customer posts a matching job: plumbing in Porirua, inside the business's area.
        await signIn(customer, customerLogin, tr);
        await expect(customer).toHaveURL(/\/my-jobs$/);
        const asCustomer = { authorization: `Bearer ${await tokenOf(customer)}` };
        const digits = `2155591${width < 600 ? 1 : 2}${locale === 'en' ? 3 : 4}`;
        const mobile = `+64 ${digits}`;
        let verificationId = '';
        const code = await textedCode(customer.request, `+64${digits}`, async () => {
          const started = await customer.request.post('/api/phone-verifications', {
            data: { mobile },
          });
          ({ verificationId } = (await started.json()) as { verificationId: string });
        });
        await customer.request.post(`/api/phone-verifications/${verificationId}/confirm`, {
          data: { code },
        });
        const places = await (await customer.request.get('/api/localities?q=Porirua')).json();
        const description = `The hot water cylinder leaks at night (automatic, ${locale}, ${width}, ${Date.now()}).`;
        const posted = await customer.request.post('/api/jobs', {
          headers: asCustomer,
          data: {
            professionSlug: 'plumber',
            answers: [
              { questionId: 'work-type', options: ['Hot water cylinder'] },
              { questionId: 'property-type', options: ['House'] },
              { questionId: 'timing', options: ['Flexible'] },
              { questionId: 'budget', options: ['Total'], amountCents: 40_000 },
            ],
            description,
            budgetCents: 40_000,
            localityId: places.localities[0].id,
            mobile,
            phoneVerificationId: verificationId,
          },
        });
        expect(posted.status()).toBe(200);
        const { job } = (await posted.json()) as { job: { _id: string } };

        // 3. No one at the business acts: the quote reaches the customer's job.
        await customer.goto('/my-jobs');
        const card = customer.getByRole('listitem').filter({ hasText: description });
        await expect(async () => {
          await customer.reload();
          await card.getByRole('button', { name: tr('Show quotes') }).click();
          await expect(
            card.getByText('Kia ora Aroha, I can come to Porirua tomorrow.'),
          ).toBeVisible({ timeout: 5_000 });
        }).toPass({ timeout: 120_000 });

        // 4. The business sees it in its quote activity, marked automatic, and on its dashboard.
        await business.goto('/leads/quote-activity?sentBy=automatic');
        const quote = business
          .getByRole('article')
          .filter({ has: business.locator(`a[href$="/${job._id}"]`) });
        await expect(quote).toBeVisible();
        await expect(quote.getByText(tr('Automatic'), { exact: true })).toBeVisible();
        expect(
          await business.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(width);

        const sentAfter = await quotesSent();
        expect(sentAfter).toBe(sentBefore + 1);
        await business.goto('/leads/return-on-spend');
        const tile = business
          .getByText(tr('Quotes sent'), { exact: true })
          .locator('xpath=..')
          .locator('dd');
        await expect.poll(async () => digitsOf(await tile.innerText())).toBe(sentAfter);

        // The switch stops it: paused, nothing more goes out.
        await business.goto('/leads/auto-quotes');
        await business.getByRole('button', { name: tr('Pause automatic quotes') }).click();
        await expect(status.getByText(tr('Paused'), { exact: true })).toBeVisible();
      } finally {
        // Other stories quote on the demo business's leads by hand: leave its rule paused.
        const settings = await business.request.get('/api/auto-quotes', { headers: asBusiness });
        const { rule } = (await settings.json()) as { rule: Record<string, unknown> | null };
        if (rule && !rule.paused) {
          await business.request.put('/api/auto-quotes/rule', {
            headers: asBusiness,
            data: { ...rule, paused: true },
          });
        }
        // The customer reads the automatic quotes' conversations: the stories after this one
        // count the demo customer's unread conversations from zero.
        const token = await tokenOf(customer).catch(() => '');
        if (token) await readAllConversations(customer, { authorization: `Bearer ${token}` });
        await business.context().close();
        await customer.context().close();
      }
    });
  }
}
