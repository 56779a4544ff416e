import { expect, type Page, test } from '@playwright/test';

// The CSP holds scripts to the built files, and the dialogs still work under it: Radix's
// scroll lock adds a style element, which carries the page's nonce. Any violation the
// browser reports fails the test.

/** The CSP violations the page reports from its first script on, as they come. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective}`);
    });
  });
  return violations;
}

test('a dialog opens under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The scroll lock's style element is in the page, with the nonce the CSP names.
  const nonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
  expect(nonce).toBeTruthy();
  await expect(page.locator(`style[nonce]`)).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('the inline theme boot runs under the CSP, before and without the app', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.addInitScript(() => localStorage.setItem('quoteway.theme', 'dark'));
  // No app script: what shows the stored theme can only be the inline boot in <head>.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    '#151821',
  );
  expect(violations).toEqual([]);
});
