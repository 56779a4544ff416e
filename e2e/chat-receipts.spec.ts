import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { translator } from './catalogs';
import { businessLogin, customerLogin, signIn, textedCode } from './people';

// "Seen" that sticks (issue 29): the business replies while the customer has the
// conversation open. The customer's app marks it seen at once; the business's app gets that
// seen event before the send's answer (held here until the customer has marked it) and
// before its own realtime echo (held too). "Seen" must show once the answer comes. Then the
// customer hires the business from the conversation's header, and finds the conversation by
// name in the inbox. At 375 and 1280 px, in English and Arabic; screenshots of each screen.

/** Where screenshots of each screen go, when asked for (`SHOTS_DIR`); none otherwise. */
const shots = process.env.SHOTS_DIR;

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

/** The session token the page keeps (session storage unless remember-me). */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => sessionStorage.getItem('token') ?? localStorage.getItem('token'),
  );
  if (!token) throw new Error('not signed in');
  return token.replace(/^"|"$/g, '');
}

async function personIn(browser: Browser, locale: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 740 : 860 },
  });
  await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
  return context.newPage();
}

/**
 * The business's realtime socket, with my own messages' echoes (`create-message`) held back
 * while `holding`: the seen event then comes before anything confirms the message.
 */
async function echoHolder(page: Page) {
  let holding = false;
  const held: Array<{ ws: WebSocketRoute; frame: string | Buffer }> = [];
  let seen: (() => void) | null = null;
  let connected: (() => void) | null = null;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((frame) => {
      // socket.io's CONNECT answer: the page now hears its events.
      if (typeof frame === 'string' && frame.startsWith('40')) connected?.();
      if (holding && typeof frame === 'string' && frame.startsWith('42["create-message"')) {
        held.push({ ws, frame });
        return;
      }
      ws.send(frame);
      if (typeof frame === 'string' && frame.startsWith('42["seen-message"')) seen?.();
    });
  });
  return {
    /** Resolves once the page's next socket is connected. */
    nextConnect() {
      return new Promise<void>((resolve) => {
        connected = resolve;
      });
    },
    /** Resolves once the next `seen-message` has been passed on to the page. */
    nextSeen() {
      return new Promise<void>((resolve) => {
        seen = resolve;
      });
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const { ws, frame } of held.splice(0)) ws.send(frame);
    },
  };
}

