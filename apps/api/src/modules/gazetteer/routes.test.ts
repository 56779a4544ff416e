import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { expectConditionalGet } from '../../../test/conditionalGet';
import { gazetteerRepository } from './repository';
import { gazetteerService } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = (body: { localities: Array<{ locality: string }> }) =>
  body.localities.map((l) => l.locality);

describe('GET /api/localities', () => {
  it('finds by name prefix, prefix matches first', async () => {
    const res = await t.app.inject('/api/localities?q=Auck');
    expect(res.statusCode).toBe(200);
    expect(names(res.json())[0]).toMatch(/^Auckland/);
  });

  it.each([
    ['Welington', 'Wellington'],
    ['Chrstchurch', 'Christchurch'],
    ['Tauranag', 'Tauranga'],
  ])('tolerates the typo %s', async (q, expected) => {
    const res = await t.app.inject(`/api/localities?q=${q}`);
    expect(res.statusCode).toBe(200);
    expect(names(res.json()).some((n) => n.startsWith(expected))).toBe(true);
  });

  it('finds by postcode, kept as a string', async () => {
    const res = await t.app.inject('/api/localities?q=6011');
    const [first] = res.json().localities;
    expect(first.postcode).toBe('6011');
    expect(first.region).toBe('Wellington');
  });

  it('keeps leading zeros of NZ postcodes', async () => {
    const res = await t.app.inject('/api/localities?q=Whangarei');
    expect(res.json().localities[0].postcode).toMatch(/^0\d{3}$/);
  });

  it('honours the limit', async () => {
    const res = await t.app.inject('/api/localities?q=a&limit=2');
    expect(res.json().localities.length).toBeLessThanOrEqual(2);
  });

  it('treats LIKE wildcards in the query as text', async () => {
    const res = await t.app.inject('/api/localities?q=%25%25');
    expect(res.statusCode).toBe(200);
    expect(res.json().localities).toEqual([]);
  });

  it.each([
    ['', 'querystring.q'],
    ['?q=', 'querystring.q'],
    ['?q=auck&country=XX', 'querystring.country'],
    ['?q=auck&limit=1000', 'querystring.limit'],
    ['?q=auck&limit=two', 'querystring.limit'],
    [`?q=${'a'.repeat(81)}`, 'querystring.q'],
  ])('answers %s with a 400 naming %s', async (qs, field) => {
    const res = await t.app.inject(`/api/localities${qs}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(body.message).toContain(field);
  });
});

describe('place answers and caches', () => {
  it.each([['/api/localities?q=Auck'], ['/api/localities/nearest?lat=-36.85&lng=174.76']])(
    '%s answers 304 to a client holding the current copy, and the body to any other',
    (url) => expectConditionalGet(t.app, url, 'public, max-age=60'),
  );

  it('tags different questions apart', async () => {
    const auckland = await t.app.inject('/api/localities?q=Auck');
    const wellington = await t.app.inject('/api/localities?q=Wellin');
    expect(auckland.headers.etag).not.toBe(wellington.headers.etag);
  });
});

describe('GET /api/localities/nearest', () => {
  it('finds the nearest locality to a coordinate', async () => {
    // Parliament, Wellington.
    const res = await t.app.inject('/api/localities/nearest?lat=-41.2784&lng=174.7767');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.locality.region).toBe('Wellington');
    expect(body.distanceKm).toBeLessThan(10);
  });

  it('finds Christchurch for a point in Christchurch', async () => {
    const res = await t.app.inject('/api/localities/nearest?lat=-43.531&lng=172.637&country=NZ');
    expect(res.json().locality.region).toBe('Canterbury');
  });

  it('answers 404 for a country with no localities', async () => {
    const res = await t.app.inject('/api/localities/nearest?lat=-33.86&lng=151.2&country=IN');
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['?lat=200&lng=174', 'querystring.lat'],
    ['?lat=-41&lng=abc', 'querystring.lng'],
    ['?lng=174', 'querystring.lat'],
  ])('answers %s with a 400 naming %s', async (qs, field) => {
    const res = await t.app.inject(`/api/localities/nearest${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('gazetteer import', () => {
  it('imports good rows and reports the bad ones instead of keeping them', async () => {
    const service = gazetteerService(gazetteerRepository(t.database.db));
    const csv = [
      'postcode,locality,region,long,lat,territory,island',
      '9999,Testville,Otago,170.5,-45.9,Dunedin City,South Island',
      '1234,Faraway,Punjab,75.8,30.9,,Asia Island',
      '9998,Wrongisland,Otago,170.4,-45.8,Dunedin City,North Island',
    ].join('\n');
    const report = await service.importText(csv, 'inline.csv', 'NZ');
    expect(report.imported).toBe(2);
    expect(report.rejected).toHaveLength(1);
    expect(report.rejected[0]?.reason).toMatch(/Punjab/);
    expect(report.repaired.some((r) => r.line === 4)).toBe(true);
    // The rows were written by another service, as by another process: the app's in-memory
    // index sees the new version of `localities` at its next check (at most a second later).
    await vi.waitFor(
      async () => {
        const res = await t.app.inject('/api/localities?q=Testville');
        expect(names(res.json())).toEqual(['Testville']);
      },
      { timeout: 15_000, interval: 250 },
    );
    const repaired = await t.app.inject('/api/localities?q=Wrongisland');
    expect(repaired.json().localities[0].island).toBe('South Island');
  });
});
