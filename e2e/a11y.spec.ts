import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { businessLogin, demoBusiness, signIn } from './people';

// The public face and the business's profile, checked with axe at a phone's and a desktop's
// width, in English and in Arabic (right to left): no serious or critical violation, and no
// sideways scroll on the narrowest phone we support (320 px).

const widths = [
  { name: 'phone', width: 320, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const languages = ['en', 'ar'] as const;

/** How far the page scrolls sideways (0 when it fits its width). */
function sidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function useLanguage(page: Page, language: (typeof languages)[number]) {
  await page.addInitScript((locale) => localStorage.setItem('quoteway.locale', locale), language);
}

for (const size of widths) {
  for (const language of languages) {
    test.describe(`${size.name}, ${language}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('public pages', async ({ page }) => {
        await useLanguage(page, language);
        const { path: businessPage, placeId } = await demoBusiness(page);
        for (const path of [
          '/home',
          '/landing-page/plumber/Wellington',
          '/business-directory',
          `/business-directory?trade=plumber&place=${placeId}`,
          '/profession/plumber/wellington',
          '/category/plumbing/auckland',
          businessPage,
          '/help',
          '/policy/0',
          '/how-it-works',
        ]) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute(
            'dir',
            language === 'ar' ? 'rtl' : 'ltr',
          );
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Wait for what the page loads after its first screen.
          await expect(page.getByRole('progressbar')).toHaveCount(0);
          expect({ path, violations: await seriousViolations(page) }).toEqual({
            path,
            violations: [],
          });
          expect({ path, overflow: await sidewaysScroll(page) }).toEqual({ path, overflow: 0 });
        }
      });

      test("the business's profile and reviews", async ({ page }) => {
        // Signed in in English (the form's labels), then in the language under test.
        await signIn(page, businessLogin);
        await expect(page).toHaveURL(/\/leads\/tab$/);
        await useLanguage(page, language);
        for (const path of ['/leads/my-business-profile', '/leads/reviews']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('progressbar')).toHaveCount(0);
          expect({ path, violations: await seriousViolations(page) }).toEqual({
            path,
            violations: [],
          });
          expect({ path, overflow: await sidewaysScroll(page) }).toEqual({ path, overflow: 0 });
        }
      });
    });
  }
}

// The widgets other sites frame: axe inside them, at a phone's width, in English and Arabic
// (the language comes from the address, as /embed.js sets it).
for (const language of languages) {
  test(`the widgets, ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    const { id } = await demoBusiness(page);
    for (const path of [
      `/jobiframe/plumber/Wellington?lang=${language}`,
      `/businessiframe/plumber/Wellington?lang=${language}`,
      `/businessiframe?business=${id}&lang=${language}`,
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      expect({ path, overflow: await sidewaysScroll(page) }).toEqual({ path, overflow: 0 });
    }
  });
}