/** Whether the page scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const locale of ['en', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test(`"Seen" sticks when the seen event beats the send's answer; hire from the header; search by name (${locale}, ${width} px)`, async ({
      browser,
    }) => {
      const tr = words(locale);
      const shot = async (page: Page, name: string) => {
        if (!shots) return;
        mkdirSync(shots, { recursive: true });
        await page.screenshot({
          path: path.join(shots, `${name}-${locale}-${width}.png`),
          animations: 'disabled',
        });
      };
      const customer = await personIn(browser, locale, width);
      const business = await personIn(browser, locale, width);
      const echoes = await echoHolder(business);
      await signIn(customer, customerLogin, tr);
      await expect(customer).toHaveURL(/\/my-jobs$/);
      await signIn(business, businessLogin, tr);
      await expect(business).toHaveURL(/\/leads\/tab$/);
      await expect(business.locator('html')).toHaveAttribute('lang', locale);

      // Set-up through the API: the customer posts a job, the business quotes on it, which
      // opens their conversation.
      const asCustomer = { authorization: `Bearer ${await tokenOf(customer)}` };
      const asBusiness = { authorization: `Bearer ${await tokenOf(business)}` };
      const digits = `2155590${width < 600 ? 1 : 2}${locale === 'en' ? 3 : 4}`;
      const mobile = `+64 ${digits}`;
      let verificationId = '';
      const code = await textedCode(customer.request, `+64${digits}`, async () => {
        const started = await customer.request.post('/api/phone-verifications', {
          data: { mobile },
        });
        ({ verificationId } = (await started.json()) as { verificationId: string });
      });
      await customer.request.post(`/api/phone-verifications/${verificationId}/confirm`, {
        data: { code },
      });
      const places = await (await customer.request.get('/api/localities?q=Porirua')).json();
      const posted = await customer.request.post('/api/jobs', {
        headers: asCustomer,
        data: {
          professionSlug: 'plumber',
          answers: [
            { questionId: 'work-type', options: ['Hot water cylinder'] },
            { questionId: 'property-type', options: ['House'] },
            { questionId: 'timing', options: ['Flexible'] },
            { questionId: 'budget', options: ['Total'], amountCents: 120_000 },
          ],
          description: `The hot water cylinder takes hours to heat up (${locale}, ${width}).`,
          budgetCents: 120_000,
          localityId: places.localities[0].id,
          mobile,
          phoneVerificationId: verificationId,
        },
      });
      expect(posted.status()).toBe(200);
      const { job } = await posted.json();
      const quoted = await business.request.post('/api/send-quote', {
        headers: asBusiness,
        data: {
          lead: { _id: job._id, credits: job.credits },
          estCost: { type: 'Flat', value: 65_000 },
          comment: 'I can replace the element this week.',
        },
      });
      expect(quoted.status()).toBe(200);
      const { conversationId } = (await quoted.json()) as { conversationId: string };

      // Both open the conversation; the customer's marks the quote seen. The business's first,
      // with its socket connected: a seen event sent between its first read of the thread and
      // its socket's connection would be missed (on a loaded machine it was).
      const businessConnected = echoes.nextConnect();
      await business.goto(`/inbox?conversation=${conversationId}`);
      await businessConnected;
      await customer.goto(`/inbox?conversation=${conversationId}`);
      const customerLog = customer.getByRole('log');
      const businessLog = business.getByRole('log');
      await expect(customerLog).toBeVisible();
      await expect(businessLog).toBeVisible();
      await expect(
        businessLog.getByText(new RegExp(`^${tr('Seen {time}').replace('{time}', '')}`)),
      ).toBeVisible();

      // The business's answer is held until the customer's app has marked the reply seen and
      // that seen event has reached the business; its echo is held too.
      let releaseAnswer: () => void = () => {};
      const answerHeld = new Promise<void>((resolve) => {
        releaseAnswer = resolve;
      });
      await business.route('**/api/send-message', async (route) => {
        const response = await route.fetch();
        await answerHeld;
        await route.fulfill({ response });
      });
      echoes.hold();
      const markedSeen = customer.waitForResponse(
        (r) => r.url().includes('/api/seen-conversation') && r.status() === 200,
      );
      const seenForwarded = echoes.nextSeen();
      const reply = `Does 9am Tuesday suit? (${locale}, ${width})`;
      await business.getByRole('textbox', { name: tr('Message'), exact: true }).fill(reply);
      await business.getByRole('button', { name: tr('Send'), exact: true }).click();
      await expect(customerLog.getByText(reply)).toBeVisible();
      await markedSeen;
      await seenForwarded;
      // Still on its way at the business: nothing has confirmed it yet.
      await expect(businessLog.getByText(tr('sending…'))).toBeVisible();
      await shot(business, 'receipt-held');
      releaseAnswer();
      await expect(businessLog.getByText(tr('sending…'))).toHaveCount(0);
      const mine = businessLog.locator('[data-message-id]').filter({ hasText: reply });
      await expect(
        mine.getByText(new RegExp(`^${tr('Seen {time}').replace('{time}', '')}`)),
      ).toBeVisible();
      await expect(businessLog.getByText(tr('Sent'), { exact: true })).toHaveCount(0);
      echoes.release();
      await expect(businessLog.getByText(reply)).toHaveCount(1);
      await expect(
        mine.getByText(new RegExp(`^${tr('Seen {time}').replace('{time}', '')}`)),
      ).toBeVisible();
      await shot(business, 'receipt-seen');
      await business.unroute('**/api/send-message');

      // The customer hires the business from the conversation's header.
      const header = customer
        .locator('header')
        .filter({ has: customer.getByRole('heading', { level: 2 }) });
      await shot(customer, 'conversation');
      await header.getByRole('button', { name: tr('Hire'), exact: true }).click();
      const dialog = customer.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await shot(customer, 'hire-dialog');
      await dialog.getByRole('button', { name: tr('Hire'), exact: true }).click();
      await expect(header.getByText(tr('Hired'), { exact: true })).toBeVisible();
      await expect(header.getByRole('button', { name: tr('Hire'), exact: true })).toHaveCount(0);
      // The business's header says so too, without a reload.
      await expect(business.locator('header').getByText(tr('You’re hired'))).toBeVisible();
      await shot(customer, 'hired');
      await shot(business, 'hired-business');

      // Phones: the whole name, the composer on screen, nothing sideways (down to 320 px).
      const composer = customer.getByRole('textbox', { name: tr('Message'), exact: true });
      await expect(composer).toBeInViewport();
      expect(await sideways(customer)).toBe(false);
      if (width < 600) {
        await customer.setViewportSize({ width: 320, height: 640 });
        await expect(composer).toBeInViewport();
        expect(await sideways(customer)).toBe(false);
        await shot(customer, 'conversation-320');
        await customer.setViewportSize({ width, height: 740 });
      }

      // The inbox finds the conversation by a part of the business's name.
      await customer.goto('/inbox');
      const search = customer.getByRole('searchbox', { name: tr('Search conversations by name') });
      await search.fill('tane pl');
      const results = customer.getByRole('list', { name: tr('Search results') });
      await expect(results.getByRole('link').first()).toBeVisible();
      await expect(customer.getByRole('list', { name: tr('Conversations') })).toHaveCount(0);
      await shot(customer, 'inbox-search');
      await search.press('ArrowDown');
      await expect(results.getByRole('link').first()).toBeFocused();
      await search.fill('no such name at all');
      await expect(
        customer.getByRole('status').filter({ hasText: 'no such name at all' }),
      ).toBeVisible();
      await search.fill('');
      await expect(customer.getByRole('list', { name: tr('Conversations') })).toBeVisible();
      expect(await sideways(customer)).toBe(false);
    });
  }
}
