import { expect, type Locator, type Page, test } from '@playwright/test';
import { englishLeftIn, serverEnglish, translator } from './catalogs';
import { businessLogin, customerLogin, postPlumbingJob, signIn } from './people';

// What the server sends a person comes in their language. A customer walks the job wizard in
// Chinese, then in Arabic, and the demo business reads the lead in the same language: at each
// step no English text of the server's catalog (trades, questions, options, messages) is left
// on the page. Words typed by people (the description, names, places) are theirs.

/** A mobile of its own per language: the texted code read back is the newest to it. */
const mobiles = { zh: '21 765 4322', ar: '21 765 4323' } as const;

const descriptions = {
  zh: '厨房水槽下面的水管漏水，需要尽快修理',
  ar: 'تسرب في الأنبوب تحت حوض المطبخ ويحتاج إلى إصلاح سريع',
} as const;

for (const locale of ['zh', 'ar'] as const) {
  test(`in ${locale}, the wizard and the lead carry no English from the server`, async ({
    browser,
    request,
  }) => {
    const tr = translator(locale);
    const english = serverEnglish(locale);
    // On a page that also shows people's words (business names, reviews, other jobs), only
    // the part the server words is checked: the wizard's form, this job's card.
    const noEnglish = async (page: Page, where: string, part: Locator = page.locator('main')) => {
      const text = await part.first().innerText();
      expect(englishLeftIn(text, english), `English on ${where} (${locale})`).toEqual([]);
    };

    const customerContext = await browser.newContext();
    const businessContext = await browser.newContext();
    for (const context of [customerContext, businessContext]) {
      await context.addInitScript((l) => localStorage.setItem('quoteway.locale', l), locale);
    }
    const customer = await customerContext.newPage();
    const business = await businessContext.newPage();

    await signIn(customer, customerLogin, tr);
    await expect(customer).toHaveURL(/\/my-jobs$/);
    await expect(customer.locator('html')).toHaveAttribute('lang', locale);
    const description = `${descriptions[locale]} ${Date.now()}`;
    await postPlumbingJob(
      customer,
      request,
      { description, place: 'Porirua', mobile: mobiles[locale] },
      { tr, onStep: (step) => noEnglish(customer, step, customer.locator('main form')) },
    );
    await expect(customer.getByText(description).first()).toBeVisible();
    await noEnglish(customer, 'my jobs');

    await signIn(business, businessLogin, tr);
    await expect(business).toHaveURL(/\/leads\/tab$/);
    await expect(business.getByText(description.slice(0, 20)).first()).toBeVisible();
    // Other customers' leads carry their own words: this job's card is what is checked.
    const card = business.getByRole('listitem').filter({ hasText: description.slice(0, 20) });
    await noEnglish(business, 'the lead card', card);
    await business
      .getByRole('link', { name: tr('View lead') })
      .first()
      .click();
    await expect(business.getByText(description)).toBeVisible();
    // The lead's trade, questions and answers in the reader's language.
    await expect(business.getByText(tr('Leak or burst pipe')).first()).toBeVisible();
    await noEnglish(business, 'the lead details');

    await customerContext.close();
    await businessContext.close();
  });
}
