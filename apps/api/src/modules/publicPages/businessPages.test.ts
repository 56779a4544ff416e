import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { readPage, webFixture } from '../../../test/pages';
import { businesses, users } from '../../db/schema';

// Business pages, the listings and the sitemap as a search engine reads them, on real
// businesses reviewed through the API (hired, completed, reviewed).

const SITE = 'https://quoteway.co.nz';
const ATTACK = '</script><script>alert(1)</script>';
/** A cover as the storage names one (the picture itself is not needed to serve the page). */
const QUIET_COVER = 'public/CoverOfTheQuietElectrician.jpg';
const MINUTE = 60_000;

let offset = 0;
const start = Date.now();
const clock = { now: () => new Date(start + offset) };
/** Past the page cache: the next request makes the page again. */
const afterCache = () => {
  offset += 2 * MINUTE;
};

let t: TestApp;
let web: Awaited<ReturnType<typeof webFixture>>;
let tradie: Party;
let quiet: Party;
let gone: Party;
/** Each business's page address, `/b/<slug>` (its slug as the account got it). */
const pageOf = new Map<Party, string>();
const TRADIE_PAGE = '/b/tane-plumbing-4f2a';

async function call(method: 'GET' | 'POST', url: string, who: Party, payload?: object) {
  return t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

/** A completed job of a new customer, with `tradie` hired, reviewed with these stars and text. */
async function review(who: Party, rating: number, text: string, customerName: string) {
  const me = await customer(t, clock, { userName: customerName });
  const job = await postJob(t, me);
  const quoted = await call('POST', '/api/send-quote', who, quoteBody(job));
  expect(quoted.statusCode, quoted.body).toBe(200);
  const quoteId = quoted.json().quote._id as string;
  expect((await call('POST', `/api/jobs/${job._id}/hire`, me, { quoteId })).statusCode).toBe(200);
  expect((await call('POST', `/api/jobs/${job._id}/complete`, me)).statusCode).toBe(200);
  const stars = { rating, quality: rating, communication: rating, value: rating, punctuality: 5 };
  const posted = await call('POST', `/api/jobs/${job._id}/review`, me, { ...stars, text });
  expect(posted.statusCode, posted.body).toBe(200);
}

beforeAll(async () => {
  web = await webFixture();
  t = await createTestApp(
    { WEB_DIST_DIR: web.dir, PUBLIC_URL: SITE, RATE_LIMIT_MAX: 1_000_000 },
    { clock, poolSize: 12 },
  );
  tradie = await business(t, clock, { credits: 500 });
  await t.database.db
    .update(businesses)
    .set({
      slug: 'tane-plumbing-4f2a',
      businessName: 'Tāne Plumbing & Gas',
      description: `Fixing leaks in Wellington since 1990.\n\nWe also say ${ATTACK} here.`,
      publicPhone: '+64 21 555 0101',
      businessUrl: 'https://tane.example.nz',
      yearFounded: 1990,
    })
    .where(eq(businesses.userId, tradie.id));
  await review(
    tradie,
    5,
    'Fixed the leak the same day and left the kitchen spotless.',
    'Aroha Ngata',
  );
  await review(
    tradie,
    4,
    `Good work on the cylinder. ${ATTACK} <b>bold</b> & more.`,
    'Mere Walker',
  );
  quiet = await business(t, clock, { profession: 'electrician', locality: 'Auckland Central' });
  await t.database.db
    .update(businesses)
    .set({ coverKey: QUIET_COVER })
    .where(eq(businesses.userId, quiet.id));
  gone = await business(t, clock, { profession: 'electrician', locality: 'Porirua' });
  await t.database.db.update(users).set({ status: 'DELETED' }).where(eq(users.id, gone.id));
  for (const party of [tradie, quiet, gone]) {
    const [row] = await t.database.db
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(eq(businesses.userId, party.id));
    expect(row?.slug).toMatch(/^[a-z0-9-]+$/);
    pageOf.set(party, `/b/${row?.slug}`);
  }
  expect(pageOf.get(tradie)).toBe(TRADIE_PAGE);
});

afterAll(async () => {
  await t?.close();
  await web?.remove();
});

async function get(url: string) {
  const res = await t.app.inject(url);
  return { res, page: readPage(res.body) };
}

describe('a business page', () => {
  it('has its own title, description, canonical and preview', async () => {
    const { res, page } = await get(TRADIE_PAGE);
    expect(res.statusCode).toBe(200);
    const url = `${SITE}${TRADIE_PAGE}`;
    expect(page.title).toBe('Tāne Plumbing & Gas, Plumber in Wellington Central · Quoteway');
    expect(page.canonical).toBe(url);
    expect(page.description).toMatch(/^Fixing leaks in Wellington since 1990\./);
    expect(page.og).toMatchObject({ type: 'profile', url, title: page.title });
    expect(page.robots).toBeUndefined();
  });

  it('describes the business as a LocalBusiness with its rating and reviews', async () => {
    const { page } = await get(TRADIE_PAGE);
    const url = `${SITE}${TRADIE_PAGE}`;
    const local = page.jsonLd.find((block) => block['@type'] === 'LocalBusiness');
    expect(local).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Tāne Plumbing & Gas',
      url,
      telephone: '+64 21 555 0101',
      sameAs: ['https://tane.example.nz'],
      foundingDate: '1990',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Wellington Central',
        addressCountry: 'NZ',
      },
      areaServed: { '@type': 'GeoCircle', geoRadius: 50_000 },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
    const reviews = local?.review as Array<Record<string, unknown>>;
    expect(reviews).toHaveLength(2);
    for (const item of reviews) {
      expect(item).toMatchObject({
        '@type': 'Review',
        author: { '@type': 'Person', name: expect.stringMatching(/^(Aroha N\.|Mere W\.)$/) },
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        reviewRating: { '@type': 'Rating', ratingValue: expect.any(Number), bestRating: 5 },
        reviewBody: expect.any(String),
      });
    }
    // The text survives the escaping exactly.
    expect(reviews.map((r) => r.reviewBody)).toContain(
      `Good work on the cylinder. ${ATTACK} <b>bold</b> & more.`,
    );
    expect(page.jsonLd.find((b) => b['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, item: `${SITE}/home` },
        { position: 2, item: `${SITE}/business-directory` },
        { position: 3, name: 'Plumber businesses', item: `${SITE}/profession/plumber` },
        { position: 4, name: 'Tāne Plumbing & Gas', item: url },
      ],
    });
  });

  it('keeps user text from breaking out of the JSON-LD or the page', async () => {
    const { res, page } = await get(TRADIE_PAGE);
    // The app's own scripts (the module from a file, the theme boot inline and allowed by its
    // hash alone) and the two JSON-LD blocks; nothing a review could add.
    const inline = page.scripts.filter((script) => !/\bsrc=/.test(script.attributes));
    const [boot, ...data] = inline;
    expect(data).toHaveLength(2);
    expect(data.every((script) => /application\/ld\+json/.test(script.attributes))).toBe(true);
    expect(boot?.attributes).toBe('');
    const bootHash = createHash('sha256')
      .update(boot?.text ?? '')
      .digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(
      `script-src 'self' 'sha256-${bootHash}';`,
    );
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<b>bold</b>');
    for (const script of page.scripts.filter((s) => s.attributes.includes('ld+json'))) {
      expect(script.text).not.toMatch(/[<>]/);
    }
    expect(page.root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.root).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; more.');
    expect(page.root).toContain('<h1 dir="auto">Tāne Plumbing &amp; Gas</h1>');
  });

  it('shows its description as the app does: one paragraph, its line breaks kept', async () => {
    const { page } = await get(TRADIE_PAGE);
    expect(page.root).toContain(
      '<p class="user-text">Fixing leaks in Wellington since 1990.\n\nWe also say &lt;/script&gt;',
    );
    // No cover: no picture.
    expect(page.root).not.toContain('<img');
  });

  it('shows its cover first, with its size and asked for first', async () => {
    const { page } = await get(pageOf.get(quiet) ?? '');
    expect(page.root).toMatch(
      /<article><img class="cover" src="\/api\/media\/public\/[\w-]+\.jpg" alt="" width="1600" height="600" fetchpriority="high" \/><h1 /,
    );
  });

  it('shows its reviews, contact and rating in the content', async () => {
    const { page } = await get(TRADIE_PAGE);
    expect(page.root).toContain('Rated 4.5 out of 5 from 2 verified reviews');
    expect(page.root).toContain('<h3>Aroha N.: 5 out of 5</h3>');
    expect(page.root).toContain('<a href="tel:+64215550101">+64 21 555 0101</a>');
    expect(page.root).toContain('Fixed the leak the same day');
  });

  it('leaves out the rating of a business nobody has reviewed', async () => {
    const { res, page } = await get(pageOf.get(quiet) ?? '');
    expect(res.statusCode).toBe(200);
    const local = page.jsonLd.find((block) => block['@type'] === 'LocalBusiness');
    expect(local).toMatchObject({
      '@type': 'LocalBusiness',
      url: `${SITE}${pageOf.get(quiet)}`,
    });
    expect(local).not.toHaveProperty('aggregateRating');
    expect(local).not.toHaveProperty('review');
    expect(page.root).toContain('No reviews yet');
  });

  it('is a 404 once the account is deleted, at its address and its old one', async () => {
    for (const url of [pageOf.get(gone) ?? '', `/business-details/${gone.id}`]) {
      const { res, page } = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(page.robots).toBe('noindex');
    }
    expect(
      (await t.app.inject(`/api/businesses/by-slug/${pageOf.get(gone)?.slice(3)}`)).statusCode,
    ).toBe(404);
  });

  it('is a 404 at a slug no business has', async () => {
    const { res, page } = await get('/b/nobody-here?utm_source=card');
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(page.robots).toBe('noindex');
    expect((await t.app.inject('/api/businesses/by-slug/nobody-here')).statusCode).toBe(404);
  });

  it('answers its old address /business-details/<id> with a permanent redirect, query kept', async () => {
    for (const id of [tradie.id, tradie.id.toUpperCase()]) {
      const res = await t.app.inject(`/business-details/${id}?utm_source=card&lang=fr`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`${TRADIE_PAGE}?utm_source=card&lang=fr`);
    }
    const plain = await t.app.inject(`/business-details/${quiet.id}`);
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe(pageOf.get(quiet));
  });

  it('is read by its slug from the API as by its id', async () => {
    const bySlug = await t.app.inject('/api/businesses/by-slug/tane-plumbing-4f2a');
    expect(bySlug.statusCode).toBe(200);
    const byId = await t.app.inject(`/api/businesses/${tradie.id}`);
    expect(byId.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
    expect(bySlug.json()).toMatchObject({
      _id: tradie.id,
      slug: 'tane-plumbing-4f2a',
      businessName: 'Tāne Plumbing & Gas',
    });
  });

  it('is made again after a minute, not on every request', async () => {
    afterCache();
    const before = await get(TRADIE_PAGE);
    expect(before.page.root).toContain('from 2 verified reviews');
    await review(tradie, 3, 'Turned up late but the work itself was fine in the end.', 'Sam Lee');
    const cached = await get(TRADIE_PAGE);
    expect(cached.page.root).toContain('from 2 verified reviews');
    afterCache();
    const fresh = await get(TRADIE_PAGE);
    expect(fresh.page.root).toContain('from 3 verified reviews');
  });
});

describe('trade listings', () => {
  it('lists the businesses of a trade in a place, with its breadcrumb', async () => {
    const { res, page } = await get('/profession/plumber/Wellington%20Central');
    expect(res.statusCode).toBe(200);
    expect(page.title).toBe('Plumber businesses in Wellington Central · Quoteway');
    expect(page.canonical).toBe(`${SITE}/profession/plumber/Wellington%20Central`);
    expect(page.root).toContain(`<a href="${TRADIE_PAGE}">Tāne Plumbing &amp; Gas</a>`);
    expect(page.jsonLd).toContainEqual({
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
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Plumber businesses',
          item: `${SITE}/profession/plumber`,
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Plumber businesses in Wellington Central',
          item: `${SITE}/profession/plumber/Wellington%20Central`,
        },
      ],
    });
    // The local page's service: the trade in the place, and who provides it.
    expect(page.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Service',
        serviceType: 'Plumber',
        provider: [expect.objectContaining({ name: 'Tāne Plumbing & Gas' })],
      }),
    );
  });

  it('reads a place written as a slug and names it as the gazetteer does', async () => {
    const { res, page } = await get('/profession/plumber/wellington-central');
    expect(res.statusCode).toBe(200);
    expect(page.canonical).toBe(`${SITE}/profession/plumber/Wellington%20Central`);
  });

  it('reads /category/ by the trade’s name, canonical on the trade’s own listing', async () => {
    const { res, page } = await get('/category/Plumber/Wellington%20Central');
    expect(res.statusCode).toBe(200);
    expect(page.canonical).toBe(`${SITE}/profession/plumber/Wellington%20Central`);
  });

  it('keeps a place with nobody listed out of the index', async () => {
    const { res, page } = await get('/profession/arborist/Wellington%20Central');
    expect(res.statusCode).toBe(200);
    expect(page.robots).toBe('noindex');
  });
});

