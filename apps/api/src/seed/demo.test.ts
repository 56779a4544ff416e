import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BusinessProfileBody,
  DEFAULT_LEAD_ENVELOPE_KEY,
  DEFAULT_WIRE_PASSPHRASE,
  OpeningHours,
  REVIEW_MAX_LENGTH,
  REVIEW_MIN_LENGTH,
  REVIEW_WINDOW_DAYS,
} from '@quoteway/contracts';
import { isValidNzbn } from '@quoteway/validation';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createFileStorage, type FileStorage } from '../infra/storage';
import { sessionStore } from '../modules/auth';
import { encryptWirePassword } from '../modules/auth/wirePassword';
import { totpCode } from '../modules/operators/totp';
import { demoAccounts, demoOperatorSecondFactor, seedDemo } from './demo';
import { demoBusinesses } from './demo/businesses';
import { seedReferenceData } from './reference';

// The demo seed on a fresh database (PGlite, or PostgreSQL with DATABASE_URL): the directory
// it writes, read back with SQL and through the app, and what a second run adds (nothing).
// That production seeds none of it is checked on the real server process (test/server.test.ts).

let database: DatabaseHandle;
let storage: FileStorage;
let dataDir: string;
const now = new Date();

type Row = Record<string, unknown>;
async function rows<T = Row>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  dataDir = await mkdtemp(path.join(tmpdir(), 'quoteway-demo-'));
  storage = createFileStorage(testConfig(), dataDir);
  const started = performance.now();
  const cpu = process.cpuUsage();
  await seedDemo(database.db, { storage, now });
  const used = process.cpuUsage(cpu);
  // A figure, not an assertion: how long a first start spends on the demo.
  console.warn(
    `demo seed on ${database.kind}: ${Math.round(performance.now() - started)} ms ` +
      `(${Math.round((used.user + used.system) / 1000)} ms of CPU)`,
  );
}, 600_000);

afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every business of the demo: the directory's and the demo login's. */
async function demoBusinessRows() {
  return rows<{
    user_id: string;
    business_name: string;
    slug: string;
    expected_slug: string;
    region: string;
    business_number: string;
    business_number_status: string;
    business_number_checked_at: string | null;
    description: string;
    business_url: string | null;
    public_phone: string | null;
    licences: Array<{ name: string; number: string }>;
    year_founded: number | null;
    logo_key: string | null;
    cover_key: string | null;
    service_radius_km: number;
    status: string;
    verified_at: string | null;
    opening_hours: unknown;
    trades: number;
  }>(sql`
    SELECT b.*, u.status, u.verified_at, u.opening_hours, l.region,
      trim(both '-' from lower(regexp_replace(b.business_name, '[^A-Za-z0-9]+', '-', 'g')))
        || '-' || left(replace(b.user_id::text, '-', ''), 6) AS expected_slug,
      (SELECT count(*)::int FROM business_professions bp WHERE bp.user_id = b.user_id) AS trades
    FROM businesses b JOIN users u ON u.id = b.user_id JOIN localities l ON l.id = b.locality_id
    WHERE u.email LIKE '%@demo.quoteway.nz'`);
}

