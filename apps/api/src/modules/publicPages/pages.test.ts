import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { readPage, webFixture } from '../../../test/pages';

// The public pages as a search engine reads them: the real app, its real API underneath,
// and the shell's own index.html as the template.

const SITE = 'https://quoteway.co.nz';
let t: TestApp;
let web: Awaited<ReturnType<typeof webFixture>>;

beforeAll(async () => {
  web = await webFixture();
  t = await createTestApp({ WEB_DIST_DIR: web.dir, PUBLIC_URL: SITE, RATE_LIMIT_MAX: 10_000 });
});

afterAll(async () => {
  await t?.close();
  await web?.remove();
});

async function get(url: string) {
  const res = await t.app.inject(url);
  return { res, page: readPage(res.body) };
}

describe('each public page has its own head', () => {
  it.each([
    ['/home', 'Get quotes from local trades you can trust · Quoteway', '/home'],
    ['/', 'Get quotes from local trades you can trust · Quoteway', '/home'],
    ['/business-directory', 'Business Directory · Quoteway', '/business-directory'],
    ['/about', 'About Quoteway · Quoteway', '/about'],
    ['/how-it-works', 'How It Works · Quoteway', '/how-it-works'],
    ['/help', 'Help centre · Quoteway', '/help'],
    ['/ads', 'Advertise with Quoteway · Quoteway', '/ads'],
    ['/policy/1', 'Terms & Conditions · Quoteway', '/policy/1'],
    ['/policy/0', 'Privacy Policy · Quoteway', '/policy/0'],
    ['/policy/2', 'Frequently asked questions · Quoteway', '/policy/2'],
    ['/moderation', 'Moderation figures · Quoteway', '/moderation'],
    [
      '/landing-page/plumber/Wellington%20Central',
      'Plumber in Wellington Central · Quoteway',
      '/landing-page/plumber/Wellington%20Central',
    ],
    ['/landing-page/Electrician', 'Electrician near you · Quoteway', '/landing-page/electrician'],
    [
      '/landing-page/gib-stopper/auckland',
      'GIB Stopper in Auckland · Quoteway',
      '/landing-page/gib-stopper/Auckland',
    ],
  ])('%s', async (url, title, canonicalPath) => {
    const { res, page } = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(page.title).toBe(title);
    expect(page.canonical).toBe(`${SITE}${canonicalPath}`);
    expect(page.robots).toBeUndefined();
    expect(page.description?.length).toBeGreaterThan(40);
    expect(page.description?.length).toBeLessThanOrEqual(160);
    // The shell's generic description is replaced, not repeated.
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(page.og).toMatchObject({
      site_name: 'Quoteway',
      title,
      description: page.description,
      url: page.canonical,
      locale: 'en_NZ',
      type: 'website',
    });
    expect(page.twitter).toMatchObject({ card: 'summary', title });
    // Its content is in the HTML, inside the root React replaces (the home and landing pages'
    // heading in the hero the app shows it in).
    expect(page.root).toMatch(
      /^<main class="served">(<nav [^]*<\/nav>)?(<article [^>]*>|<section class="hero"><div class="hero-text">)?<h1[ >]/,
    );
  });

  it('keeps the security headers and the app script on pages', async () => {
    const { res, page } = await get('/about');
    const csp = String(res.headers['content-security-policy']);
    // The theme boot is the one inline script, allowed by its hash alone.
    const inline = page.scripts.filter((s) => !/\ssrc=|\stype=/.test(` ${s.attributes}`));
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0]?.text ?? '')
      .digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(page.scripts.map((s) => s.attributes)).toContainEqual(
      expect.stringContaining('src="/assets/index-abc123.js"'),
    );
  });

  it('lists every trade by category on the directory, with its breadcrumb', async () => {
    const { page } = await get('/business-directory');
    expect(page.root).toContain('<h1>Business Directory</h1>');
    expect(page.root).toContain('<a href="/profession/plumber">Plumber</a>');
    // What the app's directory says above the fold: its lead and how it ranks.
    expect(page.root).toContain(
      '<p class="muted">Find trusted local businesses by trade and place, with ratings from verified hires.</p>',
    );
    expect(page.root).toContain('<h2>How we rank businesses</h2><p>First by rating');
    expect(page.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/home` },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Business Directory',
            item: `${SITE}/business-directory`,
          },
        ],
      },
    ]);
  });

  it('describes the FAQ as a FAQPage with the questions the page shows', async () => {
    const faq = (await t.app.inject('/api/content/faq')).json() as {
      sections: Array<{ id: string; title: string; text: string }>;
    };
    expect(faq.sections.length).toBeGreaterThanOrEqual(12);
    const { page } = await get('/policy/2');
    expect(page.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: 'en',
        mainEntity: faq.sections.map((q) => ({
          '@type': 'Question',
          name: q.title,
          acceptedAnswer: { '@type': 'Answer', text: q.text },
        })),
      },
    ]);
    for (const q of faq.sections) {
      expect(page.root).toContain(`<h2 id="${q.id}">${q.title.replace(/'/g, '&#39;')}</h2>`);
    }
    expect(page.root).toContain(
      'Only the businesses that send you a quote. Businesses that look at your job see your first name',
    );
  });

  it('gives the other policies no FAQ, and a long policy its contents and date', async () => {
    const { page } = await get('/policy/1');
    expect(page.jsonLd).toEqual([]);
    expect(page.root).toContain('<h1>Terms &amp; Conditions</h1>');
    expect(page.root).toContain(
      '<p>Last updated <time datetime="2026-11-27">27 November 2026</time></p>',
    );
    expect(page.root).toContain('<nav aria-label="Contents"><h2>Contents</h2><ol>');
    expect(page.root).toContain(
      '<li><a href="#returns-refunds">Credit returns and refunds</a></li>',
    );
    expect(page.root).toContain('<h2 id="returns-refunds">Credit returns and refunds</h2>');
    expect(page.root).toContain('Consumer Guarantees Act 1993');
  });

  it('shows the information pages’ text, links included', async () => {
    const { page } = await get('/about');
    expect(page.root).toContain(
      'Place data © <a href="https://www.geonames.org/">GeoNames</a> (geonames.org), <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>',
    );
    const how = await get('/how-it-works');
    expect(how.page.root).toContain('<h2 id="customers">For customers</h2>');
    expect(how.page.root).toContain('<h3 id="five">4. Quote with a real chance</h3>');
    const help = await get('/help');
    expect(help.page.root).toContain('<h3 id="credit-returns">When do I get my credits back?</h3>');
    const ads = await get('/ads');
    expect(ads.page.root).toContain('<a href="mailto:ads@quoteway.co.nz">ads@quoteway.co.nz</a>');
  });

  it('serves a page in the language asked for, else the visitor’s, else English', async () => {
    const asked = await get('/policy/0?lang=ar');
    expect(asked.res.statusCode).toBe(200);
    expect(asked.res.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(asked.page.root).toMatch(
      /^<main class="served"><article lang="ar" dir="rtl"><h1>[\u0600-\u06FF]/,
    );
    expect(asked.page.canonical).toBe(`${SITE}/policy/0?lang=ar`);
    expect(asked.page.og.locale).toBe('ar_AR');
    // The language asked for in the address decides: the page varies by encoding only.
    expect(asked.res.headers.vary).toBe('Accept-Encoding');
    expect(asked.res.body).toContain(
      `<link rel="alternate" hreflang="fr" href="${SITE}/policy/0?lang=fr" />`,
    );
    expect(asked.res.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${SITE}/policy/0" />`,
    );

    const preferred = await t.app.inject({
      url: '/help',
      headers: { 'accept-language': 'de-DE, fr;q=0.8, ar;q=0.9' },
    });
    expect(preferred.headers.vary).toContain('Accept-Language');
    expect(readPage(preferred.body).root).toMatch(
      /^<main class="served"><article lang="ar" dir="rtl">/,
    );

    const english = await t.app.inject({ url: '/help', headers: { 'accept-language': 'de' } });
    expect(english.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(readPage(english.body).root).toContain('<h1>Help centre</h1>');

    // A language the pages are not written in is not an error: the visitor's, else English.
    const unknown = await get('/about?lang=xx');
    expect(unknown.res.statusCode).toBe(200);
    expect(unknown.page.canonical).toBe(`${SITE}/about`);
  });

  it('says the home page is the home page for a landing page of no known trade', async () => {
    const { res, page } = await get('/landing-page/underwater-basket-weaving');
    expect(res.statusCode).toBe(200);
    expect(page.canonical).toBe(`${SITE}/home`);
  });

  it('links the popular trades from the home page', async () => {
    const { page } = await get('/home');
    expect(page.root).toContain('<a href="/profession/builder">Builder</a>');
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'WebSite', url: `${SITE}/home` });
  });
});

