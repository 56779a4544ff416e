import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('JSON compression', () => {
  it('sends reference data over 1 KB in brotli to a client that takes it, the same JSON once decoded', async () => {
    const plain = await t.app.inject('/api/professions');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const br = await t.app.inject({
      url: '/api/professions',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Another representation of the same body: a weak tag, still matched by a conditional GET.
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`);
    const again = await t.app.inject({
      url: '/api/professions',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('falls back to gzip, and honours q=0', async () => {
    const gz = await t.app.inject({
      url: '/api/professions',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(
      JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).professions.length,
    ).toBeGreaterThan(10);
    const none = await t.app.inject({
      url: '/api/professions',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a small answer as it is', async () => {
    const small = await t.app.inject({
      url: '/api/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
