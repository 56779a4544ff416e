import { mkdirSync } from 'node:fs';
import { expect, type Page, type Request, test } from '@playwright/test';
import { translator } from './catalogs';
import { businessLogin, signIn } from './people';

// Card payments in Stripe mode (issue 31), run by playwright.stripe.config.ts: the built app
// with Stripe keys, the fake Stripe API and its stand-in Stripe.js. The business pays with a
// card typed into Stripe's Payment Element: a success, a decline, and a card whose bank asks
// for 3-D Secure. No request to our API may carry a card number, whatever happens.

/** Where screenshots of each screen go, when asked for (`SHOTS_DIR`); none otherwise. */
const shots = process.env.SHOTS_DIR;

const cards = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
};

/** Every request the page makes to our API: address, headers and body, as sent. */
function recordApiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/socket.io')) return;
    sent.push(
      [
        request.method(),
        request.url(),
        JSON.stringify(request.headers()),
        request.postData() ?? '',
      ].join('\n'),
    );
  });
  return sent;
}

const stripeFrame = (page: Page) => page.frameLocator('iframe[title="Secure payment input frame"]');

/** Open the Payment Element for the 50-credit plan and type a card into Stripe's frame. */
async function typeCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Buy 50 credits for $20' }).click();
  await page.getByRole('button', { name: 'Use a new card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay $20 with a new card' });
  await expect(dialog).toBeVisible();
  const frame = stripeFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry date').fill('12 / 31');
  await frame.getByLabel('Security code').fill('123');
  return dialog;
}

async function balance(page: Page): Promise<number> {
  const token = await page.evaluate(
    () => sessionStorage.getItem('token') ?? localStorage.getItem('token'),
  );
  const res = await page.request.get('/api/credits/ledger', {
    headers: { authorization: `Bearer ${token?.replace(/^"|"$/g, '')}` },
  });
  return ((await res.json()) as { balance: number }).balance;
}

test('pays in Stripe mode: success, decline and 3-D Secure, and no card number reaches our API', async ({
  page,
}) => {
  const sent = recordApiRequests(page);
  await signIn(page, businessLogin);
  await expect(page).toHaveURL(/\/leads\/tab/);
  await page.goto('/plans');
  await expect(page.getByRole('button', { name: 'Buy 50 credits for $20' })).toBeVisible();
  await expect(page.getByText('incl. GST').first()).toBeVisible();
  const start = await balance(page);

  // A card that pays.
  let dialog = await typeCard(page, cards.visa);
  await dialog.getByRole('button', { name: 'Pay $20' }).click();
  await expect(page.getByText('60 credits added to your account')).toBeVisible();
  expect(await balance(page)).toBe(start + 60);

  // A card the bank declines: said in the dialog, nothing credited.
  dialog = await typeCard(page, cards.declined);
  await dialog.getByRole('button', { name: 'Pay $20' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined');
  expect(await balance(page)).toBe(start + 60);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A card whose bank asks for 3-D Secure: Stripe's window opens over the page, the
  // cardholder completes it, and the purchase is credited once.
  dialog = await typeCard(page, cards.threeDSecure);
  await dialog.getByRole('button', { name: 'Pay $20' }).click();
  // The payment dialog makes way for the bank's window.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const challenge = page.frameLocator('iframe[title="3D Secure"]');
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  // The first purchase's toast may still be up: the credit itself says this one went through.
  await expect.poll(() => balance(page)).toBe(start + 120);
  await expect(page.getByText('60 credits added to your account').first()).toBeVisible();

  // The bank's window again, failed this time: refused, nothing credited.
  dialog = await typeCard(page, cards.threeDSecure);
  await dialog.getByRole('button', { name: 'Pay $20' }).click();
  await page
    .frameLocator('iframe[title="3D Secure"]')
    .getByRole('button', { name: 'Fail authentication' })
    .click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Your card was declined');
  expect(await balance(page)).toBe(start + 120);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The purchases' tax invoices are in the credit history; one opens, with its GST.
  await page.locator('a[href^="/invoices/"]').first().click();
  await expect(page.getByText(/^NZ-\d{6}$/)).toBeVisible();
  // $20 including 15% GST: $17.39 and $2.61.
  await expect(page.getByText('$17.39')).toBeVisible();
  await expect(page.getByText('$2.61')).toBeVisible();
  const pdfHref = await page.locator('a[href*="/pdf?"]').getAttribute('href');
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Not one request to our API carried a card number, in any form.
  expect(sent.length).toBeGreaterThan(10);
  for (const number of Object.values(cards)) {
    const digits = number.replace(/\D/g, '');
    for (const request of sent) {
      expect(request).not.toContain(digits);
      expect(request).not.toContain(number);
      expect(request).not.toContain(digits.slice(0, 12));
    }
  }
});

/** The page's words: the catalog's translation, or English for a message not yet in it. */
function words(locale: 'en' | 'ar') {
  if (locale === 'en') return (english: string) => english;
  const tr = translator(locale);
  return (english: string) => {
    try {
      return tr(english);
    } catch {
      // New messages of this branch: their translations are applied after merging.
      return english;
    }
  };
}

test('pays through the bank’s window at 375 and 1280 px, in English and Arabic', async ({
  page,
}) => {
  if (shots) mkdirSync(shots, { recursive: true });
  const shoot = async (name: string, fullPage = false) => {
    if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
  };
  await signIn(page, businessLogin);
  await expect(page).toHaveURL(/\/leads\/tab/);
  for (const locale of ['en', 'ar'] as const) {
    const tr = words(locale);
    await page.evaluate((l) => localStorage.setItem('quoteway.locale', l), locale);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/plans');
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('ul li button').first()).toBeVisible();
      await shoot(`plans-${locale}-${width}`, true);
      const before = await balance(page);
      await page.locator('ul li button').first().click();
      await page.getByRole('button', { name: tr('Use a new card') }).click();
      const frame = stripeFrame(page);
      await frame.locator('#number').fill(cards.threeDSecure);
      await frame.locator('#expiry').fill('12 / 31');
      await frame.locator('#cvc').fill('123');
      // The frame speaks the page's language, as Stripe's does.
      await expect(frame.locator('html')).toHaveAttribute('lang', locale);
      await shoot(`stripe-element-${locale}-${width}`);
      await page.getByRole('dialog').locator('button[type="submit"]').click();
      const challenge = page.frameLocator('iframe[title="3D Secure"]');
      await expect(challenge.locator('#complete')).toBeVisible();
      await shoot(`three-d-secure-${locale}-${width}`);
      await challenge.locator('#complete').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect.poll(() => balance(page)).toBe(before + 60);
      // No sideways scroll on the plans page or the invoice.
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(await overflow()).toBe(false);
      await page.locator('a[href^="/invoices/"]').first().click();
      await expect(page.locator('a[href*="/pdf?"]')).toBeVisible();
      expect(await overflow()).toBe(false);
      await shoot(`invoice-${locale}-${width}`, true);
    }
  }
});
