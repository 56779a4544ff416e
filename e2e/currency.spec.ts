import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { businessLogin, signIn, textedCode } from './people';

// Each regional site's money, as its visitors write it: the job wizard asks the budget in
// the site's currency and shows it grouped as there (₹1,50,000 in India, $2,450 in
// Australia), and a place typed on one site that is in another country offers that site.
// Chromium resolves the sites' hosts to the test server (playwright.config.ts).

/** Australia's and India's places load once the server listens: wait until they are in. */
async function placesLoaded(request: APIRequestContext) {
  await expect
    .poll(
      async () => ((await (await request.get('/api/readyz')).json()) as { places: string }).places,
      { timeout: 600_000, intervals: [2_000] },
    )
    .toBe('loaded');
}

/** A page on `host`, from a device in `timezoneId` (so no regional popup interrupts). */
async function visit(
  browser: Browser,
  baseURL: string | undefined,
  host: string,
  timezoneId: string,
) {
  const port = new URL(baseURL ?? '').port;
  const context = await browser.newContext({ baseURL: `http://${host}:${port}`, timezoneId });
  return { context, page: await context.newPage() };
}

/** The wizard up to "Where is the job?", with a total budget typed as `budget`. */
async function plumbingJobWithBudget(page: Page, budgetLabel: string, budget: string) {
  await page.goto('/home');
  await page.getByRole('combobox', { name: 'Trade' }).fill('Plumb');
  await page.getByRole('option', { name: 'Plumber', exact: true }).click();
  await page.getByRole('button', { name: 'Get free quotes' }).click();
  await page.getByRole('checkbox', { name: 'Leak or burst pipe' }).check();
  await page.getByRole('radio', { name: 'House', exact: true }).check();
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.getByRole('radio', { name: 'Total', exact: true }).check();
  await page.getByLabel(budgetLabel).fill(budget);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Job description').fill('A pipe under the kitchen sink leaks.');
  await page.getByRole('button', { name: 'Next' }).click();
}

const sites = [
  {
    host: 'quoteway.in',
    timezoneId: 'Asia/Kolkata',
    callingCode: '+91',
    mobile: '98765 43211',
    budgetLabel: 'Total budget in rupees',
    typed: '150000',
    shown: '₹1,50,000',
    postcode: '560034',
    chosen: /^Koramangala, Karnataka 560034$/,
  },
  {
    host: 'quoteway.com.au',
    timezoneId: 'Australia/Sydney',
    callingCode: '+61',
    mobile: '412 345 679',
    budgetLabel: 'Total budget in dollars',
    typed: '2450',
    shown: '$2,450',
    postcode: '3000',
    chosen: /^Melbourne, Victoria 3000$/,
  },
];

for (const site of sites) {
  test(`${site.host} takes the budget in its currency and posts the job in it`, async ({
    browser,
    baseURL,
    request,
  }) => {
    await placesLoaded(request);
    const { context, page } = await visit(browser, baseURL, site.host, site.timezoneId);
    try {
      await plumbingJobWithBudget(page, site.budgetLabel, site.typed);
      const place = page.getByRole('combobox', { name: 'Suburb or town' });
      await place.fill(site.postcode);
      await page.getByRole('option', { name: site.chosen }).click();
      await page.getByRole('button', { name: 'Next' }).click();

      const email = `currency-${site.host.replace(/\W/g, '-')}-${Date.now()}@example.com`;
      await page.getByLabel('Your name').fill('Currency Tester');
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Mobile number').fill(site.mobile);
      const code = await textedCode(
        request,
        `${site.callingCode}${site.mobile.replace(/\s/g, '')}`,
        () => page.getByRole('button', { name: 'Send code' }).click(),
      );
      await page.getByLabel('6-digit code').fill(code);
      await page.getByRole('button', { name: 'Confirm code' }).click();
      await expect(page.getByText('Mobile number verified')).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();

      // The review writes the budget as the site's readers write money.
      await expect(page.getByText(`Total: ${site.shown}`)).toBeVisible();
      const posted = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/jobs') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Post job' }).click();
      const job = (
        (await (await posted).json()) as { job: { currency: string; budgetCents: number } }
      ).job;
      expect(job.currency).toBe(site.host === 'quoteway.in' ? 'INR' : 'AUD');
      expect(job.budgetCents).toBe(Number(site.typed) * 100);
      await expect(page).toHaveURL(/\/my-jobs\/0\/[\da-f-]{36}$/);
    } finally {
      await context.close();
    }
  });
}

