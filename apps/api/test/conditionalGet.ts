import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * The conditional-GET contract of a tagged answer: a strong entity tag and `cacheControl` on
 * the first answer, 304 with no body to a client holding that tag, and the whole body again to
 * one holding another.
 */
export async function expectConditionalGet(
  app: FastifyInstance,
  url: string,
  cacheControl: string,
): Promise<void> {
  const first = await app.inject(url);
  expect(first.statusCode).toBe(200);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[\w-]{22}"$/);
  expect(first.headers['cache-control']).toBe(cacheControl);

  const again = await app.inject({ url, headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');

  const stale = await app.inject({ url, headers: { 'if-none-match': '"not-this-one"' } });
  expect(stale.statusCode).toBe(200);
  expect(stale.json()).toEqual(first.json());
}
