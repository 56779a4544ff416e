import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

let t: TestApp;
let webDir: string;
/** An asset big enough to be worth compressing (the build leaves files under 1 KB alone). */
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;

beforeAll(async () => {
  // Real built-app folders, so the SPA fallback is tested without running `vite build`.
  webDir = await mkdtemp(path.join(tmpdir(), 'quoteway-web-'));
  await mkdir(path.join(webDir, 'shell', 'dist', 'assets'), { recursive: true });
  await mkdir(path.join(webDir, 'embed', 'dist', 'assets'), { recursive: true });
  await writeFile(
    path.join(webDir, 'shell', 'dist', 'index.html'),
    '<!doctype html><head><title>shell</title></head>',
  );
  await writeFile(path.join(webDir, 'shell', 'dist', 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(
    path.join(webDir, 'embed', 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><title>embed</title></head></html>',
  );
  await writeFile(path.join(webDir, 'embed', 'dist', 'embed.js'), '(function(){})();');
  await writeFile(path.join(webDir, 'shell', 'dist', 'assets', 'big-def456.js'), bigScript);
  // The build's own compression step, on the real files.
  await promisify(execFile)(process.execPath, [
    path.join(import.meta.dirname, '../../../scripts/compress-dist.mjs'),
    path.join(webDir, 'shell', 'dist'),
  ]);
  t = await createTestApp({ WEB_DIST_DIR: webDir, RATE_LIMIT_MAX: 1000 });
});

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers /api/healthz', async () => {
    const res = await t.app.inject('/api/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /api/readyz with the database in use', async () => {
    const res = await t.app.inject('/api/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      checks: { database: true, demo: true, serving: true },
      places: 'loaded',
    });
  });
});

describe('security headers', () => {
  it('sends a CSP that forbids framing on API and pages', async () => {
    for (const url of [
      '/api/healthz',
      '/home',
      '/landing-page/plumber/auckland',
      '/signin',
      '/my-jobs',
      '/no-such-page',
      // Only the paths themselves are frameable, not ones that start alike.
      '/iframehomepage',
      '/jobiframes',
      '/embed/assets/index.js',
    ]) {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives each page a fresh style nonce, in its CSP and its <meta name="csp-nonce">', async () => {
    const nonces = new Set<string>();
    for (const url of ['/home', '/home', '/signin', '/jobiframe', '/iframehome']) {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      const meta = /<meta name="csp-nonce" content="([^"]+)">/.exec(res.body)?.[1] ?? '';
      expect(meta).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp).toContain(`style-src 'self' 'nonce-${meta}'`);
      // Styles only: scripts are the built files, never inline.
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      nonces.add(meta);
    }
    expect(nonces.size).toBe(5);
    // Responses that are not pages carry no nonce.
    const api = await t.app.inject('/api/healthz');
    expect(String(api.headers['content-security-policy'])).toContain("style-src 'self';");
  });

  it('lets any site frame the embeds, and only them', async () => {
    for (const url of [
      '/jobiframe',
      '/jobiframe/plumber/wellington',
      '/jobiframe/plumber/auckland?widget=w1&host=https%3A%2F%2Fplumber.example&lang=ar',
      '/businessiframe/builder',
      '/businessiframe?business=00000000-0000-4000-8000-0000000000b1',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>embed</title>');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('frame-ancestors *');
      expect(csp).not.toContain("frame-ancestors 'none'");
      // Still no inline script, and the widget's API calls go to its own origin.
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("connect-src 'self'");
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('writes an embed’s ?theme= on its <html>, a theme it knows only', async () => {
    const htmlTag = async (url: string) => /<html[^>]*>/.exec((await t.app.inject(url)).body)?.[0];
    expect(await htmlTag('/jobiframe/plumber?lang=ar&theme=dark')).toBe(
      '<html data-theme="dark" lang="en">',
    );
    expect(await htmlTag('/businessiframe?business=b1&theme=semi-dark')).toBe(
      '<html data-theme="semi-dark" lang="en">',
    );
    // None, or one it does not know: the device's (the CSS's default).
    expect(await htmlTag('/jobiframe')).toBe('<html lang="en">');
    expect(await htmlTag('/jobiframe?theme=%22%3E%3Cscript%3E')).toBe('<html lang="en">');
  });

  it('lets any site frame /iframehome, the shell’s hero and wizard', async () => {
    for (const url of ['/iframehome', '/iframehome/plumber/auckland', '/iframehome?lang=ar']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      // The shell's page (its head filled in), not the embed app.
      expect(res.body).not.toContain('<title>embed</title>');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('frame-ancestors *');
      expect(csp).toContain("script-src 'self';");
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });
});

describe('the host script /embed.js', () => {
  it('may be loaded by any site, and is cached briefly', async () => {
    const res = await t.app.inject({
      url: '/embed.js',
      headers: { origin: 'https://plumbers.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('(function(){})();');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('web apps on the same port', () => {
  it.each(['/', '/home', '/leads/tab?x=1', '/policy/0'])(
    'serves the shell for %s, with the page’s title',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toMatch(
        /^<!doctype html><head><meta name="csp-nonce" content="[^"]+"><title>[^<]*Quoteway<\/title>/,
      );
    },
  );

  it('serves the shell with a 404 for an address that is no page', async () => {
    const res = await t.app.inject('/anything/at/all');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Page not found · Quoteway</title>');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing file or API path with a JSON 404, not the shell', async () => {
    for (const url of ['/assets/missing.js', '/api/nothing-here']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/localities',
        '/api/localities/nearest',
        '/api/professions/{slug}',
      ]),
    );
    expect(
      doc.paths['/api/localities'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(expect.arrayContaining(['q', 'country', 'limit']));
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('bad input', () => {
  it('treats a malformed percent-escape as plain text, not a server error', async () => {
    const res = await t.app.inject('/api/localities?q=%E0%A4%A');
    expect(res.statusCode).toBe(200);
    expect(res.json().localities).toEqual([]);
  });

  it.each([
    '/api/localities?q=a&q=b',
    '/api/localities?q=a&limit=-1',
    '/api/localities?q=a&limit=1.5',
    '/api/localities/nearest?lat=NaN&lng=1',
    '/api/localities/nearest?lat=Infinity&lng=1',
    '/api/localities/nearest?lat=&lng=',
    '/api/professions/%',
    `/api/professions/${'x'.repeat(200)}`,
  ])('answers %s with a 4xx', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBeTruthy();
  });

  it('rejects malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/professions',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('compression', () => {
  it('sends an asset’s brotli or gzip copy by Accept-Encoding, and the file itself otherwise', async () => {
    const url = '/assets/big-def456.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses the pages, which are filled per request', async () => {
    // Each page has its own style nonce; the rest is the same page.
    const sameNonce = (html: string) => html.replace(/content="[A-Za-z0-9+/=]{24}"/, 'content=""');
    const plain = await t.app.inject('/home');
    const br = await t.app.inject({ url: '/home', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(sameNonce(brotliDecompressSync(br.rawPayload).toString())).toBe(sameNonce(plain.body));
    const gz = await t.app.inject({
      url: '/home',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(sameNonce(gunzipSync(gz.rawPayload).toString())).toBe(sameNonce(plain.body));
  });
});
