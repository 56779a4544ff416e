import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The served HTML of public pages, in Chromium: the head and the content are there before
// JavaScript runs, JSON-LD blocks are data the CSP leaves alone, and the app replaces the
// static content when it mounts.

/** CSP violations the page reports, collected from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

for (const [path, type] of [
  ['/home', 'WebSite'],
  ['/business-directory', 'BreadcrumbList'],
  ['/policy/2', 'FAQPage'],
  ['/profession/plumber', 'BreadcrumbList'],
]) {
  test(`${path}: its ${type} JSON-LD parses and raises no CSP violation`, async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto(path ?? '');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((block) => JSON.parse(block))).toContainEqual(
      expect.objectContaining({ '@context': 'https://schema.org', '@type': type }),
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${path}$`),
    );
    expect(await violations()).toEqual([]);
  });
}

/** The first business of the directory, as the API lists it. */
async function firstBusiness(request: APIRequestContext) {
  const list = (await (await request.get('/api/directory?perPage=1')).json()) as {
    businesses: Array<{ _id: string; slug: string; businessName: string }>;
  };
  const first = list.businesses[0];
  expect(first).toBeDefined();
  return first as { _id: string; slug: string; businessName: string };
}

test('a business page is a LocalBusiness in the served HTML', async ({ page, request }) => {
  const first = await firstBusiness(request);
  const violations = await watchCsp(page);
  const response = await page.goto(`/b/${first.slug}`);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('"@type":"LocalBusiness"');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.map((block) => JSON.parse(block))).toContainEqual(
    expect.objectContaining({ '@type': 'LocalBusiness', name: first.businessName }),
  );
  expect(new URL(page.url()).pathname).toBe(`/b/${first.slug}`);
  expect(await violations()).toEqual([]);
});

test('a business page’s old address answers 301 to /b/<slug>, its canonical address', async ({
  page,
  request,
}) => {
  const first = await firstBusiness(request);
  const redirect = await request.get(`/business-details/${first._id}?utm_source=card`, {
    maxRedirects: 0,
  });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe(`/b/${first.slug}?utm_source=card`);

  const response = await page.goto(`/business-details/${first._id}`);
  expect(response?.status()).toBe(200);
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
  expect(new URL(page.url()).pathname).toBe(`/b/${first.slug}`);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/b/${first.slug}`);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    new RegExp(`/b/${first.slug}$`),
  );
});

test('the app replaces the static content when it mounts: one heading, the app’s', async ({
  page,
}) => {
  await page.goto('/policy/2');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toHaveCount(1);
  await expect(
    page.getByRole('heading', { level: 2, name: 'How many businesses see my job?' }),
  ).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ, the directory, a policy in Arabic and the not-found page are readable', async ({
    page,
  }) => {
    await page.goto('/policy/2');
    await expect(page).toHaveTitle('Frequently asked questions · Quoteway');
    await expect(
      page.getByRole('heading', { level: 2, name: 'How many businesses see my job?' }),
    ).toBeVisible();

    await page.goto('/business-directory');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plumber', exact: true })).toHaveAttribute(
      'href',
      '/profession/plumber',
    );

    await page.goto('/policy/0?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'المحتويات' })).toBeVisible();

    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Oops, an error has occurred. Page not found!' }),
    ).toBeVisible();
  });
});

test('robots.txt and the sitemap are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /api/');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(await sitemap.text()).toContain('/profession/plumber</loc>');
});
