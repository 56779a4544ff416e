import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { translator } from './catalogs';
import { businessLogin, signIn } from './people';

// The weekly spending cap on the Plans page (issue 33, spending controls): a business sets a
// cap, sees what the last 7 days spent against it, and removes it; the section fits a phone
// in English and Arabic. Set E2E_SHOTS_DIR to keep a screenshot of each.

const shots = process.env.E2E_SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
}

for (const locale of ['en', 'ar'] as const) {
  const tr = locale === 'en' ? (english: string) => english : translator(locale);
  for (const width of [375, 1280]) {
    test(`in ${locale} at ${width} px, a business sets and removes its weekly spending cap`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
      const page = await context.newPage();
      await signIn(page, businessLogin, tr);
      await expect(page).toHaveURL(/\/leads\/tab$/);
      await page.goto('/plans');
      const form = page.getByRole('form', { name: tr('Weekly spending cap') });
      await expect(form).toBeVisible();
      const field = form.getByLabel(tr('Weekly cap (credits)'));
      await field.fill('120');
      await form.getByRole('button', { name: tr('Save cap') }).click();
      await expect(form.getByRole('button', { name: tr('Remove cap') })).toBeVisible();
      await expect(form.getByRole('status')).toContainText(/120|١٢٠/);
      await form.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shot(page, `spending-cap-${locale}-${width}`);
      await form.getByRole('button', { name: tr('Remove cap') }).click();
      await expect(form.getByRole('button', { name: tr('Remove cap') })).toHaveCount(0);
      await expect(field).toHaveValue('');
      await context.close();
    });
  }
}
