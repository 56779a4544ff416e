import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { translator } from './catalogs';
import { businessLogin, signIn, textedCode } from './people';

// Issue 29, "the first job in two screens": a new customer posts a job signed out, confirms
// the texted code, presses "Post job" and is on their live job in My Jobs (screen 1), signed in
// on that tab with a notice to set a password. The e-mail names the job; its link, opened on
// another device, sets the account's first password (screen 2 of the later visit) and ends
// on My Jobs with the job open. The link works once. At 375 px and 1280 px, in English and
// Arabic; screenshots go to SHOTS_DIR (default /work/shots/firstjob).

const shotsDir = process.env.SHOTS_DIR ?? '/work/shots/firstjob';
const PASSWORD = 'Kowhai-Tree-2026';
const NO_QUOTES = 'No quotes yet. We will let you know when a business quotes.';

const descriptions = {
  en: 'The hot water cylinder leaks into the hallway cupboard.',
  ar: 'تسرب في خزان الماء الساخن داخل خزانة الممر',
} as const;

/** The page's words: the catalog's translation, or English for a message not compiled yet. */
function words(locale: 'en' | 'ar') {
  if (locale === 'en') return (english: string) => english;
  const tr = translator(locale);
  return (english: string) => {
    try {
      return tr(english);
    } catch {
      return english;
    }
  };
}

let counter = 0;

/** A PNG of one colour, `width` x `height`: a real picture for the upload pipeline. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A person's own browser: its width, its language, nothing shared with other tests. */
async function device(browser: Browser, locale: 'en' | 'ar', width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
  return context.newPage();
}

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

/** Nothing wider than the viewport (a phone never scrolls sideways). */
async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The first-job e-mail to `email` from the dev mailbox. */
async function firstJobMail(request: APIRequestContext, email: string) {
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as {
        messages: Array<{ to: string; subject: string; text: string }>;
      };
      mail = messages.find((m) => m.to === email && /\/set-password\?token=/.test(m.text));
      return mail !== undefined;
    })
    .toBe(true);
  return mail as { subject: string; text: string };
}