describe('pages that are not for search engines', () => {
  it.each([
    '/my-jobs',
    '/my-jobs/1',
    '/inbox',
    '/leads/tab/2',
    // The review-received e-mail's link.
    '/leads/reviews',
    '/lead-details/42',
    // The job-completed e-mail's link.
    '/review/4f0c2a1e-8d55-4c4e-9b7a-2f1d3c5e6a7b',
  ])('%s answers 200 with noindex and no content (the SPA guards it)', async (url) => {
    const { res, page } = await get(url);
    expect(res.statusCode).toBe(200);
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    expect(page.root).toBe('');
  });

  it('titles the sign-in page and keeps it out of the index', async () => {
    const { res, page } = await get('/signin?next=/my-jobs');
    expect(res.statusCode).toBe(200);
    expect(page.title).toBe('Sign in · Quoteway');
    expect(page.robots).toBe('noindex');
  });
});

describe('unknown addresses', () => {
  it.each([
    '/no/such/page',
    '/homepage',
    '/policy/7',
    '/policy/x',
    '/business-details/not-an-id',
    '/business-details/4f0c2a1e-8d55-4c4e-9b7a-2f1d3c5e6a7b',
    '/b/no-such-business',
    `/b/${'x'.repeat(200)}`,
    '/profession/no-such-trade',
    '/category/no-such-trade/Wellington',
  ])('%s answers 404 with the not-found page', async (url) => {
    const { res, page } = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(page.title).toBe('Page not found · Quoteway');
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    expect(page.root).toContain('<h1>Oops, an error has occurred. Page not found!</h1>');
    expect(page.root).toContain('<a href="/home">Go to Home</a>');
  });

  it('answers a missing file or API path with a JSON 404, not a page', async () => {
    for (const url of ['/assets/missing.js', '/api/nothing-here']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });
});

describe('the published moderation figures', () => {
  it('are in the served page, month by month', async () => {
    const { res } = await get('/moderation');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Moderation figures</h1>');
    expect(res.body).toContain('<dt>Credits returned for fake leads</dt><dd>0</dd>');
    expect(res.body.match(/<section><h2>/g)).toHaveLength(12);
  });
});

describe('robots.txt and the sitemap', () => {
  it('opens the public pages and closes the API and the private pages', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Allow: /api/media/public/',
        'Disallow: /api/',
        'Disallow: /leads',
        'Disallow: /my-jobs',
        'Disallow: /settings',
        'Disallow: /inbox',
        'Disallow: /chat',
        'Disallow: /review',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
    for (const open of ['/b', '/b/', '/business-details', '/profession', '/policy', '/home']) {
      expect(lines).not.toContain(`Disallow: ${open}`);
    }
  });

  it('lists the site’s pages and every trade', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    for (const path of [
      '/home',
      '/business-directory',
      '/how-it-works',
      '/help',
      '/about',
      '/policy/0',
      '/policy/1',
      '/policy/2',
      '/ads',
      '/moderation',
      '/profession/plumber',
      '/profession/gib-stopper',
    ]) {
      expect(res.body).toContain(`<url><loc>${SITE}${path}</loc>`);
    }
    // Signed-in pages (the console's leads, profile and reviews) are nobody's search result.
    expect(res.body).not.toContain(`${SITE}/leads`);
  });
});
