import { PRICE_GUIDE_MIN_QUOTES } from '@quoteway/contracts';
import { regionalSites, type SiteCountry, siteCountries } from '@quoteway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { readPage, webFixture } from '../../../test/pages';
import { business, leadList, localityId, type Party } from '../../../test/marketplace';
import { businesses, jobs, localities, quotes, reviews, users } from '../../db/schema';
import type { Clock } from '../../infra/clock';
import { insertBusinessWithArea } from '../auth';

// Each regional site is its own market: its directory, figures, reviews, sitemap and price
// guide show its country's businesses, jobs and reviews only, though one database holds all
// three countries. A site is chosen by the Host header, as a visitor's browser sends it.

const now = new Date('2026-06-15T10:00:00.000Z');
const clock: Clock = { now: () => now };

/** A place of each country (New Zealand's are seeded; the others are added here). */
const places: Record<SiteCountry, { name: string; region: string; lat: number; lng: number }> = {
  NZ: { name: 'Wellington Central', region: 'Wellington', lat: -41.2889, lng: 174.7772 },
  AU: { name: 'Sydney', region: 'New South Wales', lat: -33.8688, lng: 151.2093 },
  IN: { name: 'Mumbai', region: 'Maharashtra', lat: 18.9388, lng: 72.8354 },
};
const numbers = {
  NZ: { number: '9429041925676', kind: 'NZBN' },
  AU: { number: '51824753556', kind: 'ABN' },
  IN: { number: '27AAPFU0939F1ZV', kind: 'GSTIN' },
} as const;

let t: TestApp;
let web: Awaited<ReturnType<typeof webFixture>>;
const placeIds = {} as Record<SiteCountry, number>;
/** Each country's business, by its name. */
const names = {} as Record<SiteCountry, string>;
const businessIds = {} as Record<SiteCountry, string>;
/** Each country's open jobs. */
const openJobs: Record<SiteCountry, string[]> = { NZ: [], AU: [], IN: [] };

const onSite = (site: SiteCountry, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: regionalSites[site].host, ...headers } });

/** A plumbing business of `country`, based at its place, with one five-star review. */
async function localBusiness(country: SiteCountry): Promise<void> {
  const db = t.database.db;
  const name = `${country} Pipes and Drains`;
  const [owner] = await db
    .insert(users)
    .values({
      email: `${country.toLowerCase()}.pipes@example.com`,
      userName: `${country} Pipes`,
      userType: 'Business User',
      status: 'ACTIVE',
      verifiedAt: now,
    })
    .returning({ id: users.id });
  const [client] = await db
    .insert(users)
    .values({
      email: `${country.toLowerCase()}.client@example.com`,
      userName: `${country} Client`,
      userType: 'Customer User',
      status: 'ACTIVE',
      verifiedAt: now,
    })
    .returning({ id: users.id });
  if (!owner || !client) throw new Error('no users');
  await insertBusinessWithArea(db, {
    userId: owner.id,
    businessName: name,
    professionSlug: 'plumber',
    country,
    businessNumber: numbers[country].number,
    businessNumberKind: numbers[country].kind,
    businessNumberStatus: 'verified',
    mobile: '+64215550101',
    localityId: placeIds[country],
    serviceRadiusKm: 50,
  });
  await db
    .update(businesses)
    .set({ ratingCount: 1, ratingSum: 5, rating5: 1, slug: name.toLowerCase().replace(/ /g, '-') })
    .where(eq(businesses.userId, owner.id));
  const place = places[country];
  // Quotes on six plumbing jobs at the place: the first is hired, completed and reviewed.
  for (let i = 0; i < PRICE_GUIDE_MIN_QUOTES + 1; i++) {
    const [job] = await db
      .insert(jobs)
      .values({
        customerId: client.id,
        professionSlug: 'plumber',
        answers: [],
        description: `A leaking pipe in ${place.name}`,
        localityId: placeIds[country],
        lat: place.lat,
        lng: place.lng,
        mobile: '+64211234567',
        credits: 3,
        status: i === 0 ? 'completed' : 'open',
        publishedAt: now,
      })
      .returning({ id: jobs.id });
    if (!job) throw new Error('no job');
    if (i > 0) openJobs[country].push(job.id);
    await db.insert(quotes).values({
      jobId: job.id,
      businessId: owner.id,
      estType: 'fixed',
      estCents: (i + 1) * 10_000,
      comment: 'Can do it this week.',
      checkboxes: { cost: true, inspection: false, information: false, comment: true },
      credits: 3,
      status: i === 0 ? 'hired' : 'sent',
    });
    if (i === 0) {
      await db.insert(reviews).values({
        jobId: job.id,
        businessId: owner.id,
        customerId: client.id,
        rating: 5,
        quality: 5,
        communication: 5,
        value: 5,
        punctuality: 5,
        body: `Fixed our pipe in ${place.name} the same day, tidy and fair.`,
      });
    }
  }
  names[country] = name;
  businessIds[country] = owner.id;
}

