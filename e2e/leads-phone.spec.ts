import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { translator } from './catalogs';
import { businessLogin, signIn } from './people';

// The lead list made for a phone (issue 29, deliverable 6): at 375 px the filters fold behind a
// button and the first lead is on the first screen; the credit balance shows at every width;
// the Arabic tabs fit; the quote button says what it spends, in credits and money. Set
// E2E_SHOTS_DIR to keep a screenshot of each screen.

const shots = process.env.E2E_SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

/** A phone's first screen (iPhone SE / 8): the strictest common height. */
const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

for (const locale of ['en', 'ar'] as const) {
  const tr = locale === 'en' ? (english: string) => english : translator(locale);

  test(`in ${locale}, the lead list fits a phone and the quote button says what it spends`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
    const page = await context.newPage();
    await signIn(page, businessLogin, tr);
    await expect(page).toHaveURL(/\/leads\/tab$/);

    // The filters are folded: the button and the first lead are on the first screen.
    const filters = page.getByRole('button', { name: new RegExp(`^${tr('Filters')}`) });
    await expect(filters).toBeVisible();
    await expect(page.getByRole('form', { name: tr('Filter leads') })).toHaveCount(0);
    const firstLead = page.locator('main li').first();
    await expect(firstLead).toBeVisible();
    const lead = await firstLead.boundingBox();
    const heading = await firstLead.getByRole('heading').boundingBox();
    expect(lead && heading).toBeTruthy();
    expect((heading?.y ?? 0) + (heading?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    expect(lead?.y ?? PHONE.height).toBeLessThan(PHONE.height / 2);

    // Every tab is inside the screen (Arabic's first was cut off at x = -27).
    for (const tab of await page.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shot(page, `leads-${locale}-375`);

    // The drawer holds the filters.
    await filters.click();
    const drawer = page.getByRole('dialog', { name: tr('Filter leads') });
    await expect(drawer.getByRole('button', { name: tr('Apply filters') })).toBeVisible();
    await shot(page, `filters-${locale}-375`);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // The quote button names the credits and their worth.
    await firstLead.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/lead-details\//);
    const quoteButton = page.locator('form button[type="submit"]');
    await expect(quoteButton).toBeVisible();
    const label = (await quoteButton.innerText()).replace(/[\u2066-\u2069]/g, '');
    if (locale === 'en') {
      expect(label).toMatch(/^Send quote · \d+ credits? \(≈ \$\d+(\.\d\d)?\)$/);
      const credits = Number(/· (\d+) credit/.exec(label)?.[1]);
      // At the New Zealand site's list price: 40 cents a credit.
      const cents = credits * 40;
      const worth = cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
      expect(label).toContain(`(≈ ${worth})`);
    } else {
      expect(label).toMatch(/^إرسال عرض السعر · .*(رصيد|أرصدة|رصيدًا|رصيدان).*\(≈ .*NZ\$\)$/);
    }
    // The lead explains its price in one sentence.
    await expect(
      page
        .locator('main p')
        .filter({ hasText: /credits?\.|رصيد|أرصدة|رصيدًا/ })
        .first(),
    ).toBeVisible();
    await quoteButton.scrollIntoViewIfNeeded();
    await shot(page, `lead-${locale}-375`);
    await context.close();
  });

  test(`in ${locale}, the credit balance shows at 375, 750 and 1280 px, and desktop keeps the filters`, async ({
    browser,
  }) => {
    for (const width of [375, 750, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: DESKTOP.height } });
      await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
      const page = await context.newPage();
      await signIn(page, businessLogin, tr);
      await expect(page).toHaveURL(/\/leads\/tab$/);
      await expect(page.locator('main li').first()).toBeVisible();
      // The badge's visible text: a number (with the word from 401 px, the worth from 800 px).
      const banner = page.getByRole('banner');
      const balance = banner.locator('span[aria-hidden="true"]').filter({ hasText: /\d|[٠-٩]/ });
      await expect(balance.first()).toBeVisible();
      const box = await balance.first().boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      if (width >= 1280) {
        await expect(page.getByRole('form', { name: tr('Filter leads') })).toBeVisible();
        await expect(balance.first()).toContainText('≈');
      }
      await shot(page, `leads-${locale}-${width}`);
      await context.close();
    }
  });
}
