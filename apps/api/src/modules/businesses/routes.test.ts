import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { GALLERY_MAX_PHOTOS } from '@quoteway/contracts';
import { businessSlug } from '@quoteway/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  business,
  customer,
  localityId,
  type Party,
  postJob,
  quoteBody,
} from '../../../test/marketplace';
import { multipart } from '../../../test/multipart';
import { queryRows } from '../../db/client';
import { businesses, businessPhotos, jobs, quotes, users } from '../../db/schema';
import type { Clock } from '../../infra/clock';

// A clock the tests move: quotes' response times are measured on it.
let now = new Date('2026-03-15T10:00:00.000Z');
const clock: Clock = { now: () => now };
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

function dataDir() {
  return path.join(process.env.TMPDIR ?? '/tmp', `quoteway-biz-${randomBytes(6).toString('hex')}`);
}

/** A flat picture of the given size and format. */
function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: '#3366aa' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A PNG of noise (so its pixel data is long), cut in half: the header reads, the rest does not. */
async function truncatedPng() {
  const png = await sharp(randomBytes(300 * 300 * 3), {
    raw: { width: 300, height: 300, channels: 3 },
  })
    .png()
    .toBuffer();
  expect((await sharp(png).metadata()).format).toBe('png');
  return png.subarray(0, Math.floor(png.length / 2));
}

function send(
  t: TestApp,
  who: Party,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function upload(
  t: TestApp,
  who: Party,
  url: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
) {
  const form = multipart(fields, { field: 'image', filename: 'photo.png', bytes });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { fields?: Array<{ field: string }> }).fields ?? []).map((f) => f.field);

const profileBody = {
  businessName: 'Kauri Plumbing & Gas',
  description:
    'Family plumbers in Wellington since 1998: leaks, hot water cylinders, gas fitting and full bathroom renovations.',
  website: 'https://kauri-plumbing.co.nz',
  publicPhone: '+64 21 555 0123',
  licences: [{ name: 'Certifying Plumber', number: 'PGD 12345' }],
  yearFounded: 1998,
};

// ---------------------------------------------------------------------------------------------

