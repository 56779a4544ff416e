import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { headerNameLimit, truncateName } from '../packages/domain/src/names';
import { appPages, matchPage } from '../packages/domain/src/pages';
import { redirectFor } from '../packages/domain/src/routes';
import { buyFiftyCredits, demoBusiness, postPlumbingJob, signIn } from './people';

// Every page of the route table (packages/domain/src/pages.ts) on the phones we support, 320 and
// 375 px wide, in English and in Arabic (right to left), with real data: a business and a
// customer sign up (long names) and sign in once each, the customer posts two jobs (one
// quoted, hired, completed and reviewed, one left open), so lead details, chat, the review,
// My Jobs and the plans' ledger have content. No page may scroll sideways, nor with the main
// drawer or the profile menu open. A failure names the page and the elements that stick
// out, with their widths. The pages are loaded once per language and resized in place.

// A step that cannot find its element fails within a minute instead of at the test's limit.
test.use({ actionTimeout: 60_000 });

const widths = [320, 375] as const;
const languages = ['en', 'ar'] as const;
type Language = (typeof languages)[number];
type Role = 'visitor' | 'customer' | 'business';

const PASSWORD = 'kauri-forest-giant-42';
// Long names, as people and businesses have them: the header, drawer, lead details and chat
// must wrap or truncate them.
const CUSTOMER_NAME = 'Aroha Te Rangimārie Whakarongotaiohinenuiateraki';
const BUSINESS_USER_NAME = 'Hēmi Tautahi-Whakamaharatanga';
const BUSINESS_NAME = 'Whakarongotaiohinenuiateraki Plumbing, Drainage and Gasfitting Limited';

/** Words that do not break by themselves: a long e-mail, a web address, a part number. */
const UNBROKEN =
  'Photos: https://photos.example.co.nz/albums/kitchen-sink-leak-2026/IMG_20260114_0930.jpg ' +
  'or e-mail aroha.customer.with.a.long.address@customer-mail.example.co.nz, part ' +
  'WATERMARK-CERTIFIED-FLEXIBLE-HOSE-300MM-15X15-STAINLESS.';

/** The route patterns each role has walked (in this worker). */
const walked: Record<Role, Set<string>> = {
  visitor: new Set(),
  customer: new Set(),
  business: new Set(),
};

/** Where the page scrolls sideways (the elements sticking out), or null when it fits. */
function sidewaysOverflow(page: Page, scope?: string): Promise<string | null> {
  return page.evaluate(async (scopeSelector) => {
    // Media queries apply at once; components that follow them in script re-render a frame on.
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
    const root = scopeSelector
      ? document.querySelector(scopeSelector)
      : (document.scrollingElement ?? document.documentElement);
    if (!root) return `${scopeSelector} is not there`;
    if (root.scrollWidth <= root.clientWidth) return null;
    const bounds = scopeSelector
      ? root.getBoundingClientRect()
      : { left: 0, right: root.clientWidth };
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = element; e && e !== document.body && parts.length < 4; ) {
        const classes = [...e.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('');
        const role = e.getAttribute('role');
        parts.unshift(
          `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${classes}${role ? `[role=${role}]` : ''}`,
        );
        e = e.parentElement;
      }
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
    };
    // An element inside a box that clips or scrolls on its own does not move the page.
    const clipped = (element: Element) => {
      for (
        let a = element.parentElement;
        a && a !== root && a !== document.body;
        a = a.parentElement
      ) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out: Array<{ element: Element; width: number; past: number }> = [];
    for (const element of root.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const past = Math.max(box.right - bounds.right, bounds.left - box.left);
      if (past > 1 && !clipped(element)) out.push({ element, width: box.width, past });
    }
    // The innermost ones (containing no other) are usually the cause; the outermost show where.
    const innermost = out.filter((o) => !out.some((p) => p !== o && o.element.contains(p.element)));
    const list = innermost
      .slice(0, 6)
      .map(
        (o) =>
          `${describe(o.element)}: ${Math.round(o.width)} px wide, ${Math.round(o.past)} px out`,
      );
    return `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}; ${list.join('; ') || 'no element found'}`;
  }, scope);
}