describe('the home page', () => {
  it('shows the site’s figures and recent reviews from the API', async () => {
    afterCache();
    const { page } = await get('/home');
    expect(page.root).toMatch(/\d+ businesses listed, \d+ with a verified business number/);
    expect(page.root).toContain(`<a href="${TRADIE_PAGE}">Tāne Plumbing &amp; Gas</a>`);
  });
});

describe('the sitemap', () => {
  it('lists every public business page and the trade x place pages that list someone', async () => {
    afterCache();
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      new RegExp(
        `<url><loc>${SITE}${TRADIE_PAGE}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`,
      ),
    );
    expect(res.body).toContain(`<loc>${SITE}${pageOf.get(quiet)}</loc>`);
    expect(res.body).not.toContain(`${pageOf.get(gone)}<`);
    expect(res.body).not.toContain('/business-details/');
    expect(res.body).toContain(`<loc>${SITE}/profession/plumber/Wellington%20Central</loc>`);
    expect(res.body).toContain(`<loc>${SITE}/profession/electrician/Auckland%20Central</loc>`);
    // Porirua's electrician is deleted: nobody is listed there.
    expect(res.body).not.toContain('/profession/electrician/Porirua');
    expect(res.body).not.toContain('/profession/arborist/');
  });
});

describe('a visitor past the API budget', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ WEB_DIST_DIR: web.dir, PUBLIC_URL: SITE, RATE_LIMIT_MAX: 2 });
  });
  afterAll(() => small?.close());

  it('gets a 429 page with Retry-After rather than an empty page', async () => {
    // Each listing reads the trades list once, as this visitor.
    const visitor = { remoteAddress: '203.0.113.9' };
    const first = await small.app.inject({ url: '/business-directory', ...visitor });
    expect(first.statusCode).toBe(200);
    await small.app.inject({ url: '/home', ...visitor });
    const third = await small.app.inject({ url: '/landing-page/plumber', ...visitor });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeTruthy();
    expect(third.headers['content-type']).toContain('text/html');
    // Someone else is not affected.
    const other = await small.app.inject({
      url: '/landing-page/plumber',
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(200);
  });
});
