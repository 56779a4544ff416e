import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/infra/clock';
import { createTestApp, type TestApp } from './app';
import { business, customer, jobBody, type Party } from './marketplace';
import { multipart } from './multipart';

// Input PostgreSQL cannot store, or numbers beyond their columns, get a 400 naming the field
// on every route, never a 500 from deep in a query (issue 10's probe found these).

let t: TestApp;
let buyer: Party;
let seller: Party;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await customer(t, systemClock);
  seller = await business(t, systemClock);
});
afterAll(() => t?.close());

const NUL = 'a\u0000b';
const LONE = 'x\uD800y';

async function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: Party | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect((res.json() as { fields: Array<{ field: string }> }).fields[0]?.field).toBe(field);
}

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['a NUL', NUL],
    ['a lone surrogate', LONE],
  ])('is refused with %s in a body, a query and a nested answer', async (_, bad) => {
    expectRefused(
      await send('POST', '/api/forgot-password', null, { email: `me${bad}@example.co.nz` }),
      'body.email',
    );
    // A URL carries UTF-8, which has no lone surrogates: the query is tried with a NUL.
    expectRefused(
      await send('GET', `/api/localities?q=${encodeURIComponent(`Wel${NUL}`)}`, null),
      'querystring.q',
    );
    expectRefused(
      await send('PUT', '/api/update-user-field', buyer, { field: 'userName', value: bad }),
      'body.value',
    );
    const body = await jobBody(t, {
      answers: [{ questionId: 'work-type', options: ['Other (Please specify)'], text: bad }],
    });
    expectRefused(await send('POST', '/api/jobs', buyer, body), 'body.answers.0.text');
    expectRefused(
      await send('POST', '/api/send-quote', seller, { jobId: bad, comment: 'x' }),
      'body.jobId',
    );
  });

  it('takes emoji and Arabic as they are', async () => {
    const res = await send('PUT', '/api/update-user-field', buyer, {
      field: 'userName',
      value: 'Aroha 👍🏽 مرحبا',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('numbers beyond their columns', () => {
  it('refuses a locality id past the integer column, signed in or not', async () => {
    const tooBig = 2_147_483_648;
    expectRefused(
      await send('POST', '/api/jobs', null, await jobBody(t, { localityId: tooBig })),
      'body.localityId',
    );
    expectRefused(
      await send('PUT', '/api/business/service-area', seller, {
        professions: ['plumber'],
        localityId: tooBig,
        radiusKm: 30,
      }),
      'body.localityId',
    );
  });
});

describe('uploads', () => {
  it('refuses multipart without a boundary on both upload routes', async () => {
    for (const url of ['/api/profile-image', '/api/send-media-message']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...seller.headers, 'content-type': 'multipart/form-data' },
        payload: 'not really multipart',
      });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('refuses a truncated PNG as a profile picture with a 400 naming the field', async () => {
    // A real PNG cut short: its header reads as an image, its pixel data does not.
    const whole = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#3366aa',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const png = whole.subarray(0, Math.floor(whole.length * 0.6));
    const form = multipart(
      {},
      { field: 'image', filename: 'me.png', type: 'image/png', bytes: png },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile-image',
      headers: { ...seller.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body.image');
  });
});
