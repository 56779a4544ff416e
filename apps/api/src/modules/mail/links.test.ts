import { type EmailTemplate, emailTemplates, routes } from '@quoteway/contracts';
import { matchPage } from '@quoteway/domain';
import { locales, translator } from '@quoteway/i18n/server';
import { describe, expect, it } from 'vitest';
import { notificationLinks } from '../notifications';
import { renderEmail } from './templates';

const ORIGIN = 'https://quoteway.test';
const JOB = '0b6f6f3e-6f2a-4d8e-9a57-4b1f2d2c9a10';
const CONVERSATION = '5d0c1b2a-9e8f-4a7b-8c6d-1e2f3a4b5c6d';
const PURCHASE = '7a8b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d';
const TOKEN = 'f3a9c0deadbeef';

/** What a link must open: a page of the shell's route table, and the object in it. */
interface Expected {
  /** The `appPages` pattern the link's path must match (or, for `/api/...`, the API route). */
  page: string;
  /** The parameter or query value that names the object, and the id it must carry. */
  names?: { param?: string; query?: string; id: string };
}

/**
 * Each template with the link its sender builds (the same builders the modules call) and the
 * page and object that link must open. A template added to the contracts without a row here
 * fails the type check.
 */
const cases: Record<EmailTemplate, { link: string; expected: Expected }> = {
  'verify-email': {
    link: `/api/verify-email?token=${TOKEN}`,
    expected: { page: '/api/verify-email', names: { query: 'token', id: TOKEN } },
  },
  'first-job': {
    link: `/set-password?token=${TOKEN}&job=${JOB}`,
    expected: { page: '/set-password', names: { query: 'job', id: JOB } },
  },
  'hire-cancelled': { link: notificationLinks.lead(JOB), expected: lead() },
  'reset-password': {
    link: `/reset-password?token=${TOKEN}`,
    expected: { page: '/reset-password', names: { query: 'token', id: TOKEN } },
  },
  'reactivate-account': {
    link: `/api/reactivate-account?token=${TOKEN}`,
    expected: { page: '/api/reactivate-account', names: { query: 'token', id: TOKEN } },
  },
  'business-number-rejected': {
    link: notificationLinks.businessSettings(),
    expected: { page: '/leads/settings' },
  },
  'purchase-receipt': {
    link: notificationLinks.receipt(PURCHASE),
    expected: { page: '/invoices/:id', names: { param: 'id', id: PURCHASE } },
  },
  'business-verified': {
    link: notificationLinks.businessSettings(),
    expected: { page: '/leads/settings' },
  },
  'business-unverified': {
    link: notificationLinks.businessSettings(),
    expected: { page: '/leads/settings' },
  },
  'purchase-refunded': {
    link: notificationLinks.receipt(PURCHASE),
    expected: { page: '/invoices/:id', names: { param: 'id', id: PURCHASE } },
  },
  'new-lead': { link: notificationLinks.lead(JOB), expected: lead() },
  'direct-lead': { link: notificationLinks.lead(JOB), expected: lead() },
  'new-quote': {
    link: notificationLinks.myJob(JOB),
    expected: { page: '/my-jobs/:tabId?/:expandedId?', names: { param: 'expandedId', id: JOB } },
  },
  'quote-hired': { link: notificationLinks.lead(JOB), expected: lead() },
  'quote-declined': { link: notificationLinks.lead(JOB), expected: lead() },
  'quote-opened': { link: notificationLinks.lead(JOB), expected: lead() },
  'job-completed': { link: notificationLinks.lead(JOB), expected: lead() },
  'credits-returned': { link: notificationLinks.credits(), expected: { page: '/plans/:jobId?' } },
  'credits-expiring': { link: notificationLinks.credits(), expected: { page: '/plans/:jobId?' } },
  'auto-top-up-off': { link: notificationLinks.credits(), expected: { page: '/plans/:jobId?' } },
  'lead-report-confirmed': {
    link: notificationLinks.credits(),
    expected: { page: '/plans/:jobId?' },
  },
  'lead-report-dismissed': { link: notificationLinks.lead(JOB), expected: lead() },
  'review-report-decided': { link: notificationLinks.review(JOB), expected: review() },
  'unread-messages': {
    link: notificationLinks.conversation(CONVERSATION),
    expected: { page: '/inbox', names: { query: 'conversation', id: CONVERSATION } },
  },
  'review-request': { link: notificationLinks.review(JOB), expected: review() },
  'review-received': {
    link: notificationLinks.businessReviews(),
    expected: { page: '/leads/reviews' },
  },
  'review-replied': { link: notificationLinks.review(JOB), expected: review() },
  'verify-email-change': {
    link: `/api/verify-email-change?token=${TOKEN}`,
    expected: { page: '/api/verify-email-change', names: { query: 'token', id: TOKEN } },
  },
  'email-changed': { link: '/settings', expected: { page: '/settings' } },
  'password-changed': { link: '/leads/settings', expected: { page: '/leads/settings' } },
  'account-changed': { link: '/settings', expected: { page: '/settings' } },
};

