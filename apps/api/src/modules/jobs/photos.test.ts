import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, leadList, open, type Party, postJob } from '../../../test/marketplace';
import { multipart } from '../../../test/multipart';
import { jobs } from '../../db/schema';

// Issue 29: a job's title comes from its answers, and a job carries up to 5 photos that its
// customer adds and the businesses that may see its lead are shown.

const clock = { now: () => new Date('2026-11-22T00:00:00Z') };
let t: TestApp;
let owner: Party;
let plumber: Party;
let electrician: Party;
let stranger: Party;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  owner = await customer(t, clock);
  stranger = await customer(t, clock);
  plumber = await business(t, clock, { profession: 'plumber', locality: 'Porirua' });
  electrician = await business(t, clock, { profession: 'electrician', locality: 'Porirua' });
});
afterAll(() => t.close());

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f9f' } })
    .png()
    .toBuffer();

async function addPhoto(who: Party, jobId: string, bytes: Buffer, filename = 'leak.png') {
  const form = multipart({}, { field: 'image', filename, type: 'image/png', bytes });
  return t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/photos`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

async function lead(who: Party, jobId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/get-lead/${jobId}`,
    headers: who.headers,
  });
  return { status: res.statusCode, body: res.statusCode === 200 ? open(res.json()) : null };
}

describe("a job's title", () => {
  it('is its most specific answers, for the customer and the businesses', async () => {
    const job = await postJob(t, owner);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/my-jobs/${job._id}`,
      headers: owner.headers,
    });
    expect(mine.json().job.titleParts).toEqual(['Leak or burst pipe', 'House']);
    const listed = await leadList(t, plumber, 'new');
    const row = listed.data.find((l) => l._id === job._id) as { titleParts?: string[] };
    expect(row?.titleParts).toEqual(['Leak or burst pipe', 'House']);
  });

  it("is in the reader's language, as the trade's own options read", async () => {
    const job = await postJob(t, owner);
    const zh = { ...owner.headers, 'accept-language': 'zh' };
    const mine = await t.app.inject({ method: 'GET', url: `/api/my-jobs/${job._id}`, headers: zh });
    const plumberQuestions = await t.app.inject({
      method: 'GET',
      url: '/api/professions/plumber',
      headers: { 'accept-language': 'zh' },
    });
    const labelOf = (id: string, option: string) => {
      const q = plumberQuestions
        .json()
        .questions.find((question: { id: string }) => question.id === id);
      return q.optionLabels[q.options.indexOf(option)];
    };
    const expected = [
      labelOf('work-type', 'Leak or burst pipe'),
      labelOf('property-type', 'House'),
    ];
    expect(expected).not.toContain('House');
    expect(mine.json().job.titleParts).toEqual(expected);
  });

  it('falls back to the trade for a job posted before titles', async () => {
    const job = await postJob(t, owner);
    await t.database.db.update(jobs).set({ titleParts: [] }).where(eq(jobs.id, job._id));
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/my-jobs/${job._id}`,
      headers: owner.headers,
    });
    expect(mine.json().job.titleParts).toEqual(['Plumber']);
  });
});

describe("a job's photos", () => {
  it('are added by the owner and shown on My Jobs and on the lead, re-encoded as JPEG', async () => {
    const job = await postJob(t, owner);
    const first = await addPhoto(owner, job._id, await png());
    expect(first.statusCode).toBe(200);
    const second = await addPhoto(owner, job._id, await png(40, 40), 'tap.png');
    expect(second.statusCode).toBe(200);
    const photos = second.json().job.photos;
    expect(photos).toHaveLength(2);

    const seen = await lead(plumber, job._id);
    expect(seen.status).toBe(200);
    expect((seen.body as { job: { photos: unknown[] } }).job.photos).toEqual(photos);
    const listed = await leadList(t, plumber, 'new');
    expect((listed.data.find((l) => l._id === job._id) as { photos?: unknown[] })?.photos).toEqual(
      photos,
    );

    const image = await t.app.inject({ method: 'GET', url: photos[0].url });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('are at most 5: the sixth is refused naming the image field, and nothing changes', async () => {
    const job = await postJob(t, owner);
    for (let i = 0; i < 5; i++) {
      expect((await addPhoto(owner, job._id, await png(20 + i, 20))).statusCode).toBe(200);
    }
    const sixth = await addPhoto(owner, job._id, await png());
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().fields).toEqual([
      { field: 'body.image', message: 'A job can carry at most 5 photos' },
    ]);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job._id));
    expect(row?.photos).toHaveLength(5);
  });

  it('are added only by the job’s customer: anyone else gets 404 and changes nothing', async () => {
    const job = await postJob(t, owner);
    expect((await addPhoto(stranger, job._id, await png())).statusCode).toBe(404);
    expect((await addPhoto(plumber, job._id, await png())).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job._id));
    expect(row?.photos).toEqual([]);
  });

  it('are seen only by businesses that may see the lead', async () => {
    const job = await postJob(t, owner);
    expect((await addPhoto(owner, job._id, await png())).statusCode).toBe(200);
    expect((await lead(electrician, job._id)).status).toBe(404);
  });

  it('are checked from their bytes, with the limit in the message', async () => {
    const job = await postJob(t, owner);
    const text = await addPhoto(owner, job._id, Buffer.from('not a picture at all'), 'leak.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().fields[0].field).toBe('body.image');
    const huge = await addPhoto(owner, job._id, await png(11_000, 10_000));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields[0]).toEqual({
      field: 'body.image',
      message: expect.stringContaining('110 megapixels'),
    });
  });

  it('cannot be added to a cancelled job', async () => {
    const job = await postJob(t, owner);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/cancel`,
      headers: owner.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await addPhoto(owner, job._id, await png())).statusCode).toBe(409);
  });
});
