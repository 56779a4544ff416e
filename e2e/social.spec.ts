import { expect, test } from '@playwright/test';

// Social sign-in only where it works. The test server has Google configured (a local OpenID
// Connect provider, e2e/servers/oidcProvider.mjs) and neither LinkedIn nor Facebook.

test('only the configured provider has a button, and its round trip signs the person in', async ({
  page,
}) => {
  await page.goto('/signin');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue with LinkedIn' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toHaveCount(0);

  // Through the provider and back: a verified customer account, signed in.
  await google.click();
  await expect(page).toHaveURL(/\/my-jobs$/);
  // The header names the person (cut to fit the width).
  await expect(page.getByText(/^Mere/).first()).toBeVisible();
});

test('a provider that is not configured comes back to sign-in with a message, never JSON', async ({
  page,
}) => {
  await page.goto('/api/auth/linkedin');
  await expect(page).toHaveURL(/\/signin\?social=unavailable$/);
  await expect(page.getByText(/LinkedIn|not available/i).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('statusCode');
});
