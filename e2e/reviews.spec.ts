import { type APIRequestContext, expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { businessLogin, customerLogin, postPlumbingJob, signIn } from './people';

// The review story end to end, in three browser contexts against the built server: a
// customer posts a job, the demo business (Tane Plumbing Ltd, Wellington) quotes, the
// customer hires it and marks the job complete, follows the e-mailed link and reviews the
// business. The review shows on the business's page and its rating in the directory; the
// business replies from its console and the reply shows; a visitor finds the business by
// trade and place.

const BUSINESS_NAME = 'Tane Plumbing Ltd';

/** The path of the review link in the newest "How did it go?" e-mail to `to`. */
async function reviewLinkMailedTo(request: APIRequestContext, to: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as {
        messages: Array<{ subject: string; text: string }>;
      };
      const mail = messages.find((m) => m.subject.startsWith('How did it go?'));
      path = /https?:\/\/[^/\s]+(\/review\/[0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1] ?? '';
      return path;
    })
    .toMatch(/^\/review\//);
  return path;
}

test('a hired business is reviewed, replies, and a visitor finds it by trade and place', async ({
  browser,
  request,
}) => {
  const customer = await (await browser.newContext()).newPage();
  const business = await (await browser.newContext()).newPage();
  await signIn(business, businessLogin);
  await expect(business).toHaveURL(/\/leads\/tab$/);
  await signIn(customer, customerLogin);
  await expect(customer).toHaveURL(/\/my-jobs$/);

  // 1. The customer posts a job, the business quotes, the customer hires and completes.
  const stamp = Date.now();
  const description = `Hot water cylinder leaking in the garage, review story ${stamp}`;
  await postPlumbingJob(customer, request, {
    description,
    place: 'Porirua',
    mobile: '21 765 4322',
  });

  await business.goto('/leads/tab');
  await business
    .getByRole('listitem')
    .filter({ hasText: description.slice(0, 40) })
    .getByRole('link', { name: /View lead/ })
    .click();
  await expect(business.getByText(description)).toBeVisible();
  await business.getByLabel('Estimated cost (dollars)').fill('620');
  await business.getByLabel('Comment for the customer').fill('New valve and a pressure test.');
  await business.getByRole('button', { name: /^Send quote/ }).click();
  await expect(business.getByText('Your quote has been sent')).toBeVisible();

  const job = customer.getByRole('listitem').filter({ hasText: description });
  await expect(job.getByText('1 quote', { exact: true })).toBeVisible();
  await job.getByRole('button', { name: /Show quotes/ }).click();
  await job.getByRole('button', { name: 'Hire' }).click();
  await customer.getByRole('alertdialog').getByRole('button', { name: 'Hire' }).click();
  await expect(customer.getByText(/You hired/)).toBeVisible();
  await job.getByRole('button', { name: 'Mark completed' }).click();
  await customer
    .getByRole('alertdialog', { name: 'Mark this job completed?' })
    .getByRole('button', { name: 'Mark completed' })
    .click();
  await expect(customer.getByText('Your job is marked completed.')).toBeVisible();

  // 2. The customer follows the e-mailed link and reviews the business.
  const reviewPath = await reviewLinkMailedTo(request, customerLogin.email);
  await customer.goto(reviewPath);
  expect(await seriousViolations(customer)).toEqual([]);
  await expect(
    customer.getByRole('heading', { level: 1, name: `Review ${BUSINESS_NAME}` }),
  ).toBeVisible();
  for (const [group, stars] of [
    ['Overall rating', '5 stars: Excellent'],
    ['Quality', '5 stars: Excellent'],
    ['Communication', '4 stars: Very good'],
    ['Value for money', '4 stars: Very good'],
    ['Punctuality', '5 stars: Excellent'],
  ] as const) {
    // By keyboard, as the stars are drawn over their radio buttons.
    const star = customer
      .getByRole('radiogroup', { name: group })
      .getByRole('radio', { name: stars });
    await star.focus();
    await star.press('Space');
    await expect(star).toBeChecked();
  }
  const reviewText = `Arrived on time, replaced the valve and explained everything. ${stamp}`;
  await customer.getByLabel('Your review').fill(reviewText);
  await customer.getByRole('button', { name: 'Post review' }).click();
  await expect(customer.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();

  // The review's page, at a phone's and a desktop's width, in English and Arabic.
  for (const width of [320, 1280]) {
    for (const language of ['en', 'ar']) {
      await customer.setViewportSize({ width, height: 800 });
      await customer.evaluate(
        (locale) => localStorage.setItem('quoteway.locale', locale),
        language,
      );
      await customer.goto(reviewPath);
      await expect(customer.getByText(reviewText)).toBeVisible();
      expect({ width, language, violations: await seriousViolations(customer) }).toEqual({
        width,
        language,
        violations: [],
      });
    }
  }
  await customer.evaluate(() => localStorage.setItem('quoteway.locale', 'en'));
  await customer.goto(reviewPath);
  await customer.getByRole('link', { name: "See it on the business's page" }).click();

  // 3. The review shows on the business's page, as a verified hire.
  // The link names the business by its id; the page puts its own address, /b/<slug>, in
  // the history.
  await expect(customer).toHaveURL(/\/b\/[a-z0-9-]+$/);
  const businessPage = new URL(customer.url()).pathname;
  const slug = businessPage.slice('/b/'.length);
  const review = customer.getByRole('article').filter({ hasText: reviewText });
  await expect(review).toBeVisible();
  await expect(review.getByText(/Verified hire/)).toBeVisible();
  const profile = (await (await request.get(`/api/businesses/by-slug/${slug}`)).json()) as {
    rating: { average: number; count: number };
  };
  const rated = `Rated ${profile.rating.average.toFixed(1)} out of 5 from ${profile.rating.count} reviews`;

  // 4. The business replies from its console, and the reply shows on its page.
  await business.goto('/leads/reviews');
  const own = business.getByRole('article').filter({ hasText: reviewText });
  await own.getByRole('button', { name: 'Reply publicly' }).click();
  const replyText = `Thank you, it was a pleasure to help. ${stamp}`;
  await business.getByRole('textbox', { name: 'Your public reply' }).fill(replyText);
  await business.getByRole('button', { name: 'Post reply' }).click();
  await expect(business.getByText('Your reply is posted.')).toBeVisible();
  await customer.reload();
  await expect(review.getByText(replyText)).toBeVisible();
  await expect(review.getByText(`Reply from ${BUSINESS_NAME}`)).toBeVisible();

  // 5. A visitor finds the business by trade and place, with its rating.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/business-directory');
  await visitor.getByRole('combobox', { name: 'Trade' }).fill('Plumb');
  await visitor.getByRole('option', { name: 'Plumber', exact: true }).click();
  await visitor.getByRole('combobox', { name: 'Suburb or town' }).fill('Porirua');
  await visitor
    .getByRole('option', { name: /^Porirua/ })
    .first()
    .click();
  const card = visitor.getByRole('article').filter({ hasText: BUSINESS_NAME });
  await expect(card.getByRole('img', { name: rated })).toBeVisible();
  await card.getByRole('link', { name: BUSINESS_NAME }).click();
  await expect(visitor).toHaveURL(new RegExp(`${businessPage}$`));
  await expect(visitor.getByText(replyText)).toBeVisible();
});
