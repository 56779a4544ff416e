import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { expectConditionalGet } from '../../../test/conditionalGet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('professions', () => {
  it('lists the taxonomy with a category for every trade', async () => {
    const res = await t.app.inject('/api/professions');
    expect(res.statusCode).toBe(200);
    const { categories, professions } = res.json();
    expect(professions.length).toBeGreaterThanOrEqual(55);
    const slugs = new Set(categories.map((c: { slug: string }) => c.slug));
    for (const p of professions) expect(slugs.has(p.categorySlug)).toBe(true);
    expect(professions[0]).not.toHaveProperty('questions');
  });

  it('returns one trade with its wizard questions', async () => {
    const res = await t.app.inject('/api/professions/plumber');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.name).toBe('Plumber');
    const budget = body.questions.find((q: { kind: string }) => q.kind === 'budget');
    expect(budget.options).toEqual(['Total', 'Hourly Rate', 'Not sure yet']);
    const timing = body.questions.find((q: { kind: string }) => q.kind === 'timing');
    expect(timing.options).toContain('Specific date');
  });

  it('answers an unknown trade with 404', async () => {
    const res = await t.app.inject('/api/professions/astronaut');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('astronaut');
  });

  it('answers a malformed slug with a 400 naming the field', async () => {
    const res = await t.app.inject('/api/professions/Not%20A%20Slug');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('params.slug');
  });
});

describe('reference data caching', () => {
  it.each([['/api/professions'], ['/api/professions/plumber'], ['/api/plans']])(
    '%s answers 304 to a client holding the current copy',
    (url) => expectConditionalGet(t.app, url, 'public, max-age=300'),
  );

  it('tags each language and each site apart', async () => {
    const english = await t.app.inject('/api/professions');
    const french = await t.app.inject({
      url: '/api/professions',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.headers.etag).not.toBe(english.headers.etag);
    const stale = await t.app.inject({
      url: '/api/professions',
      headers: { 'accept-language': 'fr', 'if-none-match': String(english.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);

    const nz = await t.app.inject('/api/plans');
    const au = await t.app.inject({ url: '/api/plans', headers: { host: 'quoteway.com.au' } });
    expect(au.json().country).toBe('AU');
    expect(au.headers.etag).not.toBe(nz.headers.etag);
  });
});
