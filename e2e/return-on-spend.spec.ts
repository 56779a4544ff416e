import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { translator } from './catalogs';
import { businessLogin, signIn } from './people';

// The return-on-spend dashboard (issue 33) on the demo business: reached from the menu, its
// figures and weekly chart fit a phone without sideways scroll, and in Arabic the chart runs
// right to left. Set E2E_SHOTS_DIR to keep a screenshot of each.

const shots = process.env.E2E_SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

for (const locale of ['en', 'ar'] as const) {
  const tr = locale === 'en' ? (english: string) => english : translator(locale);
  for (const width of [375, 1280]) {
    test(`in ${locale} at ${width} px, the dashboard shows the period's figures and chart`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
      const page = await context.newPage();
      await signIn(page, businessLogin, tr);
      await expect(page).toHaveURL(/\/leads\/tab$/);
      await page.goto('/leads/return-on-spend');
      await expect(
        page.getByRole('heading', { level: 1, name: tr('Return on spend') }),
      ).toBeVisible();
      await page.getByLabel(tr('Period')).selectOption('90');
      await expect(page.getByText(tr('Leads received'))).toBeVisible();
      const chart = page.getByRole('table', { name: tr('Spend and hires, week by week') });
      await expect(chart).toBeVisible();
      // 13 or 14 weeks once the 90 days have replaced the 30 shown first.
      await expect.poll(() => chart.getByRole('row').count()).toBeGreaterThan(10);

      // The week column leads in the reading direction: at the left in English, the right in Arabic.
      const week = await chart.getByRole('columnheader', { name: tr('Week of') }).boundingBox();
      const spend = await chart.getByRole('columnheader', { name: tr('Net spend') }).boundingBox();
      expect(week && spend).toBeTruthy();
      if (locale === 'ar') expect(week?.x ?? 0).toBeGreaterThan(spend?.x ?? 0);
      else expect(week?.x ?? 0).toBeLessThan(spend?.x ?? 0);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shot(page, `return-on-spend-${locale}-${width}`);
      await context.close();
    });
  }
}
