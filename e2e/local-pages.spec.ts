import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Each regional site is its own market: on each host (mapped to the test server in
// playwright.config.ts) the home page and a local landing page show that country's
// businesses only, and a landing page whose trade has seeded quotes nearby shows its price
// guide. The landing page's content is in the served HTML (as crawlers and visitors without
// JavaScript read it), so it is read both from the served HTML and in the browser.

interface Site {
  host: string;
  timezoneId: string;
  /** A landing page with the demo's businesses and quotes. */
  landing: string;
  /** Businesses of this site the demo seeds, and of the others it must never show. */
  own: RegExp;
  foreign: RegExp;
  /** The price guide's currency, as the page writes it. */
  money: RegExp;
}

const nz = /Waitemata Plumbing Co|Brightline Electrical|Kapiti/;
const au = /Harbourside Plumbing|Parramatta Plumbing|Yarra Valley Plumbing|Southbank Plumbing/;
const india = /Bandra Plumbing Works|Powai Pipe Fixers|Koramangala Plumbing|Garden City Plumbers/;

const sites: Site[] = [
  {
    host: 'quoteway.co.nz',
    timezoneId: 'Pacific/Auckland',
    landing: '/landing-page/plumber/Grey%20Lynn',
    own: /Waitemata Plumbing Co/,
    foreign: new RegExp(`${au.source}|${india.source}`),
    money: /\$\d/,
  },
  {
    host: 'quoteway.com.au',
    timezoneId: 'Australia/Sydney',
    landing: '/landing-page/plumber/Surry%20Hills',
    own: /Harbourside Plumbing/,
    foreign: new RegExp(`${nz.source}|${india.source}`),
    money: /\$\d/,
  },
  {
    host: 'quoteway.in',
    timezoneId: 'Asia/Kolkata',
    landing: '/landing-page/plumber/Bandra%20West',
    own: /Bandra Plumbing Works/,
    foreign: new RegExp(`${nz.source}|${au.source}`),
    money: /₹\d/,
  },
];

const shots = '/work/shots/h30';

/**
 * A GET on a site, sent from the test runner (not the browser, whose resolver maps the hosts):
 * to the server's own address, with the site's Host header.
 */
function getOn(request: APIRequestContext, baseURL: string, host: string, path: string) {
  const port = new URL(baseURL).port;
  return request.get(`${baseURL}${path}`, { headers: { host: `${host}:${port}` } });
}

/** The regional demo is seeded once Australia's and India's places are in. */
async function regionalDemoIn(request: APIRequestContext, baseURL: string) {
  await expect
    .poll(
      async () => {
        const res = await getOn(request, baseURL, 'quoteway.in', '/api/stats');
        return res.ok() ? ((await res.json()) as { businesses: number }).businesses : 0;
      },
      { timeout: 600_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
}

/** The whole page, and its first 1,600 px (readable at a glance). */
async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  const width = page.viewportSize()?.width ?? 375;
  await page.screenshot({
    path: `${shots}/${name}-top.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: 1600 },
  });
}

for (const site of sites) {
  test(`${site.host} shows its own market on the home page and a landing page`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const base = baseURL ?? '';
    const port = new URL(base).port;
    await regionalDemoIn(request, base);
    const origin = `http://${site.host}:${port}`;

    // The served HTML of the landing page: its businesses, price guide and guide.
    const served = await getOn(request, base, site.host, site.landing);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toMatch(site.own);
    expect(html).not.toMatch(site.foreign);
    expect(html).toContain('data-price-guide="nearby"');
    expect(html).toMatch(new RegExp(`<dd data-median>${site.money.source}`));
    expect(html).toContain('Licences to look for');
    expect(html).toContain('"@type":"Service"');

    const context = await browser.newContext({
      baseURL: origin,
      timezoneId: site.timezoneId,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    try {
      // The home page's figures and reviews, as the app shows them.
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const stats = (await (await getOn(request, base, site.host, '/api/stats')).json()) as {
        businesses: number;
      };
      const recent = (await (
        await getOn(request, base, site.host, '/api/reviews/recent')
      ).json()) as {
        reviews: Array<{ business: { businessName: string } }>;
      };
      expect(recent.reviews.length).toBeGreaterThan(0);
      for (const review of recent.reviews) {
        expect(review.business.businessName).not.toMatch(site.foreign);
      }
      await expect(page.locator('body')).not.toContainText(site.foreign);
      await shoot(page, `${site.host}-home-375`);

      // The landing page as served, without the app (what a crawler and the first paint show).
      const plain = await browser.newContext({
        baseURL: origin,
        javaScriptEnabled: false,
        viewport: { width: 375, height: 800 },
      });
      const served375 = await plain.newPage();
      await served375.goto(site.landing);
      await expect(served375.getByRole('heading', { level: 1 })).toContainText('Plumber in');
      await expect(served375.locator('main')).toContainText(site.own);
      await expect(served375.getByRole('heading', { name: 'What it costs' })).toBeVisible();
      await expect(served375.locator('[data-median]')).toHaveText(site.money);
      await shoot(served375, `${site.host}-landing-served-375`);
      await plain.close();

      // The same landing page in the app: its local sections below the hero.
      await page.goto(site.landing);
      const guide = page.locator('section[data-price-guide="nearby"]');
      await expect(guide).toBeVisible();
      await expect(guide.locator('[data-median]')).toHaveText(site.money);
      await expect(page.locator('main')).toContainText(site.own);
      await expect(page.locator('body')).not.toContainText(site.foreign);
      // The guide to hiring the trade, as the served page has it.
      const hiring = page.locator('section[data-trade-guide="en"]');
      await expect(
        hiring.getByRole('heading', { name: 'What to ask before hiring' }),
      ).toBeVisible();
      await expect(hiring.getByRole('heading', { name: 'Licences to look for' })).toBeVisible();
      await shoot(page, `${site.host}-landing-375`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await shoot(page, `${site.host}-landing-1280`);
      expect(stats.businesses).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
}

test('the Indian landing page in Arabic shows its price guide in rupees and its guide in Arabic', async ({
  browser,
  baseURL,
  request,
}) => {
  const port = new URL(baseURL ?? '').port;
  const origin = `http://quoteway.in:${port}`;
  const context = await browser.newContext({
    baseURL: origin,
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 375, height: 800 },
  });
  await context.addInitScript(() => localStorage.setItem('quoteway.locale', 'ar'));
  const page = await context.newPage();
  try {
    const india = sites[2];
    if (!india) throw new Error('no Indian site');
    await page.goto(india.landing);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The app's own sections, in Arabic: its price guide in rupees.
    const guide = page.locator('section[data-price-guide="nearby"]');
    await expect(guide).toBeVisible();
    await expect(guide.locator('[data-median]')).toContainText('₹');
    await expect(page.locator('body')).not.toContainText(india.foreign);
    // The guide to hiring a plumber in India, in Arabic (the server translates it).
    const hiring = page.locator('section[data-trade-guide="ar"]');
    await expect(
      hiring.getByRole('heading', { name: 'ما الذي تسأل عنه قبل التعاقد' }),
    ).toBeVisible();
    await expect(hiring).toContainText('تمنح البلدية تراخيص السبّاكين');
    await shoot(page, 'quoteway.in-landing-375-ar');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'quoteway.in-landing-1280-ar');
    // The served page writes the guide in Arabic for an Arabic reader too.
    const served = await request.get(`${baseURL}${india.landing}`, {
      headers: { host: `quoteway.in:${port}`, 'accept-language': 'ar' },
    });
    const html = await served.text();
    expect(html).toContain('data-guide-lang="ar" lang="ar" dir="rtl"');
    expect(html).toContain('تمنح البلدية تراخيص السبّاكين');
  } finally {
    await context.close();
  }
});
