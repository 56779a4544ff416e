import { publicReads } from '@quoteway/contracts/publicReads';
import type { ApiInput } from './client';
import { routePath } from './url';

// The route table's public reads (`publicReads`, a part of the route index), for a page's
// first screen, which reads them before the API client loads (the shell's first reads): the
// client's own address for a call, without the rest of the route table.

/** A public read: a GET anyone may make. */
export type PublicReadName = keyof typeof publicReads;

/** Whether `name` is a public read (the route index says so). */
export function isPublicRead(name: string): name is PublicReadName {
  return Object.hasOwn(publicReads, name);
}

/**
 * The address of a public read with `input`, relative to the API root (`/businesses/b1`), as
 * the client's call builds it.
 */
export function publicReadPath<K extends PublicReadName>(name: K, input?: ApiInput<K>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: object };
  return routePath(publicReads[name].path, params, query);
}