/**
 * What sticks out of the box it is laid out in (more than 2 px): inside the viewport, or
 * inside a box that scrolls, it does not scroll the page, but a button crossing its card's
 * edge or a message cut by the conversation's edge is as broken on a phone. Boxes placed on
 * purpose (absolute, fixed), transformed ones (a spinning ring's rotated box is wider than its
 * layout) and the content of a box that itself scrolls or clips are left out.
 */
function stickingOut(page: Page, scope = 'main'): Promise<string | null> {
  return page.evaluate((scopeSelector) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll(`${scopeSelector} *`)) {
      const { position, transform } = getComputedStyle(element);
      if (position === 'absolute' || position === 'fixed' || transform !== 'none') continue;
      let parent = element.parentElement;
      while (parent && getComputedStyle(parent).display === 'contents') {
        parent = parent.parentElement;
      }
      // A box that scrolls or clips its content (a table's scroller, tabs, a cut line)
      // means to: what is wider than it is no fault.
      if (!parent || getComputedStyle(parent).overflowX !== 'visible') continue;
      const box = element.getBoundingClientRect();
      const outer = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const past = Math.max(box.right - outer.right, outer.left - box.left);
      if (past <= 2) continue;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()} "${text}": ${Math.round(box.width)} px wide in a ` +
          `${parent.tagName.toLowerCase()} of ${Math.round(outer.width)} px`,
      );
    }
    return found.length ? found.slice(0, 6).join('; ') : null;
  }, scope);
}

/**
 * Waits until the app has replaced the served page (checked on its own below) and shows its
 * heading and has loaded what it shows.
 */
async function settle(page: Page) {
  await expect(page.locator('#root > main.served')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function useLanguage(page: Page, language: Language) {
  await page.evaluate((locale) => localStorage.setItem('quoteway.locale', locale), language);
}

/** Pages that only pass through: '/' goes home, a provider's sign-in without a token fails. */
const expectedRedirects: Record<string, string> = { '/': '/home', '/socialsignin': '/signin' };

/** Opens `path` and checks it at each phone width. */
async function checkPage(page: Page, role: Role, language: Language, path: string) {
  const pathname = new URL(path, 'http://localhost').pathname;
  const pattern = matchPage(pathname)?.page.path;
  expect(pattern, `${path} is a page of the route table`).toBeDefined();
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await settle(page);
  // Only these redirect: anywhere else, another page than the one meant would be checked.
  expect(new URL(page.url()).pathname).toBe(expectedRedirects[pathname] ?? pathname);
  if (pattern) walked[role].add(pattern);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    const where = `${role} ${path} at ${width} px, ${language}`;
    expect.soft(await sidewaysOverflow(page), where).toBeNull();
    expect.soft(await stickingOut(page), `${where}: out of its box`).toBeNull();
  }
}

/** Opens the main drawer and the profile menu (when signed in) at each width, and checks them. */
async function checkMenus(page: Page, role: Role, language: Language) {
  const where = (width: number) =>
    `${role} ${new URL(page.url()).pathname} at ${width} px, ${language}`;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    await page.locator('header button[aria-expanded]:not([aria-haspopup])').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation')).toBeVisible();
    if (role !== 'visitor') await expectAccountInDrawer(drawer, role, language, width);
    expect.soft(await sidewaysOverflow(page), `${where(width)}, drawer open`).toBeNull();
    expect
      .soft(await sidewaysOverflow(page, '[role=dialog]'), `${where(width)}, inside the drawer`)
      .toBeNull();
    expect
      .soft(
        await stickingOut(page, '[role=dialog]'),
        `${where(width)}, out of its box in the drawer`,
      )
      .toBeNull();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    if (role === 'visitor') continue;
    await page.locator('header button[aria-haspopup="menu"]').click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect.soft(await sidewaysOverflow(page), `${where(width)}, profile menu open`).toBeNull();
    const menu = await page.getByRole('menu').boundingBox();
    expect
      .soft(
        menu && menu.x >= 0 && menu.x + menu.width <= width,
        `${where(width)}, profile menu fits`,
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // The header's three popovers (applications, messages, notifications), in that order.
    const popovers = page.locator('header button[aria-haspopup="dialog"]');
    await expect(popovers).toHaveCount(3);
    for (const [n, name] of ['applications', 'messages', 'notifications'].entries()) {
      await popovers.nth(n).click();
      const popover = page.getByRole('dialog');
      await expect(popover).toBeVisible();
      expect.soft(await sidewaysOverflow(page), `${where(width)}, ${name} open`).toBeNull();
      const box = await popover.boundingBox();
      expect
        .soft(box && box.x >= 0 && box.x + box.width <= width, `${where(width)}, ${name} fits`)
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(popover).toHaveCount(0);
    }
  }
}

/**
 * Spec section 2: at 700 px or less the drawer shows the signed-in user's name, cut as the
 * header cuts it at this width; a business sees its credit balance and its worth there too.
 */
async function expectAccountInDrawer(
  drawer: Locator,
  role: 'customer' | 'business',
  language: Language,
  width: number,
) {
  const name = role === 'customer' ? CUSTOMER_NAME : BUSINESS_USER_NAME;
  const shown = truncateName(name, headerNameLimit(width));
  await expect(drawer.getByText(shown, { exact: true })).toBeVisible();
  const balance = drawer.locator('dl');
  if (role === 'customer') {
    await expect.soft(balance).toHaveCount(0);
  } else if (language === 'en') {
    await expect.soft(balance).toHaveText(/^Credit balance\s*\d+ credits? · ≈ \$\d+(\.\d\d)?$/);
  } else {
    await expect.soft(balance).toContainText(/\d/);
  }
}

/** The plans page's payment dialogs at each width: a plan chosen, then a new card's form. */
async function checkPaymentDialogs(page: Page, language: Language) {
  await page.goto('/plans');
  await settle(page);
  for (const width of widths) {
    const where = `business /plans at ${width} px, ${language}`;
    await page.setViewportSize({ width, height: 740 });
    await page.locator('main section').first().getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect.soft(await sidewaysOverflow(page), `${where}, payment dialog`).toBeNull();
    expect
      .soft(await sidewaysOverflow(page, '[role=dialog]'), `${where}, inside the payment dialog`)
      .toBeNull();
    // Its last button (the close button has only a label) takes a new card.
    await dialog.locator('button:not([aria-label])').last().click();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
    expect.soft(await sidewaysOverflow(page), `${where}, new card dialog`).toBeNull();
    expect
      .soft(await sidewaysOverflow(page, '[role=dialog]'), `${where}, inside the new card dialog`)
      .toBeNull();
    expect
      .soft(await stickingOut(page, '[role=dialog]'), `${where}, out of its box in the dialog`)
      .toBeNull();
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
  }
}

test('no public, sign-in or embedded page scrolls sideways on a phone', async ({ page }) => {
  test.setTimeout(900_000);
  const { id, path: businessPage, placeId } = await demoBusiness(page);
  const shellPages = [
    '/',
    '/home',
    '/landing-page',
    '/landing-page/plumber/Wellington',
    '/business-directory',
    `/business-directory?trade=plumber&place=${placeId}`,
    '/profession/plumber',
    '/profession/plumber/wellington',
    '/category/plumbing/auckland',
    businessPage,
    // Its old address: the server answers 301 to /b/<slug>.
    `/business-details/${id}`,
    '/moderation',
    '/ads',
    '/help',
    '/about',
    '/how-it-works',
    '/policy/0',
    '/policy/1',
    '/policy/2',
    '/signup',
    '/signup-business',
    '/signin',
    '/login',
    '/socialsignin',
    '/set-password',
    '/reset-password?token=0123456789abcdef0123',
    '/forgot-password',
    '/iframehome/plumber/Wellington',
  ];
  expectedRedirects[`/business-details/${id}`] = businessPage;
  await page.goto('/home');
  for (const language of languages) {
    await useLanguage(page, language);
    for (const path of shellPages) await checkPage(page, 'visitor', language, path);
    await checkMenus(page, 'visitor', language);
    // Between 501 and 600 px Login and Register Business join the brand in the header.
    await page.goto('/home');
    await settle(page);
    for (const width of [501, 560, 640]) {
      await page.setViewportSize({ width, height: 740 });
      expect
        .soft(await sidewaysOverflow(page), `visitor /home at ${width} px, ${language}`)
        .toBeNull();
    }
    // The widgets take their language from the address, as /embed.js writes it.
    for (const path of [
      '/jobiframe/plumber/Wellington',
      '/businessiframe/plumber/Wellington',
      `/businessiframe?business=${id}`,
    ]) {
      await checkPage(
        page,
        'visitor',
        language,
        `${path}${path.includes('?') ? '&' : '?'}lang=${language}`,
      );
    }
  }
  // Every page anyone may see signed out was walked.
  const unwalked = appPages.filter((p) => p.audience !== 'signedIn' && !walked.visitor.has(p.path));
  expect(unwalked.map((p) => p.path)).toEqual([]);
});

/** The link in the newest e-mail to `to` that matches `pattern`, once the worker has sent it. */
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

/** Opens the e-mailed verification link, then signs in with the new account. */
async function verifyAndSignIn(page: Page, request: APIRequestContext, email: string) {
  await page.goto(
    await mailedLink(request, email, /https?:\/\/\S+\/api\/verify-email\?token=[\w-]+/),
  );
  await expect(page).toHaveURL(/\/signin\?verified=1$/);
  await signIn(page, { email, password: PASSWORD });
}

/**
 * A business and a customer who sign up (long names, a long e-mail: what phones must wrap),
 * and two jobs of the customer: one the business quotes on and the customer hires, completes
 * and reviews (chat, the sent quote, the business's reviews), one left open (the quote form).
 */
async function signedInPeople(browser: Browser, request: APIRequestContext) {
  const customer = await (await browser.newContext()).newPage();
  const business = await (await browser.newContext()).newPage();
  const stamp = Date.now();
  const customerEmail = `e2e-phones-${stamp}@whakarongotaiohinenuiateraki-whanau.example.nz`;
  const businessEmail = `e2e-phones-business-${stamp}@example.nz`;

  await business.goto('/signup-business');
  await business.getByLabel('Business name').fill(BUSINESS_NAME);
  await business.getByLabel('Trade').selectOption({ label: 'Plumber' });
  // The register cannot be reached from the test: the number is accepted as unverified.
  const number = business.getByLabel('Business NZBN');
  await number.fill('9429041925676');
  await number.blur();
  await expect(business.getByText(/Business Number format is valid/).first()).toBeVisible();
  const place = business.getByRole('combobox', { name: 'Location' });
  await place.fill('Wellington');
  await business
    .getByRole('option', { name: /^Wellington/ })
    .first()
    .click();
  await business.getByLabel('Your name').fill(BUSINESS_USER_NAME);
  await business.getByLabel('Designation').fill('Owner');
  await business.getByLabel('Mobile number').fill('21 123 4567');
  await business.getByLabel('E-mail address').fill(businessEmail);
  await business.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await business.getByLabel('Confirm Password').fill(PASSWORD);
  await business.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await business.getByRole('button', { name: 'Register business' }).click();
  await expect(business.getByText(/You have been sent a verification email/)).toBeVisible();

  await customer.goto('/signup');
  await customer.getByLabel('Your name').fill(CUSTOMER_NAME);
  await customer.getByLabel('E-mail address').fill(customerEmail);
  await customer.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await customer.getByLabel('Confirm Password').fill(PASSWORD);
  await customer.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await customer.getByRole('button', { name: 'Create account' }).click();
  await expect(customer.getByText(/You have been sent a verification email/)).toBeVisible();

  await verifyAndSignIn(business, request, businessEmail);
  await expect(business).toHaveURL(/\/leads\/tab$/);
  await verifyAndSignIn(customer, request, customerEmail);
  await expect(customer).toHaveURL(/\/my-jobs$/);

  const mobile = (n: number) => `21 ${String(stamp).slice(-6, -3)} ${String(stamp + n).slice(-4)}`;
  const hiredJob = `Hot water cylinder leaking in the garage ${stamp}. ${UNBROKEN}`;
  const openJob = `Blocked drain by the back door ${stamp}. ${UNBROKEN}`;
  await postPlumbingJob(customer, request, {
    description: hiredJob,
    place: 'Porirua',
    mobile: mobile(1),
  });
  await postPlumbingJob(customer, request, {
    description: openJob,
    place: 'Porirua',
    mobile: mobile(2),
  });

  const leadOf = async (description: string) => {
    await business.goto('/leads/tab');
    const href = await business
      .getByRole('listitem')
      .filter({ hasText: description.slice(0, 40) })
      .getByRole('link', { name: /View lead/ })
      .getAttribute('href');
    return /\/lead-details\/([^/?]+)/.exec(href ?? '')?.[1] ?? '';
  };
  const hiredId = await leadOf(hiredJob);
  const openId = await leadOf(openJob);
  expect(hiredId).not.toBe('');
  expect(openId).not.toBe('');

  // A new business has no credits: the quote form says how many it lacks.
  for (const language of languages) {
    await useLanguage(business, language);
    await checkPage(business, 'business', language, `/lead-details/${openId}`);
  }
  await useLanguage(business, 'en');
  // It keeps a quote on the open job as a draft (the drafts tab, a form filled from it)...
  await business.goto(`/lead-details/${openId}`);
  await business.getByLabel('Estimated cost (dollars)').fill('350');
  await business.getByLabel('Comment for the customer').fill(`Draft: camera first. ${UNBROKEN}`);
  await business.getByRole('button', { name: 'Save as draft' }).click();
  await expect(business.getByText('Job saved as draft')).toBeVisible();
  // ...and buys a plan with the sandbox's test card (the ledger).
  await business.goto(`/plans/${hiredId}`);
  await buyFiftyCredits(business);
  // Its tax invoice, linked from the credit history.
  await business.goto('/plans');
  const invoicePath =
    (await business
      .getByRole('link', { name: /^Tax invoice / })
      .first()
      .getAttribute('href')) ?? '';
  expect(invoicePath).toMatch(/^\/invoices\/[0-9a-f-]{36}$/);

  await business.goto(`/lead-details/${hiredId}`);
  await business.getByLabel('Estimated cost (dollars)').fill('620');
  await business
    .getByLabel('Comment for the customer')
    .fill(`New valve and a pressure test. ${UNBROKEN}`);
  await business.getByRole('button', { name: /^Send quote/ }).click();
  await expect(business.getByText('Your quote has been sent')).toBeVisible();

  await customer.goto('/my-jobs');
  const job = customer.getByRole('listitem').filter({ hasText: hiredJob.slice(0, 40) });
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

  // The conversation's address names both people: the business's lead details link to it.
  await business.goto(`/lead-details/${hiredId}`);
  const chatHref =
    (await business.getByRole('link', { name: /^Message / }).getAttribute('href')) ?? '';
  const [, businessUserId, customerId] = /^\/chat\/([^/]+)\/([^/]+)\//.exec(chatHref) ?? [];
  if (!businessUserId || !customerId) throw new Error(`no conversation link: ${chatHref}`);
  await business.goto(chatHref);
  await business.getByRole('textbox').first().fill(UNBROKEN);
  await business.keyboard.press('Enter');
  await expect(business.getByText(UNBROKEN).first()).toBeVisible();

  return { customer, business, hiredId, openId, businessUserId, customerId, invoicePath };
}

/** The review form, checked before the customer posts the review (then it shows the review). */
async function reviewTheHire(customer: Page, jobId: string) {
  for (const language of languages) {
    await useLanguage(customer, language);
    await checkPage(customer, 'customer', language, `/review/${jobId}`);
  }
  await useLanguage(customer, 'en');
  await customer.goto(`/review/${jobId}`);
  for (const group of [
    'Overall rating',
    'Quality',
    'Communication',
    'Value for money',
    'Punctuality',
  ]) {
    const star = customer
      .getByRole('radiogroup', { name: group })
      .getByRole('radio', { name: '4 stars: Very good' });
    await star.focus();
    await star.press('Space');
  }
  await customer.getByLabel('Your review').fill(`Fixed the cylinder the same day. ${UNBROKEN}`);
  await customer.getByRole('button', { name: 'Post review' }).click();
  await expect(customer.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();
  // The business's public page, where the review shows.
  await customer.goto(`/review/${jobId}`);
  const link = customer.getByRole('link', { name: "See it on the business's page" });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/business-details\/[^/]+$/);
  // The review's answer names the business by id: its page takes its address, /b/<slug>.
  const id = href.split('/').pop() ?? '';
  const { slug } = (await (await customer.request.get(`/api/businesses/${id}`)).json()) as {
    slug: string;
  };
  expectedRedirects[href] = `/b/${slug}`;
  return href;
}

test.describe('the served pages, before the app replaces them', () => {
  test('do not scroll sideways on a phone', async ({ page }) => {
    const { path: businessPage } = await demoBusiness(page);
    // The app's scripts never come: the page stays as served (its own theme script runs).
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    const served = [
      '/home',
      '/landing-page/plumber/Wellington',
      '/business-directory',
      '/profession/plumber/wellington',
      businessPage,
      '/help',
      '/policy/0?lang=ar',
    ];
    for (const path of served) {
      await page.goto(path);
      await expect(page.locator('#root > main.served h1')).toBeVisible();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 740 });
        const where = `served ${path} at ${width} px`;
        expect.soft(await sidewaysOverflow(page), where).toBeNull();
        expect.soft(await stickingOut(page), `${where}: out of its box`).toBeNull();
      }
    }
  });
});

test('no signed-in page scrolls sideways on a phone, for a customer and a business', async ({
  browser,
  request,
}) => {
  test.setTimeout(900_000);
  const { customer, business, hiredId, openId, businessUserId, customerId, invoicePath } =
    await signedInPeople(browser, request);
  const businessPage = await reviewTheHire(customer, hiredId);
  const signedInPages = [
    '/my-jobs',
    '/my-jobs/1',
    '/my-jobs/2',
    '/my-jobs/3',
    '/my-jobs/4',
    `/my-jobs/3/${hiredId}`,
    '/settings',
    '/inbox',
    '/leads/tab',
    '/leads/tab/1',
    '/leads/tab/2',
    `/lead-details/${openId}`,
    `/lead-details/${hiredId}`,
    `/lead-details/${hiredId}/${customerId}`,
    '/plans',
    `/plans/${openId}`,
    invoicePath,
    '/leads/settings',
    '/leads/my-business-profile',
    '/leads/reviews',
    '/leads/widget',
    '/leads/quote-activity',
    '/leads/return-on-spend',
    '/leads/auto-quotes',
  ];
  // The same pages for both, but those the guard sends a customer away from (spec section 2);
  // the conversation from each side, and the review form for the customer who hired.
  const customerPages = [
    ...signedInPages.filter((path) => redirectFor(path, asCustomer) === null),
    `/chat/${customerId}/${businessUserId}/${hiredId}`,
    `/review/${hiredId}`,
  ];
  const businessPages = [
    ...signedInPages,
    `/chat/${businessUserId}/${customerId}/${hiredId}`,
    // Its own public page, with its long name and the review, and its trade's listing.
    businessPage,
    '/profession/plumber/wellington',
  ];
  for (const language of languages) {
    await useLanguage(customer, language);
    for (const path of customerPages) await checkPage(customer, 'customer', language, path);
    await checkMenus(customer, 'customer', language);
    await useLanguage(business, language);
    for (const path of businessPages) await checkPage(business, 'business', language, path);
    await checkMenus(business, 'business', language);
    await checkPaymentDialogs(business, language);
  }

  // Every signed-in page of the route table was walked by the business (the review form
  // aside: only the customer who hired may write it), and by the customer unless the guard
  // sends customers away from it.
  const signedIn = appPages.filter((p) => p.audience === 'signedIn').map((p) => p.path);
  // The operators' console is walked by its own spec (operator.spec.ts), as an operator: to
  // anyone else it is the not-found page.
  const operatorsOnly = (p: string) => p.startsWith('/admin');
  expect(
    signedIn.filter((p) => !walked.business.has(p) && p !== '/review/:jobId' && !operatorsOnly(p)),
  ).toEqual([]);
  expect(
    signedIn.filter((p) => !walked.customer.has(p) && !awayFromCustomer(p) && !operatorsOnly(p)),
  ).toEqual([]);
});

const asCustomer = { loggedIn: true, userType: 'Customer User' } as const;

/** Whether the guard sends a customer away from a pattern (its parameters filled in). */
function awayFromCustomer(pattern: string): boolean {
  const path = pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x');
  return redirectFor(path, asCustomer) !== null;
}
