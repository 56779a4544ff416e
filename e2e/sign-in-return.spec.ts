import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEFAULT_WIRE_PASSPHRASE } from '../packages/contracts/src/wire';
import { translator } from './catalogs';
import { businessLogin, textedCode } from './people';

// Issue 29, "Sign in and come back": the new-lead e-mail's link, opened in a fresh browser,
// lands on /home with the sign-in dialog saying why; after sign-in the lead itself is shown.
// On a phone (375 px) and a desktop (1280 px), in English and in Arabic. Then a link opened in
// a new tab of a session without "Remember me" is signed in too (the tab handshake). The
// visitor's header (Sign up, Post a job) and footer (Help) are checked on the way.

const PASSWORD = 'Sign-In-Return-2026';
const shots = process.env.SHOTS_DIR ?? '';
if (shots) mkdirSync(shots, { recursive: true });

// crypto-js as the api-client has it (the root has no copy): passwords travel AES-encrypted.
const AES = createRequire(new URL('../packages/api-client/package.json', import.meta.url))(
  'crypto-js/aes',
) as { encrypt(text: string, key: string): { toString(): string } };
const encrypted = (password: string) => AES.encrypt(password, DEFAULT_WIRE_PASSPHRASE).toString();

async function mailedLink(request: APIRequestContext, to: string, pattern: RegExp) {
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
      link = messages.map((m) => pattern.exec(m.text)?.[0] ?? '').find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * A new customer posts a plumbing job in Porirua through the API: the demo business (a
 * Wellington plumber) is e-mailed the lead. Returns the link's path and the job's words.
 */
async function leadLink(request: APIRequestContext) {
  const stamp = Date.now();
  const email = `e2e-return-${stamp}@example.nz`;
  const registered = await request.post('/api/register/user', {
    data: {
      email,
      userName: 'Rangi Parata',
      userType: 'Customer User',
      password: encrypted(PASSWORD),
      acceptTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verify = await mailedLink(
    request,
    email,
    /https?:\/\/\S+\/api\/verify-email\?token=[\w-]+/,
  );
  await request.get(verify.replace(/^https?:\/\/[^/]+/, ''));
  const login = await request.post('/api/login-user', {
    data: { email, password: encrypted(PASSWORD) },
  });
  const { token } = (await login.json()) as { token: string };
  const mobile = `+64 21 ${String(stamp).slice(-7, -4)} ${String(stamp).slice(-4)}`;
  let verificationId = '';
  const code = await textedCode(request, mobile.replace(/\s/g, ''), async () => {
    const started = await request.post('/api/phone-verifications', { data: { mobile } });
    ({ verificationId } = (await started.json()) as { verificationId: string });
  });
  await request.post(`/api/phone-verifications/${verificationId}/confirm`, { data: { code } });
  const porirua = await (await request.get('/api/localities?q=Porirua')).json();
  const description = `Dripping kitchen tap, come-back link ${stamp}.`;
  const posted = await request.post('/api/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      professionSlug: 'plumber',
      answers: [
        { questionId: 'work-type', options: ['Leak or burst pipe'] },
        { questionId: 'property-type', options: ['House'] },
        { questionId: 'timing', options: ['As soon as possible'] },
        { questionId: 'budget', options: ['Total'], amountCents: 40_000 },
      ],
      description,
      budgetCents: 40_000,
      localityId: porirua.localities[0].id,
      mobile,
      phoneVerificationId: verificationId,
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const { job } = (await posted.json()) as { job: { _id: string } };
  const link = await mailedLink(
    request,
    businessLogin.email,
    new RegExp(`https?://\\S+/lead-details/${job._id}[^\\s)]*`),
  );
  return { path: link.replace(/^https?:\/\/[^/]+/, ''), jobId: job._id, description };
}

/** The page's words in `locale`: strings not yet in the catalogs are still English. */
function wordsFor(locale: 'en' | 'ar') {
  if (locale === 'en') return (text: string) => text;
  const known = translator(locale);
  return (text: string) => {
    try {
      return known(text);
    } catch {
      return text;
    }
  };
}

async function freshBrowser(browser: Browser, locale: 'en' | 'ar', width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 900 },
  });
  if (locale !== 'en') {
    await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
  }
  return context;
}

async function signInInDialog(page: Page, tr: (text: string) => string) {
  const dialog = page.getByRole('dialog', { name: tr('Sign in') });
  await dialog.getByLabel(tr('E-mail address')).fill(businessLogin.email);
  await dialog.getByLabel(new RegExp(`^${tr('Password')}\\*?$`)).fill(businessLogin.password);
  await dialog.getByRole('button', { name: tr('Sign in'), exact: true }).click();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

let lead: Awaited<ReturnType<typeof leadLink>>;

test.beforeAll(async ({ request }) => {
  lead = await leadLink(request);
});

for (const locale of ['en', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test(`an e-mailed lead link opened signed out comes back to the lead (${locale}, ${width} px)`, async ({
      browser,
    }) => {
      const tr = wordsFor(locale);
      const context = await freshBrowser(browser, locale, width);
      const page = await context.newPage();

      // A visitor's header and footer: Sign up and Post a job (in the menu on a phone), Help.
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      if (width >= 960) {
        const header = page.getByRole('banner');
        await expect(header.getByRole('link', { name: tr('Sign up') })).toBeVisible();
        await expect(header.getByRole('link', { name: tr('Post a job') })).toBeVisible();
      } else {
        await page.getByRole('button', { name: tr('Open menu') }).click();
        const drawer = page.getByRole('dialog');
        await expect(drawer.getByRole('link', { name: tr('Sign up') })).toBeVisible();
        await expect(drawer.getByRole('link', { name: tr('Post a job') })).toBeVisible();
        if (shots)
          await page.screenshot({
            path: `${shots}/visitor-menu-${locale}-${width}.png`,
            animations: 'disabled',
          });
        await page.keyboard.press('Escape');
      }
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: tr('Help'), exact: true }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (shots)
        await page.screenshot({
          path: `${shots}/visitor-home-${locale}-${width}.png`,
          animations: 'disabled',
        });

      // The e-mail's link: /home, the dialog and its reason.
      await page.goto(lead.path);
      await expect(page).toHaveURL(/\/home/);
      const dialog = page.getByRole('dialog', { name: tr('Sign in') });
      await expect(dialog.getByText(tr('Sign in to see this lead'))).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (shots)
        await page.screenshot({
          path: `${shots}/dialog-${locale}-${width}.png`,
          animations: 'disabled',
        });

      // Signed in (not remembered): the exact lead, its query kept.
      await signInInDialog(page, tr);
      await expect(page).toHaveURL(new RegExp(`/lead-details/${lead.jobId}`));
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(lead.path);
      await expect(page.getByText(lead.description).first()).toBeVisible();
      await expect(page.getByText(tr('Login successfully!'))).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      if (shots)
        await page.screenshot({
          path: `${shots}/lead-${locale}-${width}.png`,
          animations: 'disabled',
        });
      await context.close();
    });
  }
}

test('a link opened in a new tab of a session without "Remember me" is signed in too', async ({
  browser,
}) => {
  const tr = wordsFor('en');
  const context = await freshBrowser(browser, 'en', 1280);
  const first = await context.newPage();
  await first.goto('/signin');
  await first.getByLabel('E-mail address').fill(businessLogin.email);
  await first.getByLabel(/^Password\*?$/).fill(businessLogin.password);
  await first.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(first).toHaveURL(/\/leads\/tab/);
  // One tab's session: nothing in localStorage.
  expect(await first.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const second = await context.newPage();
  await second.goto(lead.path);
  await expect(second).toHaveURL(new RegExp(`/lead-details/${lead.jobId}`));
  await expect(second.getByText(lead.description).first()).toBeVisible();
  await expect(second.getByRole('dialog', { name: tr('Sign in') })).toHaveCount(0);
  // Handed over for this tab only: still nothing in localStorage.
  expect(await second.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await second.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
  await context.close();
});
