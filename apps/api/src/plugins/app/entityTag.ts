import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reference data's cache policy: browsers and shared caches keep it 5 minutes, then ask
 * again with the tag (a 304 costs no body). It varies by language.
 */
export const REFERENCE_CACHE = 'public, max-age=300';

/** A strong entity tag for a body: the first 16 bytes of its SHA-256, base64url. */
export function entityTag(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this entity tag (weakly compared, or `*`). */
function matches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : (ifNoneMatch ?? '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Label an answer with its entity tag and cache policy; true when the client's copy is
 * current, and the caller answers 304 with no body (`reply.code(304).send()`).
 */
export function isNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  return matches(request.headers['if-none-match'], etag);
}