function lead(): Expected {
  return { page: '/lead-details/:id/:userId?', names: { param: 'id', id: JOB } };
}

function review(): Expected {
  return { page: '/review/:jobId', names: { param: 'jobId', id: JOB } };
}

const data = {
  name: 'Aroha',
  customer: 'Mere T.',
  business: 'Waitemata Plumbing',
  sender: 'Mere T.',
  profession: 'Plumber',
  title: 'Leak or burst pipe · House',
  locality: 'Ponsonby',
  credits: '8',
  bonusCredits: '2',
  balance: '58',
  amount: '$20.00',
  currency: 'NZD',
  receipt: PURCHASE,
  rating: '5',
  count: '2',
  date: '2027-01-10',
  number: '9429041925676',
  reason: 'Removed',
};

/** Every http(s) address in a rendered e-mail: the HTML's hrefs and the text part's URLs. */
function linksIn(mail: { text: string; html: string }): string[] {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
  const texts = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  return [...hrefs, ...texts];
}

const apiNavigations = new Set(
  Object.values(routes)
    .filter((route) => route.method === 'GET' && 'navigation' in route && route.navigation === true)
    .map((route) => `/api${route.path}`),
);

/** Where a link goes: the page (or API navigation) it opens and the object it names. */
function resolve(href: string) {
  const url = new URL(href);
  if (url.origin !== ORIGIN) return { error: `leaves the site: ${href}` };
  if (url.pathname.startsWith('/api/')) {
    return apiNavigations.has(url.pathname)
      ? { page: url.pathname, params: {} as Record<string, string>, query: url.searchParams }
      : { error: `no API navigation at ${url.pathname}` };
  }
  const match = matchPage(url.pathname);
  if (!match) return { error: `no page at ${url.pathname}` };
  return { page: match.page.path, params: match.params, query: url.searchParams };
}

/** The templates about one job: each names it by its title. */
const aboutAJob = new Set<EmailTemplate>([
  'first-job',
  'new-lead',
  'direct-lead',
  'new-quote',
  'quote-hired',
  'quote-declined',
  'quote-opened',
  'job-completed',
  'hire-cancelled',
  'credits-returned',
  'review-request',
  'review-received',
]);

describe('every link in every e-mail opens the object it names', () => {
  const rows = emailTemplates.flatMap((template) =>
    locales.map((locale) => ({ template, locale })),
  );

  it.each(rows)('$template in $locale', ({ template, locale }) => {
    const { link, expected } = cases[template];
    const mail = renderEmail(template, { ...data, link: `${ORIGIN}${link}` }, locale);
    const links = linksIn(mail);
    // The button, the copyable address in the HTML and the address in the text part.
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const href of links) {
      const where = resolve(href);
      expect(where.error, href).toBeUndefined();
      expect(where.page, href).toBe(expected.page);
      if (expected.names?.param)
        expect(where.params?.[expected.names.param]).toBe(expected.names.id);
      if (expected.names?.query) {
        expect(where.query?.get(expected.names.query)).toBe(expected.names.id);
      }
    }
  });

  const jobRows = rows.filter((row) => aboutAJob.has(row.template));

  it.each(jobRows)('$template in $locale names the job by its title', ({ template, locale }) => {
    const tr = translator(locale);
    // Each part is a reference text, in the reader's language.
    const title = `${tr.t('Leak or burst pipe')} · ${tr.t('House')}`;
    if (locale !== 'en') expect(title).not.toBe(data.title);
    const mail = renderEmail(
      template,
      { ...data, link: `${ORIGIN}${cases[template].link}` },
      locale,
    );
    expect(mail.text).toContain(title);
    expect(mail.html).toContain(title);
    expect(mail.text).not.toContain('{title}');
  });

  it.each(jobRows)(
    '$template in $locale names a job without a title by its trade',
    ({ template, locale }) => {
      const { title: _, ...untitled } = data;
      const trade = translator(locale).t('Plumber');
      if (locale !== 'en') expect(trade).not.toBe('Plumber');
      const link = `${ORIGIN}${cases[template].link}`;
      const mail = renderEmail(template, { ...untitled, link }, locale);
      expect(mail.text).toContain(trade);
      expect(mail.text).not.toContain('{title}');
    },
  );

  it('the resolver refuses a link to no page and a link to the wrong object', () => {
    expect(resolve(`${ORIGIN}/leads/credits`).error).toMatch(/no page/);
    expect(resolve(`${ORIGIN}/chat/a/b/`).error).toMatch(/no page/);
    expect(resolve(`https://evil.test${notificationLinks.lead(JOB)}`).error).toMatch(/leaves/);
    expect(resolve(`${ORIGIN}/leads/tab/1`).page).not.toBe(lead().page);
  });
});