describe('the demo seed', { timeout: 600_000 }, () => {
  it('adds about 30 businesses of many trades in Auckland, Wellington and Christchurch', async () => {
    const businesses = await demoBusinessRows();
    // The directory's businesses and the demo login's own.
    expect(businesses).toHaveLength(demoBusinesses.length + 1);
    expect(businesses.length).toBeGreaterThanOrEqual(28);
    const byRegion = new Map<string, number>();
    for (const b of businesses) byRegion.set(b.region, (byRegion.get(b.region) ?? 0) + 1);
    expect([...byRegion.keys()].sort()).toEqual(['Auckland', 'Canterbury', 'Wellington']);
    for (const count of byRegion.values()) expect(count).toBeGreaterThanOrEqual(8);
    const [trades] = await rows<{ count: number }>(sql`
      SELECT count(DISTINCT profession_slug)::int AS count FROM business_professions bp
      JOIN users u ON u.id = bp.user_id WHERE u.email LIKE '%@demo.quoteway.nz'`);
    expect(trades?.count).toBeGreaterThanOrEqual(25);

    for (const b of businesses) {
      expect(b.status).toBe('ACTIVE');
      expect(b.verified_at).not.toBeNull();
      expect(b.trades).toBeGreaterThanOrEqual(1);
      expect(b.trades).toBeLessThanOrEqual(3);
      expect(b.service_radius_km).toBeGreaterThan(0);
      // The slug follows migration 0007's rule; the NZBN has its check digit.
      expect(b.slug).toBe(b.expected_slug);
      expect(isValidNzbn(b.business_number), b.business_number).toBe(true);
      if (b.business_number_status === 'verified') {
        expect(b.business_number_checked_at).not.toBeNull();
      }
      // The profile is one its owner could have typed: it passes the profile form's schema.
      const profile = BusinessProfileBody.safeParse({
        businessName: b.business_name,
        description: b.description,
        website: b.business_url ?? '',
        publicPhone: b.public_phone ?? '',
        licences: b.licences,
        yearFounded: b.year_founded,
      });
      expect(profile.error?.issues ?? [], b.business_name).toEqual([]);
      expect(
        b.description.split(/[.!?](\s|$)/).filter((s) => s.trim()).length,
      ).toBeGreaterThanOrEqual(2);
      expect(OpeningHours.safeParse(b.opening_hours).success, b.business_name).toBe(true);
    }
    const statuses = new Set(businesses.map((b) => b.business_number_status));
    expect([...statuses].sort()).toEqual(['unverified', 'verified']);
    expect(businesses.filter((b) => b.public_phone).length).toBeGreaterThan(5);
    expect(businesses.filter((b) => !b.public_phone).length).toBeGreaterThan(5);
    expect(new Set(businesses.map((b) => b.business_name)).size).toBe(businesses.length);
  });

  it('gives every business a logo, a cover and a gallery, stored as JPEGs', async () => {
    const businesses = await demoBusinessRows();
    const photos = await rows<{
      business_id: string;
      key: string;
      thumbnail_key: string;
      width: number;
      height: number;
      caption: string;
    }>(sql`SELECT * FROM business_photos`);
    const publicFile = /^public\/[A-Za-z0-9_-]{10,80}\.jpg$/;
    const jpeg = async (key: string | null) => {
      expect(key).toMatch(publicFile);
      const bytes = await storage.get(key ?? '');
      expect(bytes, key ?? '').not.toBeNull();
      const meta = await sharp(bytes ?? Buffer.alloc(0)).metadata();
      expect(meta.format).toBe('jpeg');
      return meta;
    };
    for (const b of businesses) {
      expect(await jpeg(b.logo_key)).toMatchObject({ width: 512, height: 512 });
      expect(await jpeg(b.cover_key)).toMatchObject({ width: 1600, height: 600 });
      const gallery = photos.filter((p) => p.business_id === b.user_id);
      expect(gallery.length, b.business_name).toBeGreaterThanOrEqual(3);
      expect(gallery.length, b.business_name).toBeLessThanOrEqual(6);
      for (const photo of gallery) {
        const full = await jpeg(photo.key);
        expect(full).toMatchObject({ width: 1600, height: photo.height });
        expect(photo.width).toBe(1600);
        expect((await jpeg(photo.thumbnail_key)).width).toBe(400);
        expect(photo.caption.length).toBeGreaterThan(5);
      }
      // Each photo of a business is its own file, and so is every logo.
      expect(new Set(gallery.map((p) => p.key)).size).toBe(gallery.length);
    }
    expect(new Set(businesses.map((b) => b.logo_key)).size).toBe(businesses.length);
    expect(new Set(photos.map((p) => p.caption)).size).toBeGreaterThan(photos.length / 2);
  });

  it('writes verified reviews of completed hires, and aggregates that equal them', async () => {
    const mismatches = await rows(sql`
      SELECT b.business_name FROM businesses b
      LEFT JOIN (
        SELECT business_id, count(*)::int AS n, sum(rating)::int AS s,
          (count(*) FILTER (WHERE rating = 1))::int AS r1, (count(*) FILTER (WHERE rating = 2))::int AS r2,
          (count(*) FILTER (WHERE rating = 3))::int AS r3, (count(*) FILTER (WHERE rating = 4))::int AS r4,
          (count(*) FILTER (WHERE rating = 5))::int AS r5, sum(quality)::int AS q,
          sum(communication)::int AS c, sum(value)::int AS v, sum(punctuality)::int AS p
        FROM reviews GROUP BY business_id) r ON r.business_id = b.user_id
      WHERE (b.rating_count, b.rating_sum, b.rating_1, b.rating_2, b.rating_3, b.rating_4, b.rating_5,
             b.quality_sum, b.communication_sum, b.value_sum, b.punctuality_sum)
        IS DISTINCT FROM (coalesce(r.n, 0), coalesce(r.s, 0), coalesce(r.r1, 0), coalesce(r.r2, 0),
             coalesce(r.r3, 0), coalesce(r.r4, 0), coalesce(r.r5, 0), coalesce(r.q, 0),
             coalesce(r.c, 0), coalesce(r.v, 0), coalesce(r.p, 0))`);
    expect(mismatches).toEqual([]);

    const counts = (await rows<{ n: number }>(sql`SELECT rating_count AS n FROM businesses`)).map(
      (r) => r.n,
    );
    expect(Math.max(...counts)).toBeLessThanOrEqual(40);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(30);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThanOrEqual(2);

    // Every review is verified: by the customer of a completed job, of the business hired on it.
    const reviews = await rows<{
      rating: number;
      body: string;
      reply: string | null;
      hired_business: string | null;
      business_id: string;
      customer_id: string;
      job_customer: string;
      job_status: string;
      completed_at: string;
      created_at: string;
      replied_at: string | null;
    }>(sql`
      SELECT r.*, j.customer_id AS job_customer, j.status AS job_status, j.completed_at,
        (SELECT q.business_id FROM quotes q WHERE q.id = j.hired_quote_id AND q.status = 'hired')
          AS hired_business
      FROM reviews r JOIN jobs j ON j.id = r.job_id`);
    expect(reviews.length).toBeGreaterThan(200);
    for (const r of reviews) {
      expect(r.job_status).toBe('completed');
      expect(r.hired_business).toBe(r.business_id);
      expect(r.job_customer).toBe(r.customer_id);
      const written = new Date(r.created_at).getTime();
      const completed = new Date(r.completed_at).getTime();
      expect(written).toBeGreaterThan(completed);
      expect(written - completed).toBeLessThan(REVIEW_WINDOW_DAYS * 86_400_000);
      expect(written).toBeLessThanOrEqual(now.getTime());
      expect(written).toBeGreaterThan(now.getTime() - 330 * 86_400_000);
      expect(r.body.length).toBeGreaterThanOrEqual(REVIEW_MIN_LENGTH);
      expect(r.body.length).toBeLessThanOrEqual(REVIEW_MAX_LENGTH);
      expect(r.body).not.toMatch(/[{}]/);
      if (r.reply) expect(new Date(r.replied_at ?? 0).getTime()).toBeGreaterThan(written);
    }
    // Mostly four and five stars, some threes, an occasional two; some answered.
    const share = (stars: number) =>
      reviews.filter((r) => r.rating === stars).length / reviews.length;
    expect(share(4) + share(5)).toBeGreaterThan(0.8);
    expect(share(3)).toBeGreaterThan(0);
    expect(share(2)).toBeGreaterThan(0);
    expect(share(2)).toBeLessThan(0.05);
    expect(reviews.filter((r) => r.reply).length).toBeGreaterThan(reviews.length / 5);
    expect(new Set(reviews.map((r) => r.body)).size).toBeGreaterThan(reviews.length * 0.6);
  });

  it('leaves open jobs that are leads for the demo business, and the demo customer untouched', async () => {
    const app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir }),
      database,
      startWorkers: false,
    });
    try {
      const [business] = await rows<{ id: string }>(
        sql`SELECT id FROM users WHERE email = ${demoAccounts[1].email}`,
      );
      const token = await sessionStore(database.db, { now: () => new Date() }, 30).issue(
        business?.id ?? '',
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/get-leads',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const leads = JSON.parse(
        AES.decrypt(res.json<{ data: string }>().data, DEFAULT_LEAD_ENVELOPE_KEY).toString(Utf8),
      ) as { total: number; data: Array<{ description: string }> };
      expect(leads.total).toBeGreaterThanOrEqual(3);
      expect(leads.data[0]?.description.length).toBeGreaterThan(20);
    } finally {
      await app.close();
    }
    // The e2e tests read the demo customer's jobs and inbox: the directory leaves them empty.
    const [mine] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM jobs j JOIN users u ON u.id = j.customer_id
      WHERE u.email = ${demoAccounts[0].email}`);
    expect(mine?.n).toBe(0);
  });

  it('is what the directory and the business pages show', async () => {
    const app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir }),
      database,
      startWorkers: false,
    });
    try {
      const get = async <T>(url: string) => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        return res.json<T>();
      };
      type Entry = {
        _id: string;
        businessName: string;
        logoUrl: string | null;
        rating: { average: number | null; count: number };
        hires: number;
      };
      const listed = await get<{ businesses: Entry[]; total: number }>('/api/directory?perPage=50');
      expect(listed.total).toBe(demoBusinesses.length + 1);
      for (const entry of listed.businesses) {
        expect(entry.logoUrl).toMatch(/^\/api\/media\/public\/[A-Za-z0-9_-]+\.jpg$/);
        expect(entry.hires).toBeGreaterThanOrEqual(entry.rating.count);
      }
      const best = [...listed.businesses].sort((a, b) => b.rating.count - a.rating.count)[0];
      const page = await get<{
        coverUrl: string | null;
        gallery: Array<{ url: string; thumbnailUrl: string; caption: string }>;
        licences: unknown[];
        rating: { count: number; distribution: number[] };
      }>(`/api/businesses/${best?._id}`);
      expect(page.gallery.length).toBeGreaterThanOrEqual(3);
      expect(page.licences.length).toBeGreaterThan(0);
      expect(page.rating.count).toBe(best?.rating.count);
      expect(page.rating.distribution.reduce((a, b) => a + b, 0)).toBe(page.rating.count);
      for (const url of [page.coverUrl ?? '', page.gallery[0]?.url ?? '']) {
        const image = await app.inject({ method: 'GET', url });
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type']).toBe('image/jpeg');
      }
      const reviews = await get<{ total: number; reviews: unknown[] }>(
        `/api/businesses/${best?._id}/reviews`,
      );
      expect(reviews.total).toBe(best?.rating.count);
      // Plumbers who come to Porirua: the demo login's business among them.
      const [porirua] = await rows<{ id: number }>(
        sql`SELECT id FROM localities WHERE locality = 'Porirua'`,
      );
      const plumbers = await get<{ businesses: Entry[] }>(
        `/api/directory?profession=plumber&localityId=${porirua?.id}`,
      );
      expect(plumbers.businesses.map((b) => b.businessName)).toContain('Tane Plumbing Ltd');
      const stats = await get<{ businesses: number; reviews: number }>('/api/stats');
      expect(stats.businesses).toBeGreaterThanOrEqual(30);
      expect(stats.reviews).toBeGreaterThan(200);
    } finally {
      await app.close();
    }
  });

  it('pays for every seeded quote through the ledger, so the dashboard equals it', async () => {
    // Each business's quotes and its ledger's quote entries: the same credits, and the
    // balance its lots hold never below zero.
    const books = await rows<{ business_id: string; quoted: number; spent: number }>(sql`
      SELECT q.business_id, sum(q.credits)::int AS quoted,
             (SELECT coalesce(-sum(e.amount), 0)::int FROM credit_entries e
              WHERE e.user_id = q.business_id AND e.kind = 'quote') AS spent
      FROM quotes q GROUP BY q.business_id`);
    expect(books.length).toBeGreaterThan(20);
    for (const book of books) expect(book.spent, book.business_id).toBe(book.quoted);
    const [ledger] = await rows<{ entries: number; lots: number }>(sql`
      SELECT (SELECT coalesce(sum(amount), 0)::int FROM credit_entries) AS entries,
             (SELECT coalesce(sum(credits), 0)::int FROM credit_lots) AS lots`);
    expect(ledger?.entries).toBe(ledger?.lots);

    const app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir }),
      database,
      startWorkers: false,
    });
    try {
      const business = demoAccounts[1];
      const login = await app.inject({
        method: 'POST',
        url: '/api/login-user',
        payload: {
          email: business.email,
          password: encryptWirePassword(business.password, DEFAULT_WIRE_PASSPHRASE),
          isApk: false,
        },
      });
      expect(login.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
      const ledgerRes = await app.inject({ method: 'GET', url: '/api/credits/ledger', headers });
      // The demo's own 200 credits are still there: the seeded quotes had their own grant.
      expect(ledgerRes.json<{ balance: number }>().balance).toBe(200);
      const report = await app.inject({
        method: 'GET',
        url: `/api/return-on-spend?period=custom&from=${new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10)}&to=${now.toISOString().slice(0, 10)}`,
        headers,
      });
      expect(report.statusCode).toBe(200);
      const { totals, trades } = report.json<{
        totals: { creditsSpent: number; quotesSent: number };
        trades: Array<{ creditsSpent: number; quotesSent: number }>;
      }>();
      expect(totals.quotesSent).toBeGreaterThan(0);
      expect(totals.creditsSpent).toBeGreaterThan(0);
      expect(totals.creditsSpent).toBe(trades.reduce((sum, t) => sum + t.creditsSpent, 0));
    } finally {
      await app.close();
    }
  });

  it('has a demo operator who signs in with the documented password and second factor', async () => {
    const app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir }),
      database,
      startWorkers: false,
    });
    try {
      const operator = demoAccounts[2];
      const login = await app.inject({
        method: 'POST',
        url: '/api/login-user',
        payload: {
          email: operator.email,
          password: encryptWirePassword(operator.password, DEFAULT_WIRE_PASSPHRASE),
          isApk: false,
        },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json<{ token: string }>().token;
      const headers = { authorization: `Bearer ${token}` };
      const before = await app.inject({ method: 'GET', url: '/api/admin/me', headers });
      expect(before.statusCode).toBe(403);
      const passed = await app.inject({
        method: 'POST',
        url: '/api/operator-second-factor',
        headers,
        payload: { code: totpCode(demoOperatorSecondFactor.totpSecret, new Date()) },
      });
      expect(passed.statusCode).toBe(200);
      const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: operator.email, role: 'admin' });
    } finally {
      await app.close();
    }
  });

  it('adds nothing when it runs again, even twice at once', async () => {
    const tables = [
      'users',
      'businesses',
      'business_professions',
      'business_photos',
      'jobs',
      'quotes',
      'conversations',
      'messages',
      'reviews',
      'credit_lots',
      'credit_entries',
      'operators',
    ];
    const snapshot = async () => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const [row] = await rows<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
        counts[table] = row?.n ?? -1;
      }
      counts.files = (await readdir(path.join(dataDir, 'uploads', 'public'))).length;
      return counts;
    };
    const before = await snapshot();
    expect(before.businesses).toBe(demoBusinesses.length + 1);
    await Promise.all([seedDemo(database.db, { storage }), seedDemo(database.db, { storage })]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the demo seed on another gazetteer', { timeout: 600_000 }, () => {
  it('creates the demo logins but no directory when the NZ seed localities are missing', async () => {
    const other = await createTestDatabase();
    const otherData = await mkdtemp(path.join(tmpdir(), 'quoteway-demo-'));
    try {
      await seedReferenceData(other.db);
      // As after importing a gazetteer of its own first: one of the directory's suburbs is missing.
      await other.db.execute(sql`DELETE FROM localities WHERE locality = 'Sumner'`);
      const otherStorage = createFileStorage(testConfig(), otherData);
      await seedDemo(other.db, { storage: otherStorage });
      await seedDemo(other.db, { storage: otherStorage });
      const result = (await other.db.execute(sql`
        SELECT (SELECT count(*)::int FROM users) AS users,
               (SELECT count(*)::int FROM businesses) AS businesses,
               (SELECT count(*)::int FROM reviews) AS reviews`)) as unknown as {
        rows: Row[];
      };
      // The demo logins: the customer, the business and the operator.
      expect(result.rows[0]).toEqual({ users: 3, businesses: 1, reviews: 0 });
      await expect(readdir(path.join(otherData, 'uploads'))).rejects.toThrow(/ENOENT/);
    } finally {
      await other.close();
      await rm(otherData, { recursive: true, force: true });
    }
  });
});
