import { type APIRequestContext, expect, type Page } from '@playwright/test';

// The demo logins the built server seeds outside production, and the steps every story
// starts with.

export const customerLogin = { email: 'customer@demo.quoteway.nz', password: 'Demo-Customer-2026' };
export const businessLogin = { email: 'business@demo.quoteway.nz', password: 'Demo-Business-2026' };

/** The page's words: English as written, or a catalog's translation (`e2e/catalogs.ts`). */
type Words = (english: string) => string;
const english: Words = (text) => text;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function signIn(
  page: Page,
  login: { email: string; password: string },
  tr: Words = english,
) {
  await page.goto('/signin');
  await page.getByLabel(tr('E-mail address')).fill(login.email);
  await page.getByLabel(new RegExp(`^${escape(tr('Password'))}\\*?$`)).fill(login.password);
  await page.getByRole('button', { name: tr('Sign in') }).click();
}

/** The demo login's business (a plumber in Wellington) and a place in its area. */
export async function demoBusiness(page: Page) {
  const places = await (await page.request.get('/api/localities?q=Porirua')).json();
  const place = (places as { localities: Array<{ id: number }> }).localities[0];
  const listing = await (
    await page.request.get(`/api/directory?profession=plumber&localityId=${place?.id}&perPage=50`)
  ).json();
  const entry = (
    listing as { businesses: Array<{ _id: string; slug: string; businessName: string }> }
  ).businesses.find((b) => b.businessName === 'Tane Plumbing Ltd');
  if (!place || !entry) throw new Error('the demo directory is missing');
  // Its page's canonical address is /b/<slug> (/business-details/<id> redirects there).
  return { id: entry._id, slug: entry.slug, path: `/b/${entry.slug}`, placeId: place.id };
}

/** The texts to `to` in the dev SMS outbox, newest first. */
async function textsTo(request: APIRequestContext, to: string): Promise<Array<{ body: string }>> {
  const response = await request.get(`/api/dev/sms?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: Array<{ body: string }> }).messages;
}

/**
 * The code `send` has texted to `to`: the texts already there are counted first, so an
 * earlier test's code to the same number is never read as this one.
 */
export async function textedCode(
  request: APIRequestContext,
  to: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const before = (await textsTo(request, to)).length;
  await send();
  let code = '';
  await expect
    .poll(async () => {
      const messages = await textsTo(request, to);
      if (messages.length <= before) return '';
      // The text is in the person's language; its one 6-digit number is the code.
      code = /(\d{6})/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * A signed-in customer posts a plumbing job in `place` through the home page's search and
 * the wizard, confirming `mobile` (a NZ number without its leading 0) with the texted code.
 * In another language, `tr` gives the page's words and `onStep` looks at each step.
 */
export async function postPlumbingJob(
  customer: Page,
  request: APIRequestContext,
  job: { description: string; place: string; mobile: string },
  {
    tr = english,
    onStep = async () => {},
  }: { tr?: Words; onStep?: (step: string) => Promise<void> } = {},
) {
  const exact = { exact: true };
  await customer.goto('/home');
  const plumber = tr('Plumber');
  await customer.getByRole('combobox', { name: tr('Trade') }).fill(plumber.slice(0, 5));
  await customer.getByRole('option', { name: plumber, exact: true }).click();
  await customer.getByRole('button', { name: tr('Get free quotes') }).click();
  await customer.getByRole('checkbox', { name: tr('Leak or burst pipe') }).check();
  await onStep('the questions');
  await customer.getByRole('radio', { name: tr('House'), ...exact }).check();
  await customer.getByRole('radio', { name: tr('As soon as possible') }).check();
  await customer.getByRole('radio', { name: tr('Total'), ...exact }).check();
  await customer.getByLabel(tr('Total budget in dollars')).fill('800');
  await customer.getByRole('button', { name: tr('Next') }).click();
  await customer.getByLabel(tr('Job description')).fill(job.description);
  await customer.getByRole('button', { name: tr('Next') }).click();
  await customer.getByRole('combobox', { name: tr('Suburb or town') }).fill(job.place);
  await customer
    .getByRole('option', { name: new RegExp(`^${job.place}`) })
    .first()
    .click();
  await customer.getByRole('button', { name: tr('Next') }).click();
  await customer.getByLabel(tr('Mobile number')).fill(job.mobile);
  const code = await textedCode(request, `+64${job.mobile.replace(/\s/g, '')}`, () =>
    customer.getByRole('button', { name: tr('Send code') }).click(),
  );
  await customer.getByLabel(tr('6-digit code')).fill(code);
  await customer.getByRole('button', { name: tr('Confirm code') }).click();
  await expect(customer.getByText(tr('Mobile number verified'))).toBeVisible();
  await customer.getByRole('button', { name: tr('Next') }).click();
  await onStep('the review');
  await customer.getByRole('button', { name: tr('Post job') }).click();
  await expect(customer).toHaveURL(/\/my-jobs/);
}

/** On the Plans page: buy the 50-credit plan ($20, 10 bonus) with the sandbox's test card. */
export async function buyFiftyCredits(business: Page) {
  await business.getByRole('button', { name: 'Buy 50 credits for $20' }).click();
  await business.getByRole('button', { name: 'Use a new card' }).click();
  await business.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await business.getByLabel(/Expiry month/).fill('12');
  await business.getByLabel(/Expiry year/).fill('2030');
  await business.getByLabel(/Security code/).fill('123');
  await business.getByRole('button', { name: 'Pay $20' }).click();
  await expect(business.getByText('60 credits added to your account')).toBeVisible();
}

/**
 * Marks every unread conversation of the signed-in person read (as opening each would): a
 * story that counts unread conversations starts from zero, whatever the stories before it left.
 */
export async function readAllConversations(
  page: Page,
  headers: Record<string, string>,
): Promise<void> {
  const list = (await (
    await page.request.get('/api/conversations?perPage=50', { headers })
  ).json()) as { conversations?: Array<{ _id: string; unread: number }> };
  for (const { _id, unread } of list.conversations ?? []) {
    if (unread > 0) {
      await page.request.post('/api/seen-conversation', {
        headers,
        data: { conversationId: _id },
      });
    }
  }
}