beforeAll(async () => {
  web = await webFixture();
  t = await createTestApp({ WEB_DIST_DIR: web.dir, RATE_LIMIT_MAX: 10_000 }, { clock });
  placeIds.NZ = await localityId(t, places.NZ.name);
  for (const country of ['AU', 'IN'] as const) {
    const { name, region, lat, lng } = places[country];
    const [row] = await t.database.db
      .insert(localities)
      .values({
        country,
        postcode: country === 'AU' ? '2000' : '400001',
        locality: name,
        region,
        lat,
        lng,
      })
      .returning({ id: localities.id });
    if (!row) throw new Error('no place');
    placeIds[country] = row.id;
  }
  for (const country of siteCountries) await localBusiness(country);
});

afterAll(async () => {
  await t?.close();
  await web?.remove();
});

describe.each(siteCountries)('the %s site', (site) => {
  const others = siteCountries.filter((c) => c !== site);

  it("lists only its country's businesses in the directory, also near another country's place", async () => {
    const all = await onSite(site, '/api/directory?profession=plumber');
    expect(all.statusCode).toBe(200);
    expect(all.json().businesses.map((b: { businessName: string }) => b.businessName)).toEqual([
      names[site],
    ]);
    expect(all.json().total).toBe(1);
    for (const other of others) {
      const there = await onSite(site, `/api/directory?localityId=${placeIds[other]}`);
      expect(there.statusCode).toBe(200);
      expect(there.json().businesses).toEqual([]);
    }
  });

  it("shows its own businesses' pages, and another country's as not found", async () => {
    expect((await onSite(site, `/api/businesses/${businessIds[site]}`)).statusCode).toBe(200);
    for (const other of others) {
      expect((await onSite(site, `/api/businesses/${businessIds[other]}`)).statusCode).toBe(404);
    }
  });

  it("counts only its country's businesses, reviews and jobs on the home page", async () => {
    const res = await onSite(site, '/api/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      businesses: 1,
      verifiedBusinesses: 1,
      averageRating: 5,
      reviews: 1,
      jobsThisMonth: PRICE_GUIDE_MIN_QUOTES + 1,
    });
  });

  it("shows only its country's recent reviews", async () => {
    const res = await onSite(site, '/api/reviews/recent');
    expect(res.statusCode).toBe(200);
    const shown = res.json().reviews as Array<{ business: { _id: string }; text: string }>;
    expect(shown.map((r) => r.business._id)).toEqual([businessIds[site]]);
    expect(shown[0]?.text).toContain(places[site].name);
  });

  it("narrows reviews to a trade near a place, and finds none near another country's", async () => {
    const near = await onSite(
      site,
      `/api/reviews/recent?profession=plumber&localityId=${placeIds[site]}`,
    );
    expect(near.json().reviews).toHaveLength(1);
    const otherTrade = await onSite(
      site,
      `/api/reviews/recent?profession=electrician&localityId=${placeIds[site]}`,
    );
    expect(otherTrade.json().reviews).toEqual([]);
    for (const other of others) {
      const far = await onSite(site, `/api/reviews/recent?localityId=${placeIds[other]}`);
      expect(far.json().reviews).toEqual([]);
    }
  });

  it("gives a price guide from its own quotes, in its currency, and none for another country's place", async () => {
    const res = await onSite(
      site,
      `/api/price-guide?profession=plumber&localityId=${placeIds[site]}`,
    );
    expect(res.statusCode).toBe(200);
    // Quotes of 100, 200, ... 600 (in cents of the currency): median 350.
    expect(res.json()).toMatchObject({
      scope: 'nearby',
      quotes: PRICE_GUIDE_MIN_QUOTES + 1,
      medianCents: 35_000,
      lowCents: 15_000,
      highCents: 55_000,
      currency: { NZ: 'NZD', AU: 'AUD', IN: 'INR' }[site],
    });
    for (const other of others) {
      const there = await onSite(
        site,
        `/api/price-guide?profession=plumber&localityId=${placeIds[other]}`,
      );
      expect(there.statusCode).toBe(400);
      expect(there.json().fields?.[0]?.field ?? there.body).toContain('localityId');
    }
  });
});

