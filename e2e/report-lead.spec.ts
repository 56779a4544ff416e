import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { translator } from './catalogs';
import { businessLogin, signIn } from './people';

// A business reports a lead from the lead itself (issue 32): a reason and a note, once. At
// 375 and 1280 px, in English and Arabic. Set E2E_SHOTS_DIR to keep a screenshot of each.

const shots = process.env.E2E_SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

const cases = [
  { locale: 'en', width: 375, lead: 0 },
  { locale: 'ar', width: 375, lead: 1 },
  { locale: 'en', width: 1280, lead: 2 },
  { locale: 'ar', width: 1280, lead: 3 },
] as const;

for (const { locale, width, lead } of cases) {
  test(`in ${locale} at ${width} px, a business reports a lead with a reason and a note`, async ({
    browser,
  }) => {
    const tr = locale === 'en' ? (english: string) => english : translator(locale);
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
    const page = await context.newPage();
    await signIn(page, businessLogin, tr);
    await expect(page).toHaveURL(/\/leads\/tab$/);
    await page.locator('main li').nth(lead).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/lead-details\//);

    await page.getByRole('button', { name: tr('Report this lead') }).click();
    const dialog = page.getByRole('dialog', { name: tr('Report this lead') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: tr('The customer cannot be reached') }).check();
    await dialog
      .getByLabel(new RegExp(tr('What did you find?').replace(/[?؟]/g, '.')))
      .fill('The number rings out every time');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await shot(page, `report-lead-dialog-${locale}-${width}`);
    await dialog.getByRole('button', { name: tr('Send report') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByText(tr('You reported this lead. An operator will look at it.')),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: tr('Report this lead') })).toHaveCount(0);
    await shot(page, `report-lead-done-${locale}-${width}`);
    await context.close();
  });
}
