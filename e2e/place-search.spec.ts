import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { translator } from './catalogs';

// The wizard's place field offers the place a person means on each regional site: the city
// first, once, with its main postcode (no PO boxes), and Mumbai's suburbs by their names.
// Screenshots of the suggestions at 375 px go to SHOTS_DIR when it is set.

const shots = process.env.SHOTS_DIR;

/** Australia's and India's places load once the server listens: wait until they are in. */
async function placesLoaded(request: APIRequestContext) {
  await expect
    .poll(
      async () => ((await (await request.get('/api/readyz')).json()) as { places: string }).places,
      { timeout: 600_000, intervals: [2_000] },
    )
    .toBe('loaded');
}

/** The wizard up to "Where is the job?", in the page's language. */
async function toPlaceStep(page: Page, tr: (english: string) => string) {
  await page.goto('/home');
  const plumber = tr('Plumber');
  await page.getByRole('combobox', { name: tr('Trade') }).fill(plumber.slice(0, 5));
  await page.getByRole('option', { name: plumber, exact: true }).click();
  await page.getByRole('button', { name: tr('Get free quotes') }).click();
  await page.getByRole('checkbox', { name: tr('Leak or burst pipe') }).check();
  await page.getByRole('radio', { name: tr('House'), exact: true }).check();
  await page.getByRole('radio', { name: tr('As soon as possible') }).check();
  await page.getByRole('radio', { name: tr('Total'), exact: true }).check();
  // The Indian site asks in rupees, the others in dollars.
  const budget = (label: string) =>
    page.getByRole('textbox', { name: label }).or(page.getByRole('spinbutton', { name: label }));
  await budget(tr('Total budget in dollars'))
    .or(budget(tr('Total budget in rupees')))
    .fill('800');
  await page.getByRole('button', { name: tr('Next') }).click();
  await page.getByLabel(tr('Job description')).fill('A pipe under the kitchen sink leaks.');
  await page.getByRole('button', { name: tr('Next') }).click();
  return page.getByRole('combobox', { name: tr('Suburb or town') });
}

const cases = [
  { host: 'quoteway.in', zone: 'Asia/Kolkata', q: 'Mumbai', first: /^Mumbai, Maharashtra 400001$/ },
  {
    host: 'quoteway.in',
    zone: 'Asia/Kolkata',
    q: 'Andheri',
    first: /^Andheri, Maharashtra 400053$/,
  },
  {
    host: 'quoteway.com.au',
    zone: 'Australia/Sydney',
    q: 'Sydney',
    first: /^Sydney, New South Wales 2000$/,
  },
  {
    host: 'quoteway.co.nz',
    zone: 'Pacific/Auckland',
    q: 'Wellington',
    first: /^Wellington, Wellington 6021$/,
  },
  {
    host: 'quoteway.co.nz',
    zone: 'Pacific/Auckland',
    q: 'Wellington',
    first: /6021$/,
    locale: 'ar',
  },
] as const;

test.describe('place suggestions on each site', () => {
  test.beforeAll(async ({ request }) => placesLoaded(request));

  for (const c of cases) {
    const locale = 'locale' in c ? c.locale : 'en';
    test(`${c.host} (${locale}): "${c.q}" first offers ${c.first}`, async ({ browser }) => {
      const context = await browser.newContext({
        baseURL: `http://${c.host}:${process.env.E2E_PORT ?? 4319}`,
        timezoneId: c.zone,
        viewport: { width: 375, height: 760 },
      });
      await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
      const page = await context.newPage();
      try {
        const place = await toPlaceStep(page, translator(locale));
        // The combobox's suggestions (not the language menu's options).
        const options = page.locator('[role="listbox"] [role="option"]');
        // A site's place index is built once its places are in; until then suggestions come
        // from SQL, so the place is typed again until the index answers.
        await expect(async () => {
          await place.fill('');
          await place.fill(c.q);
          await expect(options.first()).toHaveAccessibleName(c.first, { timeout: 10_000 });
        }).toPass({ timeout: 600_000 });
        // One row per place: the first suggestion's text is not offered twice.
        const names = await options.allInnerTexts();
        expect(new Set(names).size).toBe(names.length);
        if (shots) {
          await page.screenshot({
            path: `${shots}/${c.host}-${c.q.toLowerCase()}-375-${locale}.png`,
          });
        }
      } finally {
        await context.close();
      }
    });
  }
});
