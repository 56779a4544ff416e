import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { businessLogin, buyFiftyCredits, customerLogin, postPlumbingJob, signIn } from './people';

// The marketplace loop end to end in two browser contexts against the built server: a
// customer posts a job, the demo business (a plumber in Wellington, 50 km) sees the lead
// appear without reloading, buys a plan with a sandbox test card, quotes, and the customer
// sees the quote and hires the business.

test('a customer posts a job, a business buys credits and quotes, the customer hires it', async ({
  browser,
  request,
}) => {
  const customerContext = await browser.newContext();
  const businessContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const business = await businessContext.newPage();

  // The business waits on its new leads.
  await signIn(business, businessLogin);
  await expect(business).toHaveURL(/\/leads\/tab$/);
  await expect(business.getByRole('tab', { name: /New leads/ })).toBeVisible();

  // The customer posts a plumbing job in Porirua.
  await signIn(customer, customerLogin);
  await expect(customer).toHaveURL(/\/my-jobs$/);
  const description = `Leaking pipe under the kitchen sink, e2e ${Date.now()}`;
  await postPlumbingJob(customer, request, {
    description,
    place: 'Porirua',
    mobile: '21 765 4321',
  });
  await expect(customer.getByText('0 quotes', { exact: true }).first()).toBeVisible();

  // The lead reaches the business's open list without a reload (realtime fetch-leads).
  const lead = business.getByText(description.slice(0, 40), { exact: false }).first();
  await expect(lead).toBeVisible();

  // The business buys a plan with the sandbox's test card.
  await business.goto('/plans');
  await buyFiftyCredits(business);

  // ...and quotes on the lead.
  await business.goto('/leads/tab');
  await business
    .getByRole('link', { name: /View lead/ })
    .first()
    .click();
  await expect(business.getByText(description)).toBeVisible();
  await business.getByLabel('Estimated cost (dollars)').fill('450');
  await business.getByLabel('Comment for the customer').fill('I can fix it tomorrow morning.');
  await business.getByRole('button', { name: /^Send quote/ }).click();
  await expect(business).toHaveURL(/\/leads\/tab$/);
  await expect(business.getByText('Your quote has been sent')).toBeVisible();

  // The customer, still on My Jobs, sees the quote arrive without reloading, and hires.
  await expect(customer.getByText('1 quote', { exact: true }).first()).toBeVisible();
  await customer
    .getByRole('button', { name: /Show quotes/ })
    .first()
    .click();
  await expect(customer.getByText('I can fix it tomorrow morning.')).toBeVisible();
  await customer.getByRole('button', { name: 'Hire' }).first().click();
  await customer.getByRole('alertdialog').getByRole('button', { name: 'Hire' }).click();
  await expect(customer.getByText(/You hired/)).toBeVisible();

  await customerContext.close();
  await businessContext.close();
});

test('the marketplace screens have no serious accessibility violations (axe)', async ({
  browser,
}) => {
  const business = await (await browser.newContext()).newPage();
  await signIn(business, businessLogin);
  await expect(business).toHaveURL(/\/leads\/tab$/);
  await expect(business.getByRole('tab', { name: /New leads/ })).toBeVisible();
  expect(await seriousViolations(business)).toEqual([]);
  await business.goto('/plans');
  await expect(business.getByRole('button', { name: 'Buy 50 credits for $20' })).toBeVisible();
  expect(await seriousViolations(business)).toEqual([]);
  await business.goto('/leads/settings');
  await expect(business.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(business)).toEqual([]);

  const customer = await (await browser.newContext()).newPage();
  await signIn(customer, customerLogin);
  await expect(customer).toHaveURL(/\/my-jobs$/);
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(customer)).toEqual([]);
});
