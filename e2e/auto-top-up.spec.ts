import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { translator } from './catalogs';
import { businessLogin, customerLogin, postPlumbingJob, signIn } from './people';

// Auto top-up on the Plans page (issue 33, spending controls): the business saves a card,
// turns auto top-up on through the confirmation that names every term, quotes on a lead,
// which leaves its balance below the threshold, sees the top-up (with its tax invoice) in the
// card's history and in the credit ledger, and switches it off in one click. Then the card
// fits a phone in English and Arabic. Set E2E_SHOTS_DIR to keep a screenshot of each.

const shots = process.env.E2E_SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

// The layout checks below open the confirmation with the card the first test saves.
test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
}

test('a business turns auto top-up on with its consent, a quote tops up, one click turns it off', async ({
  browser,
  request,
}) => {
  const business = await (await browser.newContext()).newPage();
  const customer = await (await browser.newContext()).newPage();
  await signIn(business, businessLogin);
  await expect(business).toHaveURL(/\/leads\/tab$/);

  // A lead to quote on.
  await signIn(customer, customerLogin);
  await expect(customer).toHaveURL(/\/my-jobs$/);
  const description = `Dripping outdoor tap, auto top-up e2e ${Date.now()}`;
  await postPlumbingJob(customer, request, {
    description,
    place: 'Porirua',
    mobile: '21 765 4322',
  });

  // A saved card: bought with it, "Save this card" ticked.
  await business.goto('/plans');
  await business.getByRole('button', { name: 'Buy 50 credits for $20' }).click();
  await business.getByRole('button', { name: 'Use a new card' }).click();
  await business.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await business.getByLabel(/Expiry month/).fill('12');
  await business.getByLabel(/Expiry year/).fill('2030');
  await business.getByLabel(/Security code/).fill('123');
  await business.getByRole('checkbox', { name: 'Save this card for next time' }).check();
  await business.getByRole('button', { name: 'Pay $20' }).click();
  await expect(business.getByText('60 credits added to your account')).toBeVisible();

  // Auto top-up on, with a threshold above the balance, so the next quote crosses it.
  const section = business.getByRole('region', { name: 'Auto top-up' });
  await expect(section.getByText('Auto top-up is off.')).toBeVisible();
  await section.getByLabel(/falls below/).fill('100000');
  await section.getByLabel(/Monthly maximum/).fill('40');
  await section.getByRole('button', { name: 'Turn on auto top-up' }).click();
  const dialog = business.getByRole('alertdialog', { name: 'Turn on auto top-up?' });
  await expect(dialog).toContainText('below 100000 credits');
  await expect(dialog).toContainText('Visa card ending in 4242');
  await expect(dialog).toContainText('$20 for the 50-credit plan');
  await expect(dialog).toContainText('never charge more than $40');
  await shot(business, 'auto-top-up-confirm-en-1280');
  await dialog.getByRole('button', { name: 'I agree: turn on auto top-up' }).click();
  await expect(section.getByRole('status')).toContainText('Auto top-up is on');
  await expect(section.getByText('No top-ups this month.')).toBeVisible();

  // A quote spends credits and leaves the balance below the threshold.
  await business.goto('/leads/tab');
  await business
    .getByRole('link', { name: /View lead/ })
    .first()
    .click();
  await expect(business.getByText(description)).toBeVisible();
  await business.getByLabel('Estimated cost (dollars)').fill('150');
  await business.getByLabel('Comment for the customer').fill('I can replace the washer today.');
  await business.getByRole('button', { name: /^Send quote/ }).click();
  await expect(business.getByText('Your quote has been sent')).toBeVisible();

  // The outbox buys the plan: the card's history and the ledger show it, with its invoice.
  await business.goto('/plans');
  const topUp = section.getByRole('listitem').first();
  await expect(async () => {
    await business.reload();
    await expect(topUp).toContainText('60 credits for $20', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const invoice = topUp.getByRole('link', { name: /^Tax invoice / });
  const invoiceName = (await invoice.textContent()) ?? '';
  const ledger = business.getByRole('table');
  await expect(ledger.getByRole('link', { name: invoiceName })).toBeVisible();
  await expect(ledger).toContainText('Bonus credits with the 50-credit plan');
  await section.scrollIntoViewIfNeeded();
  await shot(business, 'auto-top-up-on-en-1280');

  // One click switches it off: no dialog.
  await section.getByRole('button', { name: 'Switch off auto top-up' }).click();
  await expect(section.getByRole('status')).toHaveText('Auto top-up is off.');
  await expect(business.getByRole('alertdialog')).toHaveCount(0);
  await business.reload();
  await expect(section.getByRole('status')).toHaveText('Auto top-up is off.');
});

for (const locale of ['en', 'ar'] as const) {
  const tr = locale === 'en' ? (english: string) => english : translator(locale);
  for (const width of [375, 1280]) {
    test(`in ${locale} at ${width} px, the auto top-up card and its confirmation fit`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
      const page = await context.newPage();
      await signIn(page, businessLogin, tr);
      await expect(page).toHaveURL(/\/leads\/tab$/);
      await page.goto('/plans');
      const section = page.getByRole('region', { name: tr('Auto top-up') });
      const turnOn = section.getByRole('button', { name: tr('Turn on auto top-up') });
      // The saved card arrives with the account: then the button is live.
      await expect(turnOn).toBeEnabled();
      await section.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shot(page, `auto-top-up-${locale}-${width}`);
      await turnOn.click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveCSS('opacity', '1');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shot(page, `auto-top-up-confirm-${locale}-${width}`);
      await dialog.getByRole('button', { name: tr('Cancel') }).click();
      await expect(dialog).toHaveCount(0);
      await context.close();
    });
  }
}
