import { contentPages } from '@quoteway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/content/:page', () => {
  it('serves a page in English by default, rendered, with its questions', async () => {
    const res = await t.app.inject('/api/content/help');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 'help', lang: 'en', dir: 'ltr', title: 'Help centre' });
    expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const customers = page.sections.find((s: { id: string }) => s.id === 'customers');
    expect(customers.entries.length).toBeGreaterThanOrEqual(12);
    const returns = page.sections
      .flatMap((s: { entries: unknown[] }) => s.entries)
      .find((e: { id: string }) => e.id === 'credit-returns');
    expect(returns.text).toContain('48 hours');
    expect(returns.html).toMatch(/^<p>/);
  });

  it('serves the Arabic page right to left, with the same anchors as the English', async () => {
    const [ar, en] = await Promise.all([
      t.app.inject('/api/content/privacy?lang=ar'),
      t.app.inject('/api/content/privacy?lang=en'),
    ]);
    expect(ar.statusCode).toBe(200);
    const page = ar.json();
    expect(page).toMatchObject({ page: 'privacy', lang: 'ar', dir: 'rtl', toc: true });
    expect(page.title).toMatch(/[\u0600-\u06FF]/);
    const anchors = (p: { sections: Array<{ id: string }> }) => p.sections.map((s) => s.id);
    expect(anchors(page)).toEqual(anchors(en.json()));
    expect(ar.headers.etag).not.toBe(en.headers.etag);
  });

  it('answers every page in every language', async () => {
    for (const page of contentPages) {
      const res = await t.app.inject(`/api/content/${page}?lang=zh`);
      expect({ page, status: res.statusCode }).toEqual({ page, status: 200 });
    }
  });

  it('sends an ETag and a public cache, and 304 with no body when the tag still matches', async () => {
    const first = await t.app.inject('/api/content/terms?lang=fr');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await t.app.inject({
      url: '/api/content/terms?lang=fr',
      headers: { 'if-none-match': `"stale", W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({
      url: '/api/content/terms?lang=fr',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers a page that does not exist with 404', async () => {
    for (const url of ['/api/content/careers', '/api/content/constructor?lang=it']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('no page');
    }
  });

  it('answers a language it is not written in with 400 naming the field', async () => {
    const res = await t.app.inject('/api/content/help?lang=de');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'querystring.lang' })]);
  });

  it('answers a malformed page id with 400 naming the field', async () => {
    const res = await t.app.inject('/api/content/..%2Fetc');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'params.page' })]);
  });
});
