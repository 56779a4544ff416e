import { mkdirSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { translator } from './catalogs';
import { businessLogin, signIn } from './people';

// The installable console (issue 33, section 6): its service worker registers and controls
// the console; a navigation without a network shows the offline page in the person's language
// instead of the browser's error; and turning lead alerts on in settings puts this browser's
// push subscription in the devices list, marked as this device, and removes it again.
// Chromium's push service (Google's) cannot be reached here: a Playwright context is
// incognito, where Chromium refuses push, and a persistent profile's subscribe waits for it
// for ever. So the push service's part of `pushManager.subscribe` (handing out an endpoint)
// is played by `standInPushService`; the keys are real P-256 keys made by the browser. The
// sending end is the API's test against a local push endpoint that decrypts the message
// (apps/api/src/modules/push/push.test.ts). Set E2E_SHOTS_DIR to keep screenshots.

const shots = process.env.E2E_SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string, region?: string) {
  if (!shots) return;
  const path = `${shots}/${name}.png`;
  if (region) await page.getByRole('region', { name: region }).screenshot({ path });
  else await page.screenshot({ path });
}

/**
 * Stands in for the browser's push service: `subscribe` answers a subscription at an https
 * endpoint with a P-256 key pair and auth secret made by WebCrypto, as a browser's is.
 */
function standInPushService() {
  let current: PushSubscription | null = null;
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  PushManager.prototype.subscribe = async function subscribe(options) {
    const keys = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ]);
    const p256dh = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
    const endpoint = `https://push.example.net/send/${base64url(crypto.getRandomValues(new Uint8Array(12)))}`;
    const json = {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: base64url(p256dh),
        auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
      },
    };
    const subscription = {
      endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: options?.applicationServerKey ?? null,
      },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    current = subscription as unknown as PushSubscription;
    return current;
  };
  PushManager.prototype.getSubscription = async () => current;
}

/** Signed in as the demo business, its console controlled by the service worker. */
async function controlledConsole(context: BrowserContext, tr: (english: string) => string) {
  const page = await context.newPage();
  await signIn(page, businessLogin, tr);
  await expect(page).toHaveURL(/\/leads\/tab$/);
  await page.goto('/leads/settings');
  await expect(page.getByRole('heading', { name: tr('Lead alerts on this device') })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  // The worker claims the pages open when it activates; a page whose navigation began while
  // it was installing comes under it at its next load.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  return page;
}

for (const locale of ['en', 'ar'] as const) {
  const tr = locale === 'en' ? (english: string) => english : translator(locale);
  for (const width of [375, 1280]) {
    test(`in ${locale} at ${width} px, the console starts offline with the offline page`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
      const page = await controlledConsole(context, tr);
      await shot(page, `lead-alerts-${locale}-${width}`, tr('Lead alerts on this device'));

      await context.setOffline(true);
      await page.goto('/leads/tab');
      await expect(page.getByRole('heading', { name: tr('You are offline') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shot(page, `offline-${locale}-${width}`);
      // Back online, the page opens the console again by itself.
      await context.setOffline(false);
      await expect(page.getByRole('heading', { name: tr('You are offline') })).toHaveCount(0);
      await context.close();
    });
  }
}

test("this browser's push subscription reaches the devices list, this device marked", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['notifications']);
  await context.addInitScript(standInPushService);
  const page = await controlledConsole(context, (english) => english);
  const card = page.getByRole('region', { name: 'Lead alerts on this device' });
  await card.getByRole('button', { name: 'Turn on lead alerts' }).click();
  const devices = card.getByRole('list', { name: 'Devices that get lead alerts' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText('This device')).toBeVisible();
  const endpoint = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription())?.endpoint ?? null;
  });
  // "This device" is the row whose endpoint is this browser's subscription.
  expect(endpoint).toMatch(/^https:\/\//);
  await shot(page, 'lead-alerts-device-en-1280', 'Lead alerts on this device');
  await devices.getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByText('No device gets lead alerts yet.')).toBeVisible();
  await context.close();
});