describe('business profiles, images and galleries', () => {
  let t: TestApp;
  let folder: string;
  let owner: Party;

  /** Stored public files. */
  const stored = async () => {
    try {
      return (await readdir(path.join(folder, 'uploads', 'public'))).sort();
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    folder = dataDir();
    t = await createTestApp({ DATA_DIR: folder }, { clock });
    owner = await business(t, clock, { credits: 500 });
  });
  afterAll(() => t?.close());

  it('shows a new business its profile with what is missing', async () => {
    const res = await send(t, owner, 'GET', '/api/business/profile');
    expect(res.statusCode, res.body).toBe(200);
    const { business: page, completeness, missing } = res.json();
    expect(page._id).toBe(owner.id);
    expect(page.slug).toBe(businessSlug(page.businessName, owner.id));
    expect(page.slug).toMatch(/^tradie-\d+-ltd-[0-9a-f]{6}$/);
    expect(page.professions).toEqual([{ slug: 'plumber', name: 'Plumber' }]);
    expect(page.location.locality).toBe('Wellington Central');
    expect(page.verified).toBe(true);
    expect(page.rating).toEqual({
      average: null,
      count: 0,
      distribution: [0, 0, 0, 0, 0],
      quality: null,
      communication: null,
      value: null,
      punctuality: null,
    });
    expect(page.gallery).toEqual([]);
    // Verified, with a service area: 2 parts of 10.
    expect(completeness).toBe(20);
    expect(missing).toEqual([
      'logo',
      'cover',
      'description',
      'website',
      'licences',
      'yearFounded',
      'gallery',
      'hours',
    ]);
  });

  it('refuses customers and visitors', async () => {
    const someone = await customer(t, clock);
    expect((await send(t, someone, 'GET', '/api/business/profile')).statusCode).toBe(403);
    expect((await t.app.inject('/api/business/profile')).statusCode).toBe(401);
  });

  it.each([
    [{ businessName: 'A' }, 'body.businessName'],
    [{ website: 'not a web address' }, 'body.website'],
    [{ website: 'javascript:alert(1)' }, 'body.website'],
    [{ publicPhone: '12345' }, 'body.publicPhone'],
    [{ licences: [{ name: '', number: '1' }] }, 'body.licences.0.name'],
    [{ yearFounded: 1700 }, 'body.yearFounded'],
    [{ yearFounded: 2027 }, 'body.yearFounded'],
    [{ description: 'x'.repeat(2001) }, 'body.description'],
  ])('refuses %o naming %s', async (change, field) => {
    const res = await send(t, owner, 'PUT', '/api/business/profile', {
      ...profileBody,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toContain(field);
    const [row] = await t.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.userId, owner.id));
    expect(row?.businessName).toMatch(/^Tradie/);
  });

  it('saves the profile, and the page address follows the name', async () => {
    const res = await send(t, owner, 'PUT', '/api/business/profile', profileBody);
    expect(res.statusCode, res.body).toBe(200);
    const { business: page, missing } = res.json();
    expect(page).toMatchObject({
      businessName: 'Kauri Plumbing & Gas',
      slug: `kauri-plumbing-gas-${owner.id.replace(/-/g, '').slice(0, 6)}`,
      description: profileBody.description,
      website: 'https://kauri-plumbing.co.nz',
      publicPhone: '+64 21 555 0123',
      licences: profileBody.licences,
      yearFounded: 1998,
    });
    expect(missing).not.toContain('description');
    expect(missing).not.toContain('website');
    expect(missing).not.toContain('licences');
    expect(missing).not.toContain('yearFounded');
    const pub = await t.app.inject(`/api/businesses/${owner.id}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual(page);

    // Empty website and phone are none; the rest of the profile stays.
    const cleared = await send(t, owner, 'PUT', '/api/business/profile', {
      businessName: 'Kauri Plumbing & Gas',
      website: '',
      publicPhone: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().business).toMatchObject({
      website: null,
      publicPhone: null,
      description: '',
      licences: [],
      yearFounded: null,
    });
    await send(t, owner, 'PUT', '/api/business/profile', profileBody);
  });

  it('matches the slug rule of the migration that gave existing businesses theirs', async () => {
    for (const name of ['Tane Plumbing Ltd', '  A & B  Electrical (NZ) ', 'Māori Build', '東京']) {
      const [row] = await queryRows<{ slug: string }>(
        t.database.db,
        sql`SELECT trim(both '-' from lower(regexp_replace(${name}::text, '[^A-Za-z0-9]+', '-', 'g')))
                   || '-' || left(replace(${owner.id}::uuid::text, '-', ''), 6) AS slug`,
      );
      expect(businessSlug(name, owner.id)).toBe(row?.slug);
    }
  });

  it('re-encodes a logo as a JPEG of at most 512x512 without metadata, served for ever', async () => {
    const photo = await sharp({
      create: {
        width: 2000,
        height: 1000,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .png()
      .withExif({ IFD0: { Copyright: 'Camera owner' } })
      .toBuffer();
    const res = await upload(t, owner, '/api/business/profile/images/logo', photo);
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl: string = res.json().business.logoUrl;
    expect(logoUrl).toMatch(/^\/api\/media\/public\/[\w-]+\.jpg$/);
    expect(res.json().missing).not.toContain('logo');

    const served = await t.app.inject(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 256 });
    expect(meta.exif).toBeUndefined();
    // Transparent parts become white, not black.
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('crops a cover photo to 1600x600', async () => {
    const res = await upload(
      t,
      owner,
      '/api/business/profile/images/cover',
      await picture(800, 800, 'jpeg'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject(res.json().business.coverUrl);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 600 });
  });

  it('replaces a logo and removes the old file; removing it leaves none', async () => {
    const first = (await send(t, owner, 'GET', '/api/business/profile')).json().business.logoUrl;
    const files = await stored();
    const res = await upload(t, owner, '/api/business/profile/images/logo', await picture(64, 64));
    const second: string = res.json().business.logoUrl;
    expect(second).not.toBe(first);
    expect((await t.app.inject(first)).statusCode).toBe(404);
    expect((await t.app.inject(second)).statusCode).toBe(200);
    expect((await stored()).length).toBe(files.length);

    const removed = await send(t, owner, 'DELETE', '/api/business/profile/images/logo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().business.logoUrl).toBeNull();
    expect(removed.json().missing).toContain('logo');
    expect((await t.app.inject(second)).statusCode).toBe(404);
    expect((await stored()).length).toBe(files.length - 1);
    // Removing what is not there is fine.
    expect((await send(t, owner, 'DELETE', '/api/business/profile/images/logo')).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['text named .png', async () => Buffer.from('<script>alert(1)</script>')],
    ['a truncated PNG', truncatedPng],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')],
  ])('refuses %s as a logo, cover or photo, storing nothing', async (_name, bytes) => {
    const files = await stored();
    const before = (await send(t, owner, 'GET', '/api/business/profile')).json();
    for (const url of [
      '/api/business/profile/images/logo',
      '/api/business/profile/images/cover',
      '/api/business/profile/photos',
    ]) {
      const res = await upload(t, owner, url, await bytes());
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(fieldsOf(res)).toEqual(['body.image']);
    }
    expect(await stored()).toEqual(files);
    expect((await send(t, owner, 'GET', '/api/business/profile')).json()).toEqual(before);
  });

  it('refuses an unknown image kind and a missing file', async () => {
    const res = await upload(t, owner, '/api/business/profile/images/banner', await picture(8, 8));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['params.kind']);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/business/profile/photos',
      headers: { ...owner.headers, ...multipart({ caption: 'x' }).headers },
      payload: multipart({ caption: 'x' }).payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(['body.image']);
  });

  it('adds a gallery photo at most 1600 px with a 400 px wide thumbnail', async () => {
    const res = await upload(
      t,
      owner,
      '/api/business/profile/photos',
      await picture(3000, 2000, 'jpeg'),
      { caption: '  A new hot water cylinder  ' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json();
    expect(photo).toMatchObject({ width: 1600, height: 1067, caption: 'A new hot water cylinder' });
    const full = await t.app.inject(photo.url);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 1600, height: 1067 });
    const thumbnail = await t.app.inject(photo.thumbnailUrl);
    expect(thumbnail.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 400, height: 267 });
    const page = (await t.app.inject(`/api/businesses/${owner.id}`)).json();
    expect(page.gallery).toEqual([photo]);

    const long = await upload(t, owner, '/api/business/profile/photos', await picture(8, 8), {
      caption: 'x'.repeat(141),
    });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toEqual(['body.caption']);
  });

  it(`keeps at most ${GALLERY_MAX_PHOTOS} photos, also when they arrive together`, async () => {
    const small = await picture(16, 16);
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(businessPhotos)
          .where(eq(businessPhotos.businessId, owner.id))
      ).length;
    while ((await count()) < GALLERY_MAX_PHOTOS - 3) {
      const res = await upload(t, owner, '/api/business/profile/photos', small);
      expect(res.statusCode, res.body).toBe(200);
    }
    const files = await stored();
    // Five at once for the last three places: three get in, two are refused.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => upload(t, owner, '/api/business/profile/photos', small)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    expect(await count()).toBe(GALLERY_MAX_PHOTOS);
    // Each photo is two files; the refused uploads left none behind.
    expect((await stored()).length).toBe(files.length + 3 * 2);

    const twentyFirst = await upload(t, owner, '/api/business/profile/photos', small);
    expect(twentyFirst.statusCode).toBe(409);
    expect(twentyFirst.json()).toMatchObject({
      statusCode: 409,
      message: `You can show at most ${GALLERY_MAX_PHOTOS} photos: remove one first`,
    });
    const profile = (await send(t, owner, 'GET', '/api/business/profile')).json();
    expect(profile.business.gallery).toHaveLength(GALLERY_MAX_PHOTOS);
    expect(profile.missing).not.toContain('gallery');
  });

  it('removes a photo and its files; another business cannot', async () => {
    const gallery = (await send(t, owner, 'GET', '/api/business/profile')).json().business.gallery;
    const photo = gallery[0];
    const other = await business(t, clock);
    const refused = await send(t, other, 'DELETE', `/api/business/profile/photos/${photo._id}`);
    expect(refused.statusCode).toBe(404);
    expect((await t.app.inject(photo.url)).statusCode).toBe(200);

    const res = await send(t, owner, 'DELETE', `/api/business/profile/photos/${photo._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Photo removed' });
    expect((await t.app.inject(photo.url)).statusCode).toBe(404);
    expect((await t.app.inject(photo.thumbnailUrl)).statusCode).toBe(404);
    const again = await send(t, owner, 'DELETE', `/api/business/profile/photos/${photo._id}`);
    expect(again.statusCode).toBe(404);
    const after = (await send(t, owner, 'GET', '/api/business/profile')).json().business.gallery;
    expect(after).toHaveLength(GALLERY_MAX_PHOTOS - 1);
    // A place is free again.
    const added = await upload(t, owner, '/api/business/profile/photos', await picture(8, 8));
    expect(added.statusCode).toBe(200);
  });

  it('reaches 100% with a logo and hours set', async () => {
    const logo = await upload(t, owner, '/api/business/profile/images/logo', await picture(64, 64));
    expect(logo.json().missing).toEqual(['hours']);
    const hours = await send(t, owner, 'PUT', '/api/update-business-hours', {
      openingHours: [{ day: 1, open: '07:00', close: '17:00' }],
      businessAlwaysOpen: false,
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const res = await send(t, owner, 'GET', '/api/business/profile');
    expect(res.json()).toMatchObject({ completeness: 100, missing: [] });
    expect(res.json().business.openingHours).toEqual([{ day: 1, open: '07:00', close: '17:00' }]);
  });

  it('serves only stored public images: unknown names are 404, bad names 400', async () => {
    expect((await t.app.inject('/api/media/public/AAAAAAAAAAAAAAAAAAAAAAAA.jpg')).statusCode).toBe(
      404,
    );
    // Well-formed for the route but not a key the storage hands out.
    expect((await t.app.inject('/api/media/public/short_name.jpg')).statusCode).toBe(404);
    const traversal = await t.app.inject('/api/media/public/..%2F..%2Fetc%2Fpasswd');
    expect(traversal.statusCode).toBe(400);
    expect(fieldsOf(traversal)).toEqual(['params.file']);
  });

  describe('the public page', () => {
    it('is a 404 for an unknown id, a customer and a closed account', async () => {
      const missing = await t.app.inject(`/api/businesses/${randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'No such business',
        messageId: 'No such business',
      });
      const someone = await customer(t, clock);
      expect((await t.app.inject(`/api/businesses/${someone.id}`)).statusCode).toBe(404);
      for (const status of ['DELETED', 'SPAM'] as const) {
        const closed = await business(t, clock);
        await t.database.db.update(users).set({ status }).where(eq(users.id, closed.id));
        expect((await t.app.inject(`/api/businesses/${closed.id}`)).statusCode).toBe(404);
      }
      const bad = await t.app.inject('/api/businesses/not-an-id');
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(['params.id']);
    });

    it('shows the rating summary, verification, hires and the median response time', async () => {
      const plumber = await business(t, clock, { credits: 500 });
      const checkedAt = new Date('2026-02-01T00:00:00.000Z');
      await t.database.db
        .update(businesses)
        .set({
          businessNumberCheckedAt: checkedAt,
          ratingCount: 3,
          ratingSum: 13,
          rating4: 2,
          rating5: 1,
          qualitySum: 14,
          communicationSum: 12,
          valueSum: 11,
          punctualitySum: 15,
        })
        .where(eq(businesses.userId, plumber.id));
      const client = await customer(t, clock);

      // Three quotes: 30 and 90 minutes after their job went live, and a 10-minute one that
      // is older than 90 days (not counted): the median is 60.
      const quoteAfter = async (minutes: number) => {
        const job = await postJob(t, client);
        later(minutes);
        const res = await send(t, plumber, 'POST', '/api/send-quote', quoteBody(job));
        expect(res.statusCode, res.body).toBe(200);
        return { jobId: job._id, quoteId: res.json().quote._id as string };
      };
      const first = await quoteAfter(30);
      await quoteAfter(90);
      const old = await quoteAfter(10);
      const ago = new Date(now.getTime() - 100 * 86_400_000);
      await t.database.db.update(quotes).set({ createdAt: ago }).where(eq(quotes.id, old.quoteId));
      await t.database.db
        .update(jobs)
        .set({ createdAt: ago, publishedAt: new Date(ago.getTime() - 10 * 60_000) })
        .where(eq(jobs.id, old.jobId));

      const before = (await t.app.inject(`/api/businesses/${plumber.id}`)).json();
      expect(before.hires).toBe(0);
      expect(before.responseMinutes).toBe(60);

      const hired = await send(t, client, 'POST', `/api/jobs/${first.jobId}/hire`, {
        quoteId: first.quoteId,
      });
      expect(hired.statusCode, hired.body).toBe(200);
      expect((await t.app.inject(`/api/businesses/${plumber.id}`)).json().hires).toBe(1);
      const done = await send(t, client, 'POST', `/api/jobs/${first.jobId}/complete`);
      expect(done.statusCode, done.body).toBe(200);

      const page = (await t.app.inject(`/api/businesses/${plumber.id}`)).json();
      expect(page).toMatchObject({
        _id: plumber.id,
        verified: true,
        verifiedAt: checkedAt.toISOString(),
        businessNumberKind: 'NZBN',
        businessNumber: '9429041925676',
        hires: 1,
        responseMinutes: 60,
        serviceRadiusKm: 50,
        logoUrl: null,
        coverUrl: null,
        rating: {
          average: 4.3,
          count: 3,
          distribution: [0, 0, 0, 2, 1],
          quality: 4.7,
          communication: 4,
          value: 3.7,
          punctuality: 5,
        },
      });
      expect(Date.parse(page.memberSince)).not.toBeNaN();

      // An unverified number earns no badge, whatever was checked before.
      await t.database.db
        .update(businesses)
        .set({ businessNumberStatus: 'unverified' })
        .where(eq(businesses.userId, plumber.id));
      expect((await t.app.inject(`/api/businesses/${plumber.id}`)).json()).toMatchObject({
        verified: false,
        verifiedAt: null,
      });
    });

    it('has no response time without quotes', async () => {
      const fresh = await business(t, clock);
      const page = (await t.app.inject(`/api/businesses/${fresh.id}`)).json();
      expect(page).toMatchObject({ hires: 0, responseMinutes: null });
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe('the directory and the site figures', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t?.close());

  /** A business of `profession` named `name`, with rating aggregates and verification. */
  async function listed(
    name: string,
    options: {
      profession?: string;
      locality?: string;
      radiusKm?: number;
      ratings?: { count: number; sum: number };
      verified?: boolean;
    } = {},
  ) {
    const who = await business(t, clock, {
      profession: options.profession ?? 'plumber',
      locality: options.locality ?? 'Wellington Central',
      radiusKm: options.radiusKm ?? 50,
    });
    const renamed = await send(t, who, 'PUT', '/api/business/profile', { businessName: name });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await t.database.db
      .update(businesses)
      .set({
        ratingCount: options.ratings?.count ?? 0,
        ratingSum: options.ratings?.sum ?? 0,
        businessNumberStatus: options.verified === false ? 'format-only' : 'verified',
      })
      .where(eq(businesses.userId, who.id));
    return who;
  }

  async function directory(query: Record<string, string | number | boolean>) {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await t.app.inject(`/api/directory?${search}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      businesses: Array<{
        _id: string;
        businessName: string;
        distanceKm: number | null;
        verified: boolean;
        rating: { average: number | null; count: number };
        professions: Array<{ slug: string; name: string }>;
        location: { locality: string } | null;
        slug: string;
        summary: string;
        hires: number;
      }>;
      total: number;
      page: number;
      perPage: number;
      locality: { id: number; locality: string } | null;
    };
  }
  const names = (r: Awaited<ReturnType<typeof directory>>) =>
    r.businesses.map((b) => b.businessName);

  it('lists a business for a place inside its service area and not for one outside', async () => {
    const wellington = await listed('Harbour Plumbing');
    const wide = await listed('Wide Reach Plumbing', { radiusKm: 100 });
    const porirua = await localityId(t, 'Porirua');
    const inside = await directory({ profession: 'plumber', localityId: porirua });
    expect(inside.businesses.map((b) => b._id).sort()).toEqual([wellington.id, wide.id].sort());
    expect(inside.locality).toMatchObject({ id: porirua, locality: 'Porirua' });
    const entry = inside.businesses.find((b) => b._id === wellington.id);
    expect(entry?.distanceKm).toBeGreaterThan(10);
    expect(entry?.distanceKm).toBeLessThan(25);
    expect(Number.isInteger((entry?.distanceKm ?? 0) * 10)).toBe(true);
    expect(entry).toMatchObject({
      slug: businessSlug('Harbour Plumbing', wellington.id),
      professions: [{ slug: 'plumber', name: 'Plumber' }],
      location: { locality: 'Wellington Central' },
      verified: true,
      rating: { average: null, count: 0 },
      hires: 0,
      summary: '',
    });

    const auckland = await directory({
      profession: 'plumber',
      localityId: await localityId(t, 'Auckland Central'),
    });
    expect(auckland.businesses).toEqual([]);
    expect(auckland.total).toBe(0);

    // About 80 km away: inside the 100 km circle only.
    const masterton = await directory({
      profession: 'plumber',
      localityId: await localityId(t, 'Masterton'),
    });
    expect(masterton.businesses.map((b) => b._id)).toEqual([wide.id]);
    expect(masterton.businesses[0]?.distanceKm).toBeGreaterThan(60);

    // Without a place, every plumber, and no distances.
    const anywhere = await directory({ profession: 'plumber' });
    expect(anywhere.businesses.map((b) => b._id)).toEqual(
      expect.arrayContaining([wellington.id, wide.id]),
    );
    expect(anywhere.businesses.every((b) => b.distanceKm === null)).toBe(true);
    expect(anywhere.locality).toBeNull();
  });

  it('filters by trade and hides closed accounts', async () => {
    const sparks = await listed('Bright Sparks', { profession: 'electrician' });
    const closed = await listed('Closed Sparks', { profession: 'electrician' });
    const spam = await listed('Spam Sparks', { profession: 'electrician' });
    await t.database.db.update(users).set({ status: 'DELETED' }).where(eq(users.id, closed.id));
    await t.database.db.update(users).set({ status: 'SPAM' }).where(eq(users.id, spam.id));
    const res = await directory({
      profession: 'electrician',
      localityId: await localityId(t, 'Lower Hutt'),
    });
    expect(res.businesses.map((b) => b._id)).toEqual([sparks.id]);
    expect(res.businesses[0]?.professions).toEqual([{ slug: 'electrician', name: 'Electrician' }]);

    const unknown = await directory({ profession: 'no-such-trade' });
    expect(unknown).toMatchObject({ businesses: [], total: 0 });
  });

  it('refuses a locality that does not exist and a malformed trade, naming the field', async () => {
    const place = await t.app.inject('/api/directory?localityId=99999999');
    expect(place.statusCode).toBe(400);
    expect(fieldsOf(place)).toEqual(['querystring.localityId']);
    const trade = await t.app.inject('/api/directory?profession=Not%20A%20Slug');
    expect(trade.statusCode).toBe(400);
    expect(fieldsOf(trade)).toEqual(['querystring.profession']);
  });

  it('ranks by the Bayesian average: one 5-star review does not outrank forty 4.8s', async () => {
    const one = await listed('One Review Roofing', {
      profession: 'roofer',
      ratings: { count: 1, sum: 5 },
    });
    const forty = await listed('Forty Reviews Roofing', {
      profession: 'roofer',
      ratings: { count: 40, sum: 192 },
    });
    const poor = await listed('Poor Roofing', {
      profession: 'roofer',
      ratings: { count: 20, sum: 60 },
    });
    const none = await listed('New Roofing', { profession: 'roofer' });
    // The site's mean is reused for a minute.
    later(1);
    const res = await directory({ profession: 'roofer' });
    // Site mean 257/61 = 4.21: forty 4.80 -> 4.74, one 5 -> 4.34, none -> 4.21, poor -> 3.24.
    expect(res.businesses.map((b) => b._id)).toEqual([forty.id, one.id, none.id, poor.id]);
    expect(res.businesses[0]?.rating).toEqual({ average: 4.8, count: 40 });
    expect(res.businesses[1]?.rating).toEqual({ average: 5, count: 1 });

    // minRating is the plain average.
    const four = await directory({ profession: 'roofer', minRating: 4 });
    expect(four.businesses.map((b) => b._id)).toEqual([forty.id, one.id]);
    const five = await directory({ profession: 'roofer', minRating: 5 });
    expect(five.businesses.map((b) => b._id)).toEqual([one.id]);
    const three = await directory({ profession: 'roofer', minRating: 3 });
    expect(three.total).toBe(3);
  });

  it('breaks ties by reviews, then verification, then distance, then name', async () => {
    await listed('Zeta Painting', { profession: 'painter' });
    await listed('Alpha Painting', { profession: 'painter', verified: false });
    await listed('Beta Painting', { profession: 'painter', locality: 'Lower Hutt' });
    expect(names(await directory({ profession: 'painter' }))).toEqual([
      'Beta Painting',
      'Zeta Painting',
      'Alpha Painting',
    ]);
    const near = await directory({
      profession: 'painter',
      localityId: await localityId(t, 'Wellington Central'),
    });
    expect(names(near)).toEqual(['Zeta Painting', 'Beta Painting', 'Alpha Painting']);
    expect(near.businesses[0]?.distanceKm).toBe(0);

    expect(names(await directory({ profession: 'painter', verified: true }))).toEqual([
      'Beta Painting',
      'Zeta Painting',
    ]);
    expect(names(await directory({ profession: 'painter', verified: false }))).toEqual([
      'Alpha Painting',
    ]);
  });

  it('pages the list with the total', async () => {
    for (const name of ['Tiler One', 'Tiler Two', 'Tiler Three']) {
      await listed(name, { profession: 'tiler' });
    }
    const first = await directory({ profession: 'tiler', perPage: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(names(first)).toEqual(['Tiler One', 'Tiler Three']);
    const second = await directory({ profession: 'tiler', perPage: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, page: 2 });
    expect(names(second)).toEqual(['Tiler Two']);
    const past = await directory({ profession: 'tiler', perPage: 2, page: 5 });
    expect(past).toMatchObject({ businesses: [], total: 3, page: 5 });
    const bad = await t.app.inject('/api/directory?perPage=51');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['querystring.perPage']);
  });

  it('counts the site figures from live data', async () => {
    const res = await t.app.inject('/api/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    const [expected] = await queryRows<{
      businesses: number;
      verified: number;
      reviews: number;
      stars: number;
    }>(
      t.database.db,
      sql`SELECT count(*)::int AS businesses,
                 count(*) FILTER (WHERE b.business_number_status = 'verified')::int AS verified,
                 sum(b.rating_count)::int AS reviews, sum(b.rating_sum)::int AS stars
          FROM businesses b JOIN users u ON u.id = b.user_id
          WHERE u.status = 'ACTIVE'`,
    );
    // Written out: 2 + 1 + 4 + 3 + 3 shown businesses (2 closed ones are not), one unverified.
    expect(expected).toMatchObject({ businesses: 13, verified: 12, reviews: 61, stars: 257 });
    expect(stats).toMatchObject({
      businesses: 13,
      verifiedBusinesses: 12,
      reviews: 61,
      averageRating: 4.2,
      jobsThisMonth: 0,
    });

    // Jobs published since the first of this month (UTC) count; older ones do not.
    const client = await customer(t, clock);
    const thisMonth = await postJob(t, client);
    const lastMonth = await postJob(t, client);
    await t.database.db
      .update(jobs)
      .set({ publishedAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1) })
      .where(eq(jobs.id, lastMonth._id));
    await t.database.db
      .update(jobs)
      .set({ publishedAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)) })
      .where(eq(jobs.id, thisMonth._id));
    // The figures are reused for a minute, then counted again.
    expect((await t.app.inject('/api/stats')).json().jobsThisMonth).toBe(0);
    later(1);
    expect((await t.app.inject('/api/stats')).json().jobsThisMonth).toBe(1);
  });
});