for (const locale of ['en', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test(`a new customer's first job in two screens (${locale}, ${width} px)`, async ({
      browser,
      request,
    }) => {
      const say = words(locale);
      const tag = `${locale}-${width}`;
      counter += 1;
      const stamp = `${Date.now()}-${counter}`;
      const email = `first-job-${stamp}@example.co.nz`;
      const mobile = `21 ${600 + counter} ${String(Date.now() % 10_000).padStart(4, '0')}`;
      const description = `${descriptions[locale]} ${stamp}`;

      // The visitor's phone: the wizard, signed out.
      const phone = await device(browser, locale, width);
      await phone.goto('/home');
      await expect(phone.locator('html')).toHaveAttribute('lang', locale);
      const plumber = say('Plumber');
      await phone.getByRole('combobox', { name: say('Trade') }).fill(plumber.slice(0, 5));
      await phone.getByRole('option', { name: plumber, exact: true }).click();
      await phone.getByRole('button', { name: say('Get free quotes') }).click();
      await phone.getByRole('checkbox', { name: say('Leak or burst pipe') }).check();
      await phone.getByRole('radio', { name: say('House'), exact: true }).check();
      await phone.getByRole('radio', { name: say('As soon as possible') }).check();
      await phone.getByRole('radio', { name: say('Total'), exact: true }).check();
      await phone.getByLabel(say('Total budget in dollars')).fill('800');
      await phone.getByRole('button', { name: say('Next') }).click();
      // The description starts as a summary of the answers, in the customer's language.
      const box = phone.getByLabel(say('Job description'));
      await expect(box).toHaveValue(new RegExp(say('Leak or burst pipe')));
      await expect(box).toHaveValue(new RegExp(say('House')));
      await box.scrollIntoViewIfNeeded();
      await shot(phone, `wizard-description-prefilled-${tag}`, false);
      await box.fill(description);
      // Two photos of the job, previewed beside the description (issue 29).
      await phone.getByLabel(say('Photos to add')).setInputFiles([
        { name: 'cylinder.png', mimeType: 'image/png', buffer: solidPng(320, 240, [47, 111, 159]) },
        { name: 'cupboard.png', mimeType: 'image/png', buffer: solidPng(240, 320, [191, 120, 60]) },
      ]);
      const chosen = phone.getByRole('list', { name: say('Photos (optional)') });
      await expect(chosen.getByRole('img')).toHaveCount(2);
      if (width === 375) await noSidewaysScroll(phone);
      await shot(phone, `wizard-description-photos-${tag}`);
      await phone.getByRole('button', { name: say('Next') }).click();
      await phone.getByRole('combobox', { name: say('Suburb or town') }).fill('Porirua');
      await phone
        .getByRole('option', { name: /^Porirua/ })
        .first()
        .click();
      await phone.getByRole('button', { name: say('Next') }).click();
      await phone.getByLabel(say('Your name')).fill('Mere Tawhiri');
      await phone.getByLabel(say('E-mail address')).fill(email);
      await phone.getByLabel(say('Mobile number')).fill(mobile);
      const code = await textedCode(request, `+64${mobile.replace(/\s/g, '')}`, () =>
        phone.getByRole('button', { name: say('Send code') }).click(),
      );
      await phone.getByLabel(say('6-digit code')).fill(code);
      await phone.getByRole('button', { name: say('Confirm code') }).click();
      await expect(phone.getByText(say('Mobile number verified'))).toBeVisible();
      await phone.getByRole('button', { name: say('Next') }).click();
      await shot(phone, `wizard-review-${tag}`);

      // "Post job", and every page shown from then until the job is in sight is counted.
      const screens: string[] = [];
      phone.on('framenavigated', (frame) => {
        if (frame === phone.mainFrame()) screens.push(new URL(frame.url()).pathname);
      });
      await phone.getByRole('button', { name: say('Post job') }).click();

      // Screen 1: My Jobs, signed in, the job open and live, the notice to set a password.
      await expect(phone).toHaveURL(/\/my-jobs\/0\/[\da-f-]{36}$/);
      const jobId = /\/my-jobs\/0\/([\da-f-]{36})$/.exec(phone.url())?.[1] ?? '';
      await expect(phone.getByText(description).first()).toBeVisible();
      await expect(
        phone.getByRole('heading', { name: say('Check your e-mail to set a password') }),
      ).toBeVisible();
      await expect(phone.getByText(email).first()).toBeVisible();
      // One screen from "Post job" to the job: My Jobs with it open, no page in between
      // (Playwright reports the app's own route changes as navigations too).
      expect([...new Set(screens)]).toEqual([`/my-jobs/0/${jobId}`]);
      const live = await phone.request.get(`/api/my-jobs/${jobId}`, {
        headers: {
          authorization: `Bearer ${await phone.evaluate(() => sessionStorage.getItem('token'))}`,
        },
      });
      expect(((await live.json()) as { job: { status: string } }).job.status).toBe('open');
      await expect(phone.getByText(say(NO_QUOTES))).toBeVisible();
      // Titled by its answers, with its two photos.
      const title = `${say('Leak or burst pipe')} · ${say('House')}`;
      await expect(phone.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const card = phone
        .getByRole('listitem')
        .filter({ has: phone.getByRole('heading', { level: 2, name: title }) });
      await expect(card.getByRole('img')).toHaveCount(2);
      if (width === 375) await noSidewaysScroll(phone);
      await shot(phone, `my-jobs-after-post-${tag}`);

      // A business in the area sees the photos on the lead.
      const business = await device(browser, locale, width);
      await signIn(business, businessLogin, say);
      await expect(business).toHaveURL(/\/leads\/tab/);
      await business.goto(`/lead-details/${jobId}`);
      // The section of the customer's photos (its heading is a message not yet compiled).
      const photos = business.locator('section[aria-labelledby="lead-photos"]');
      await expect(photos.getByRole('img')).toHaveCount(2);
      await expect(business.getByRole('heading', { level: 1 })).toContainText(title);
      if (width === 375) await noSidewaysScroll(business);
      await shot(business, `lead-detail-photos-${tag}`);
      await business.context().close();

      // The e-mail names the job: its title and its place, in the customer's language.
      const mail = await firstJobMail(request, email);
      expect(mail.text).toContain(title);
      expect(mail.text).toContain('Porirua');
      expect(mail.text).not.toMatch(/new password/i);
      const link = /https?:\/\/\S+\/set-password\?token=[\w-]+&job=[\da-f-]+/.exec(mail.text)?.[0];
      expect(link).toContain(`job=${jobId}`);
      const linkPath = new URL(link ?? '').pathname + new URL(link ?? '').search;

      // Later, on a laptop: the link chooses the first password and opens the job.
      const laptop = await device(browser, locale, width);
      await laptop.goto(linkPath);
      await expect(
        laptop.getByRole('heading', { level: 1, name: say('Choose your password') }),
      ).toBeVisible();
      await expect(laptop.getByText(say('Set a password to come back to your job.'))).toBeVisible();
      await expect(laptop.getByText(/new password/i)).toHaveCount(0);
      if (width === 375) await noSidewaysScroll(laptop);
      await shot(laptop, `set-password-${tag}`);
      await laptop.getByLabel(new RegExp(`^${say('Password')}\\*?$`)).fill(PASSWORD);
      await laptop.getByLabel(new RegExp(`^${say('Confirm Password')}\\*?$`)).fill(PASSWORD);
      await laptop.getByRole('button', { name: say('Save my password') }).click();
      await expect(laptop).toHaveURL(new RegExp(`/my-jobs/0/${jobId}$`));
      await expect(laptop.getByText(description).first()).toBeVisible();
      await expect(laptop.getByText(say(NO_QUOTES))).toBeVisible();
      await expect(laptop.getByRole('button', { name: say('Profile menu') })).toBeVisible();
      await expect(
        laptop.getByRole('heading', { name: say('Check your e-mail to set a password') }),
      ).toHaveCount(0);
      await shot(laptop, `my-jobs-after-password-${tag}`);

      // The link works once: opened again, it says so and signs no one in.
      const again = await device(browser, locale, width);
      await again.goto(linkPath);
      await again.getByLabel(new RegExp(`^${say('Password')}\\*?$`)).fill('Another-Pass-2026');
      await again
        .getByLabel(new RegExp(`^${say('Confirm Password')}\\*?$`))
        .fill('Another-Pass-2026');
      await again.getByRole('button', { name: say('Save my password') }).click();
      // The server's words (its catalog's, which may differ from the app's for one English id).
      if (locale === 'en') {
        await expect(again.getByRole('alert')).toHaveText(
          'This link has expired or was already used',
        );
      } else {
        await expect(again.getByRole('alert')).not.toBeEmpty();
      }
      await expect(again).toHaveURL(/\/set-password\?/);
      await expect(again.getByRole('button', { name: say('Save my password') })).toHaveCount(0);
      await expect(again.getByRole('link', { name: say('Sign in') }).first()).toBeVisible();
      await shot(again, `set-password-used-${tag}`);

      for (const page of [phone, laptop, again]) await page.context().close();
    });
  }
}