test('the New Zealand site offers the Australian one for Bondi, in one sentence', async ({
  browser,
  baseURL,
  request,
}) => {
  await placesLoaded(request);
  const { context, page } = await visit(browser, baseURL, 'quoteway.co.nz', 'Pacific/Auckland');
  try {
    await plumbingJobWithBudget(page, 'Total budget in dollars', '800');
    await page.getByRole('combobox', { name: 'Suburb or town' }).fill('Bondi');
    await expect(page.getByText(/^Bondi is in Australia\./)).toBeVisible();
    const link = page.getByRole('link', { name: 'Post your job on Quoteway Australia →' });
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute('href')) ?? '').hostname).toBe('quoteway.com.au');
    await expect(page.getByText('No place found. Try typing its postcode.')).toHaveCount(0);
    // A place New Zealand has is never sent abroad.
    await page.getByRole('combobox', { name: 'Suburb or town' }).fill('Riccarton');
    await expect(
      page.getByRole('option', { name: /^Riccarton, Canterbury/ }).first(),
    ).toBeVisible();
    await expect(page.getByText(/is in Australia/)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a New Zealand business on quoteway.in buys credits as a New Zealand business: NZD, NZ GST, NZ invoice', async ({
  browser,
  baseURL,
}) => {
  // A business pays in its own country's currency, at its GST, in its invoice series,
  // whichever site it opens: the New Zealand demo business is offered NZD on the Indian site,
  // and the page says why.
  const port = new URL(baseURL ?? '').port;
  const context = await browser.newContext({
    baseURL: `http://quoteway.in:${port}`,
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  try {
    await signIn(page, businessLogin);
    await expect(page).not.toHaveURL(/\/signin/);
    await page.goto('/plans');
    await expect(
      page.getByText(
        'Your business is in New Zealand, so you pay in NZD, including 15% GST, and get New Zealand tax invoices, whichever site you use.',
      ),
    ).toBeVisible();
    await expect(page.getByText('₹')).toHaveCount(0);
    await page.screenshot({ path: '/work/shots/h30/in-host-nz-business-plans-375-en.png' });
    await page.getByRole('button', { name: 'Buy 50 credits for $20' }).click();
    await page.getByRole('button', { name: 'Use a new card' }).click();
    await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/Expiry month/).fill('12');
    await page.getByLabel(/Expiry year/).fill('2030');
    await page.getByLabel(/Security code/).fill('123');
    const bought = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/purchases') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Pay $20' }).click();
    const answer = (await (await bought).json()) as {
      purchase: { amountCents: number; currency: string };
      taxInvoice: { id: string; number: string };
    };
    expect(answer.purchase).toMatchObject({ amountCents: 2000, currency: 'NZD' });
    expect(answer.taxInvoice.number).toMatch(/^NZ-\d{6}$/);
    await expect(page.getByText('60 credits added to your account')).toBeVisible();
    // The tax invoice is New Zealand's: its number, NZD, 15% GST.
    await page.goto(`/invoices/${answer.taxInvoice.id}`);
    await expect(page.getByText(answer.taxInvoice.number).first()).toBeVisible();
    await expect(page.getByText('$20').first()).toBeVisible();
    await expect(page.getByText(/15\s?%/).first()).toBeVisible();
    await expect(page.getByText('₹')).toHaveCount(0);
    await page.screenshot({
      path: '/work/shots/h30/in-host-nz-invoice-375-en.png',
      fullPage: true,
    });
  } finally {
    await context.close();
  }
});
