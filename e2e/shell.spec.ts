import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('home loads with its heading and trades from the API', async ({ page }) => {
  await page.goto('/home');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get quotes from local trades you can trust' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Plumber|Builder|Electrician/ }).first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Get quotes/);
});

test('the job wizard suggests places as you type, despite a typo', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('combobox', { name: 'Trade' }).fill('Plumb');
  await page.getByRole('option', { name: 'Plumber', exact: true }).click();
  await page.getByRole('button', { name: 'Get free quotes' }).click();
  await page.getByRole('checkbox', { name: 'Leak or burst pipe' }).check();
  await page.getByRole('radio', { name: 'House', exact: true }).check();
  await page.getByRole('radio', { name: 'Flexible' }).check();
  await page.getByRole('radio', { name: 'Hourly Rate' }).check();
  await page.getByLabel('Hourly rate in dollars').fill('90');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Job description').fill('Replace the washer in a dripping tap.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Suburb or town' }).fill('Welington');
  await expect(page.getByRole('option', { name: /^Wellington/ }).first()).toBeVisible();
});

test('a landing page opens the wizard on its trade and place', async ({ page }) => {
  await page.goto('/landing-page/plumber/Wellington%20Central');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plumber in Wellington Central' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Trade' })).toHaveValue('Plumber');
  await expect(page.getByRole('combobox', { name: 'Where is the job?' })).toHaveValue(
    /^Wellington Central/,
  );
  // Going on skips the list of trades: the plumber's questions come first.
  await page.getByRole('button', { name: 'Get free quotes' }).click();
  await expect(page.getByRole('checkbox', { name: 'Leak or burst pipe' })).toBeVisible();
});

test('Browse all trades opens the full list of trades', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Browse all trades' }).click();
  await page.getByRole('searchbox', { name: 'Search trades' }).fill('Plumb');
  await page.getByRole('radio', { name: 'Plumber', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('checkbox', { name: 'Leak or burst pipe' })).toBeVisible();
});

test('/ redirects to /home and keeps the query string', async ({ page }) => {
  await page.goto('/?utm_source=flyer');
  await expect(page).toHaveURL(/\/home\?utm_source=flyer$/);
});

test('a protected route sends a visitor to /home, keeping the query', async ({ page }) => {
  for (const path of ['/my-jobs', '/leads/tab', '/inbox', '/plans', '/lead-details/42']) {
    await page.goto(`${path}?from=test`);
    await expect(page).toHaveURL(/\/home\?from=test$/);
  }
});

test('an unknown path shows the not-found screen with Go to Home', async ({ page }) => {
  // A 404 for search engines; the app still shows its screen.
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'Oops, an error has occurred. Page not found!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('switching to Arabic makes the page right-to-left and mirrors the layout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const ltrBox = await nav.boundingBox();
  expect(ltrBox?.x).toBeLessThan(100);

  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The sidebar moves to the right-hand side.
  const rtlNav = page.getByRole('navigation').first();
  const rtlBox = await rtlNav.boundingBox();
  expect((rtlBox?.x ?? 0) + (rtlBox?.width ?? 0)).toBeGreaterThan(1180);

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the side menu is a drawer on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Business Directory' })).toBeVisible();
  // At 500 px or less the drawer also offers Login and Register Business.
  await expect(drawer.getByRole('link', { name: 'Register Business' })).toBeVisible();
  await drawer.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the About page credits GeoNames', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'GeoNames' })).toBeVisible();
});

test.describe('regional-site popup', () => {
  test.use({ timezoneId: 'Australia/Sydney' });

  test('offers the Australian site once, and Stay here hides it for an hour', async ({ page }) => {
    await page.goto('/home');
    const dialog = page.getByRole('dialog', {
      name: 'You seem to be in Australia',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Go to Quoteway Australia' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay here' }).click();
    await expect(dialog).toBeHidden();
    const cookies = await page.context().cookies();
    const cookie = cookies.find((c) => c.name === 'regionalPopupDismissed');
    expect(cookie).toBeDefined();
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(3500);
    expect(lifetime).toBeLessThanOrEqual(3600);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('is not shown with locationPopup=false or on the job embed', async ({ page }) => {
    await page.goto('/home?locationPopup=false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.goto('/jobiframe/plumber/Wellington');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('the job embed is served with its own small bundle and may be framed', async ({ page }) => {
  const response = await page.goto('/jobiframe/plumber/Wellington');
  expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
  await expect(
    page.getByRole('heading', { name: 'Get quotes from a Plumber in Wellington' }),
  ).toBeVisible();
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('src')));
  expect(scripts.every((src) => src?.startsWith('/embed/'))).toBe(true);
});

for (const path of [
  '/home',
  '/about',
  '/business-directory',
  '/how-it-works',
  '/policy/0',
  '/nowhere',
]) {
  test(`${path} has no serious accessibility violations (axe)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
