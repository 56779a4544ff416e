import { expect, type Page, test } from '@playwright/test';
import { businessLogin, customerLogin, readAllConversations, signIn, textedCode } from './people';

// Chat end to end in two browser contexts against the built server: the demo business quotes
// on the demo customer's job (set up through the API), then they exchange a text and a photo
// in realtime; the customer's My Responses badge rises and clears, and the business sees
// its message seen.

// A 1x1 PNG: the server re-encodes it and makes a thumbnail.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The session token the page keeps (session storage unless remember-me). */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => sessionStorage.getItem('token') ?? localStorage.getItem('token'),
  );
  if (!token) throw new Error('not signed in');
  return token.replace(/^"|"$/g, '');
}

test('customer and business chat in realtime: text, a photo, unread badge and seen status', async ({
  browser,
}) => {
  const customer = await (await browser.newContext()).newPage();
  const business = await (await browser.newContext()).newPage();
  await signIn(customer, customerLogin);
  await expect(customer).toHaveURL(/\/my-jobs$/);
  await signIn(business, businessLogin);
  await expect(business).toHaveURL(/\/leads\/tab$/);

  // Set-up through the API: the customer posts a job (phone code from the dev SMS outbox),
  // the business quotes on it, which opens their conversation.
  const asCustomer = { authorization: `Bearer ${await tokenOf(customer)}` };
  const asBusiness = { authorization: `Bearer ${await tokenOf(business)}` };
  // The badge is counted down to zero below: what earlier stories left unread is read first.
  await readAllConversations(customer, asCustomer);
  const mobile = '+64 21 555 7788';
  let verificationId = '';
  const code = await textedCode(customer.request, '+64215557788', async () => {
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
      description: 'The hot water cylinder takes hours to heat up.',
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

  // The customer's My Responses badge counts the unread conversation (the quote) live.
  const badge = customer.getByText(/^\d+ unread conversations?$/).first();
  await expect(badge).toBeVisible();

  // The business opens the conversation and writes.
  await business.goto('/inbox');
  await business
    .getByRole('link', { name: /Aroha Customer/ })
    .first()
    .click();
  await expect(business.getByRole('log')).toBeVisible();
  await business
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Does 9am Tuesday suit?');
  await business.getByRole('button', { name: 'Send' }).click();
  await expect(business.getByRole('log').getByText('Does 9am Tuesday suit?')).toBeVisible();

  // The customer reads it: the badge clears, and the business sees it seen.
  await customer.goto('/inbox');
  await customer
    .getByRole('link', { name: /Tane Plumbing/ })
    .first()
    .click();
  await expect(customer.getByRole('log')).toBeVisible();
  await expect(customer.getByRole('log').getByText('Does 9am Tuesday suit?')).toBeVisible();
  await expect(customer.getByText(/unread conversation/)).toHaveCount(0);
  await expect(business.getByText(/^Seen/).last()).toBeVisible();

  // The customer answers with text and a photo; both arrive at the business without a reload.
  await customer.getByRole('textbox', { name: 'Message', exact: true }).fill('Yes, see you then.');
  await customer.getByRole('button', { name: 'Send' }).click();
  await expect(business.getByRole('log').getByText('Yes, see you then.')).toBeVisible();
  await customer.getByLabel('Photo or PDF to send').setInputFiles({
    name: 'cylinder.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await customer.getByRole('button', { name: 'Send' }).click();
  await expect(business.getByRole('img', { name: /^Photo: cylinder/ })).toBeVisible();
});