describe.each(siteCountries)('the %s site as served', (site) => {
  const others = siteCountries.filter((c) => c !== site);

  it('makes its local page of its own businesses, prices and reviews', async () => {
    const place = encodeURIComponent(places[site].name);
    for (const path of [`/landing-page/plumber/${place}`, `/profession/plumber/${place}`]) {
      const res = await onSite(site, path);
      expect(res.statusCode).toBe(200);
      const page = readPage(res.body);
      expect(page.canonical).toBe(`http://${regionalSites[site].host}${path}`);
      expect(page.root).toContain(names[site]);
      for (const other of others) expect(page.root).not.toContain(names[other]);
      expect(page.root).toContain('data-price-guide="nearby"');
      // One business: the next step says how many hear of a posted job.
      expect(page.root).toContain('data-next-step="few"');
      expect(page.root).toContain(`1 plumber business serves ${places[site].name}`);
      expect(page.root).toContain('Licences to look for');
      expect(page.jsonLd).toContainEqual(
        expect.objectContaining({
          '@type': 'Service',
          offers: expect.objectContaining({
            priceCurrency: { NZ: 'NZD', AU: 'AUD', IN: 'INR' }[site],
          }),
        }),
      );
    }
  });

  it("lists only its country's businesses in its sitemap", async () => {
    const res = await onSite(site, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    // Business pages are listed at their address, /b/<slug>.
    const pages = await t.database.db
      .select({ id: businesses.userId, slug: businesses.slug })
      .from(businesses);
    const slugOf = (id: string) => pages.find((row) => row.id === id)?.slug ?? id;
    expect(res.body).toContain(`/b/${slugOf(businessIds[site])}<`);
    for (const other of others) expect(res.body).not.toContain(`/b/${slugOf(businessIds[other])}<`);
  });
});

describe('the guide to hiring a trade, in the reader’s language', () => {
  const landing = `/landing-page/plumber/${encodeURIComponent(places.NZ.name)}`;

  it('writes the New Zealand plumbing guide in Arabic for an Arabic reader', async () => {
    const res = await onSite('NZ', landing, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(200);
    // The answer varies by the reader's language, so no cache mixes them up.
    expect(String(res.headers.vary)).toContain('Accept-Language');
    const root = readPage(res.body).root;
    expect(root).toContain('data-guide-lang="ar" lang="ar" dir="rtl"');
    expect(root).toContain('ما الذي تسأل عنه قبل التعاقد');
    expect(root).toContain('التراخيص التي يجب التحقق منها');
    expect(root).toContain('هل السعر ثابت أم تقديري؟ وما الذي قد يغيّره؟');
    expect(root).toContain('يجب أن يكون السبّاك مسجّلًا لدى مجلس السبّاكين ومركّبي الغاز');
    expect(root).not.toContain('Licences to look for');
    expect(root).not.toContain('Plumbers, Gasfitters and Drainlayers Board');
    // The rest of the served page stays English, as it was: its businesses and prices.
    expect(root).toContain(names.NZ);
    expect(root).toContain('data-price-guide="nearby"');
  });

  it('follows ?lang= over Accept-Language, on each site with its own licences', async () => {
    const res = await onSite('IN', `/profession/plumber/${places.IN.name}?lang=fr`, {
      'accept-language': 'ar',
    });
    expect(res.statusCode).toBe(200);
    const root = readPage(res.body).root;
    expect(root).toContain('data-guide-lang="fr" lang="fr" dir="ltr"');
    expect(root).toContain('Les licences à vérifier');
    expect(root).toContain('Les plombiers sont agréés par la corporation municipale');
    // In English by default, with no lang of its own.
    const english = readPage((await onSite('NZ', landing)).body).root;
    expect(english).toContain('<section aria-labelledby="guide" data-guide-lang="en">');
    expect(english).toContain('Licences to look for');
    expect(english).toContain('Plumbers, Gasfitters and Drainlayers Board (PGDB)');
  });
});

describe('a business and its country', () => {
  let nz: Party;
  beforeAll(async () => {
    nz = await business(t, clock, { locality: 'Wellington Central' });
  });

  it('cannot set its service area in another country', async () => {
    for (const other of ['AU', 'IN'] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/business/service-area',
        headers: nz.headers,
        payload: { professions: ['plumber'], localityId: placeIds[other], radiusKm: 50 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('localityId');
    }
    const home = await t.app.inject({
      method: 'PUT',
      url: '/api/business/service-area',
      headers: nz.headers,
      payload: { professions: ['plumber'], localityId: placeIds.NZ, radiusKm: 50 },
    });
    expect(home.statusCode).toBe(200);
  });

  it("never has another country's jobs among its leads", async () => {
    const leads = (await leadList(t, nz, 'new')).data.map((l) => l._id);
    // Its own country's open jobs are its leads; none of the other countries' is.
    expect(leads.sort()).toEqual([...openJobs.NZ].sort());
    expect(openJobs.AU.length + openJobs.IN.length).toBe(2 * PRICE_GUIDE_MIN_QUOTES);
  });
});
