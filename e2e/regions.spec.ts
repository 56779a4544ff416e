import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { textedCode } from './people';

// Each regional site reached by its own hostname, as a visitor there would: Chromium resolves
// the three hosts to the test server (playwright.config.ts), and the app takes its country
// from the hostname.

interface Site {
  host: string;
  timezoneId: string;
  callingCode: string;
  /** A mobile number valid for the country, without a leading 0. */
  mobile: string;
  /** A place found by its name, and how its suggestion reads. */
  name: string;
  named: RegExp;
  /** A postcode, and the suggestion of it to choose. */
  postcode: string;
  chosen: RegExp;
}

const sites: Site[] = [
  {
    host: 'quoteway.co.nz',
    timezoneId: 'Pacific/Auckland',
    callingCode: '+64',
    mobile: '21 555 0177',
    name: 'Riccarton',
    named: /^Riccarton, Canterbury \d{4}$/,
    postcode: '6012',
    chosen: /^Karori, Wellington 6012$/,
  },
  {
    host: 'quoteway.com.au',
    timezoneId: 'Australia/Sydney',
    callingCode: '+61',
    mobile: '412 345 678',
    name: 'Sydney',
    // Sydney once, with its street postcode (its PO boxes, 1001..., are not offered).
    named: /^Sydney, New South Wales 2000$/,
    postcode: '3000',
    chosen: /^Melbourne, Victoria 3000$/,
  },
  {
    host: 'quoteway.in',
    timezoneId: 'Asia/Kolkata',
    callingCode: '+91',
    mobile: '98765 43210',
    name: 'Connaught Place',
    named: /^Connaught Place, Delhi 110001$/,
    postcode: '560034',
    chosen: /^Koramangala, Karnataka 560034$/,
  },
];

/** Australia's and India's places load once the server listens: wait until they are in. */
async function placesLoaded(request: APIRequestContext) {
  await expect
    .poll(
      async () => ((await (await request.get('/api/readyz')).json()) as { places: string }).places,
      { timeout: 600_000, intervals: [2_000] },
    )
    .toBe('loaded');
}

/** The wizard's first steps: a plumbing job, up to "Where is the job?". */
async function startPlumbingJob(page: Page) {
  await page.goto('/home');
  await page.getByRole('combobox', { name: 'Trade' }).fill('Plumb');
  await page.getByRole('option', { name: 'Plumber', exact: true }).click();
  await page.getByRole('button', { name: 'Get free quotes' }).click();
  await page.getByRole('checkbox', { name: 'Leak or burst pipe' }).check();
  await page.getByRole('radio', { name: 'House', exact: true }).check();
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.getByRole('radio', { name: 'Total', exact: true }).check();
  await page.getByLabel(/Total budget/).fill('800');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Job description').fill('A pipe under the kitchen sink leaks.');
  await page.getByRole('button', { name: 'Next' }).click();
}

for (const site of sites) {
  test(`posts a job on ${site.host}, finding its place by name and by postcode`, async ({
    browser,
    baseURL,
    request,
  }) => {
    await placesLoaded(request);
    const port = new URL(baseURL ?? '').port;
    const context = await browser.newContext({
      baseURL: `http://${site.host}:${port}`,
      timezoneId: site.timezoneId,
    });
    const page = await context.newPage();
    try {
      await startPlumbingJob(page);
      const place = page.getByRole('combobox', { name: 'Suburb or town' });

      await place.fill(site.name);
      await expect(page.getByRole('option', { name: site.named }).first()).toBeVisible();

      await place.fill('Nowhere Zzyzx');
      await expect(
        page.getByText('No place found. Try typing its postcode.').first(),
      ).toBeVisible();

      await place.fill(site.postcode);
      await page.getByRole('option', { name: site.chosen }).click();
      await expect(place).toHaveValue(site.chosen);
      await page.getByRole('button', { name: 'Next' }).click();

      const email = `regions-${site.host.replace(/\W/g, '-')}-${Date.now()}@example.com`;
      await page.getByLabel('Your name').fill('Region Tester');
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

      await expect(page.getByText(site.chosen)).toBeVisible();
      await page.getByRole('button', { name: 'Post job' }).click();
      // The texted code made the visitor's account: they are on their live job in My Jobs.
      await expect(page).toHaveURL(/\/my-jobs\/0\/[\da-f-]{36}$/);
      await expect(
        page.getByRole('heading', { name: 'Check your e-mail to set a password' }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
