import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { businessLogin, customerLogin, demoBusiness, postPlumbingJob, signIn } from './people';

// The themes: each one, as a visitor's stored choice, on the main pages of the shell, the
// business console and the job widget, with no text below WCAG AA contrast (axe's
// color-contrast rule alone; a11y.spec.ts runs every rule in the default theme); and the
// choice itself: remembered across reloads, shown before the app's script runs, and
// `system` (the default) following the device live.

const themes = ['light', 'semi-dark', 'dark'] as const;
type Theme = (typeof themes)[number];

/** The page's background as the browser paints it (the theme's `background` token). */
const LIGHT_BACKGROUND = 'rgb(247, 248, 252)';
const DARK_BACKGROUND = 'rgb(15, 17, 23)';

/** Every page of `page` loads with `theme` and `language` stored, as the choosers store them. */
async function choose(page: Page, theme: Theme, language: 'en' | 'ar') {
  await page.addInitScript(
    ([theme, language]) => {
      localStorage.setItem('quoteway.theme', theme);
      localStorage.setItem('quoteway.locale', language);
    },
    [theme, language],
  );
}

/** A page signed in as `login` (the sign-in form is in English), then in `theme`. */
async function signedIn(
  browser: Browser,
  login: { email: string; password: string },
  theme: Theme,
  language: 'en' | 'ar',
) {
  // A page of its own context: axe's builder needs one.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login);
  await expect(page).not.toHaveURL(/\/signin/);
  await choose(page, theme, language);
  return { page, close: () => context.close() };
}

/** Opens `path` and checks the theme is on and no text fails the contrast rule. */
async function expectContrast(page: Page, path: string, theme: Theme, language: 'en' | 'ar') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading').first()).toBeVisible();
  // What the page loads after its first screen.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect({ path, violations: await seriousViolations(page, ['color-contrast']) }).toEqual({
    path,
    violations: [],
  });
}

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.beforeAll(async ({ browser }) => {
  // My Jobs with a job on it (its card, status and quotes line), not only the empty state:
  // the demo customer posts one unless another test has.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, customerLogin);
  await expect(page).toHaveURL(/\/my-jobs$/);
  const count = page.getByText(/^\d+ jobs?$/);
  await expect(count).toBeVisible();
  if ((await count.textContent()) === '0 jobs') {
    await postPlumbingJob(page, page.request, {
      description: `Dripping shower mixer in the main bathroom, themes e2e ${Date.now()}`,
      place: 'Porirua',
      mobile: '21 555 0161',
    });
  }
  await context.close();
});

const runs = [
  ...themes.map((theme) => ({ theme, language: 'en' as const })),
  // Right to left, in the theme with the most colours of its own.
  { theme: 'semi-dark' as const, language: 'ar' as const },
];

for (const { theme, language } of runs) {
  test(`${theme}, ${language}: no text below AA contrast on the main pages`, async ({
    browser,
    page,
  }) => {
    const { path: businessPage } = await demoBusiness(page);
    await choose(page, theme, language);
    for (const path of [
      '/home',
      '/business-directory',
      businessPage,
      '/signin',
      '/about',
      // The job widget takes its theme from its address, as /embed.js writes it.
      `/jobiframe/plumber/Wellington?theme=${theme}&lang=${language}`,
    ]) {
      await expectContrast(page, path, theme, language);
    }

    const customer = await signedIn(browser, customerLogin, theme, language);
    await expectContrast(customer.page, '/my-jobs', theme, language);
    await customer.close();

    const business = await signedIn(browser, businessLogin, theme, language);
    for (const path of ['/leads/tab', '/plans']) {
      await expectContrast(business.page, path, theme, language);
    }
    await business.close();
  });
}

test('a visitor’s choice in the footer is shown at once and after a reload, before the app runs', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/home');
  const html = page.locator('html');
  const chooser = page.getByRole('combobox', { name: 'Theme' });
  await expect(chooser).toHaveValue('system');

  await chooser.selectOption('dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    '#151821',
  );

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(chooser).toHaveValue('dark');

  // Without the app's own script, the page (the server's HTML of it) is dark already: the
  // stored theme is on before the first paint, not when the app starts.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveCount(0);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await page.unroute(/\/assets\/index-[\w-]+\.js$/);

  // Back to the default: nothing stored, the device decides again.
  await page.reload();
  await chooser.selectOption('system');
  expect(await page.evaluate(() => localStorage.getItem('quoteway.theme'))).toBeNull();
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
});

test('system follows the device as it switches, in the shell and the job widget', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/business-directory');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);

  // A widget whose host names no theme: the visitor's device.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/jobiframe/plumber/Wellington');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(await background(page)).toBe(DARK_BACKGROUND);
  // One that names a theme keeps it whatever the device prefers.
  await page.goto('/jobiframe/plumber/Wellington?theme=light');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
});

test('a signed-in user chooses the theme in the profile menu, and it stays chosen', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, customerLogin);
  await expect(page).toHaveURL(/\/my-jobs$/);
  // Signed in, the chooser is in the profile menu, not the footer.
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Profile menu' }).click();
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('menuitemradio')).toHaveCount(4);
  // System, the default, comes first; the theme checked is the one shown: the account's (the
  // tests above chose themes for this demo customer), as on any device where none was chosen.
  await expect(theme.getByRole('menuitemradio').first()).toHaveAccessibleName('System');
  const shown = await page.locator('html').getAttribute('data-theme');
  const names: Record<string, string> = {
    system: 'System',
    light: 'Light',
    'semi-dark': 'Semi-dark',
    dark: 'Dark',
  };
  await expect(
    theme.getByRole('menuitemradio', { name: names[shown ?? 'system'], exact: true }),
  ).toHaveAttribute('aria-checked', 'true');
  // From another theme, so the choice below is a change.
  if (shown === 'semi-dark') {
    await theme.getByRole('menuitemradio', { name: 'Light', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  }

  await theme.getByRole('menuitemradio', { name: 'Semi-dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'semi-dark');
  await expect(theme.getByRole('menuitemradio', { name: 'Semi-dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // The menu stays open to try another, on its own light surface inside the dark header,
  // where the language select lists its options in the dark scheme.
  const colours = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.color, style.backgroundColor, style.colorScheme];
  };
  expect(await page.getByRole('menu').evaluate(colours)).toEqual([
    'rgb(26, 29, 46)',
    'rgb(255, 255, 255)',
    'light',
  ]);
  expect(await page.getByRole('banner').evaluate(colours)).toEqual([
    'rgb(255, 255, 255)',
    'rgb(27, 31, 54)',
    'dark',
  ]);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'semi-dark');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(
    page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio', { name: 'Semi-dark' }),
  ).toHaveAttribute('aria-checked', 'true');
});
