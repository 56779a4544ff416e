import { currencyOfCountry, leadCreditCost, regionalSites, siteCountries } from '@quoteway/domain';
import { checkBusinessNumberFormat } from '@quoteway/validation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedRegionalDemo } from '../demo';
import { professionBySlug } from '../reference/professions';
import { regionalBusinesses } from './regional';

// The demo's Australian and Indian markets on the real place files (loaded as the server
// loads them): every business is based in a place of its own country with a valid-format
// business number, each site's figures count its own, and the demo landing pages have a
// price guide from the seeded quotes.

let t: TestApp;
let added = 0;

type Row = Record<string, unknown>;
async function rows<T = Row>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const onSite = (country: 'NZ' | 'AU' | 'IN', url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: regionalSites[country].host } });

beforeAll(async () => {
  t = await createTestApp({}, { loadPlaces: true });
  added = await seedRegionalDemo(t.database.db);
}, 600_000);

afterAll(async () => {
  await t?.close();
});

describe('the regional demo markets', () => {
  it('adds every business once, and nothing on a second run', async () => {
    expect(added).toBe(regionalBusinesses.length);
    expect(await seedRegionalDemo(t.database.db)).toBe(0);
  });

  it('bases each business in its own country, with a valid business number for it', async () => {
    const found = await rows<{ country: string; place: string; number: string; kind: string }>(sql`
      SELECT b.country, l.country AS place, b.business_number AS number,
             b.business_number_kind AS kind
      FROM businesses b JOIN localities l ON l.id = b.locality_id
      WHERE b.country IN ('AU', 'IN')`);
    expect(found).toHaveLength(regionalBusinesses.length);
    for (const row of found) {
      expect(row.place).toBe(row.country);
      const check = checkBusinessNumberFormat(row.country as 'AU' | 'IN', row.number);
      expect(check).toMatchObject({ ok: true, kind: row.kind });
    }
    // No quote crosses a border: each business quoted only on jobs in its country.
    const crossed = await rows(sql`
      SELECT 1 FROM quotes q JOIN jobs j ON j.id = q.job_id
      JOIN localities l ON l.id = j.locality_id JOIN businesses b ON b.user_id = q.business_id
      WHERE l.country <> b.country`);
    expect(crossed).toEqual([]);
  });

  it('prices each lead by its budget in the country’s own currency', async () => {
    const found = await rows<{
      country: 'AU' | 'IN';
      trade: string;
      budget: number;
      credits: number;
    }>(sql`
      SELECT l.country, j.profession_slug AS trade, j.budget_cents AS budget, j.credits
      FROM jobs j JOIN localities l ON l.id = j.locality_id WHERE l.country IN ('AU', 'IN')`);
    expect(found.length).toBeGreaterThan(0);
    for (const job of found) {
      const base = professionBySlug(job.trade)?.baseCredits ?? 5;
      const currency = currencyOfCountry(job.country);
      expect(job.credits).toBe(leadCreditCost(base, Number(job.budget), currency));
    }
    // Rupee budgets are read in rupee bands: an Indian job is not priced as one of dollars.
    const indian = found.filter((job) => job.country === 'IN');
    const asDollars = indian.filter((job) => {
      const base = professionBySlug(job.trade)?.baseCredits ?? 5;
      return leadCreditCost(base, Number(job.budget), 'NZD') !== job.credits;
    });
    expect(asDollars.length).toBeGreaterThan(0);
  });

  it.each(siteCountries.filter((c) => c !== 'NZ'))(
    'gives the %s site figures and reviews of its own',
    async (country) => {
      const stats = (await onSite(country, '/api/stats')).json();
      const own = regionalBusinesses.filter((b) =>
        country === 'AU'
          ? ['Sydney', 'Melbourne'].includes(b.city)
          : !['Sydney', 'Melbourne'].includes(b.city),
      );
      expect(stats.businesses).toBe(own.length);
      expect(stats.reviews).toBe(own.reduce((sum, b) => sum + b.reviews, 0));
      expect(stats.jobsThisMonth).toBeGreaterThan(0);
      const recent = (await onSite(country, '/api/reviews/recent')).json();
      const names = own.map((b) => b.name);
      expect(recent.reviews.length).toBeGreaterThan(0);
      for (const review of recent.reviews) expect(names).toContain(review.business.businessName);
    },
  );

  it.each([
    ['AU', 'Sydney', '2000', 'AUD'],
    ['AU', 'Melbourne', '3000', 'AUD'],
    ['IN', 'Bandra West', '400050', 'INR'],
    ['IN', 'Koramangala', '560034', 'INR'],
  ] as const)(
    'has a plumbing price guide near %s %s',
    async (country, name, postcode, currency) => {
      const [place] = await rows<{ id: number }>(sql`
      SELECT id FROM localities WHERE country = ${country} AND postcode = ${postcode}
      ORDER BY (locality = ${name}) DESC, id LIMIT 1`);
      const guide = (
        await onSite(country, `/api/price-guide?profession=plumber&localityId=${place?.id}`)
      ).json();
      expect(guide).toMatchObject({ scope: 'nearby', currency });
      expect(guide.quotes).toBeGreaterThanOrEqual(5);
      expect(guide.lowCents).toBeLessThanOrEqual(guide.medianCents);
      expect(guide.medianCents).toBeLessThanOrEqual(guide.highCents);
    },
  );
});
