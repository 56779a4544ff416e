import { routePath } from './url';

// The route table's public reads (`@quoteway/contracts/publicReads`: each a route index entry
// of its own), for a page's first screen, which reads a few of them before the API client
// loads (the shell's first reads): import the ones read, and the bundle keeps only those.
export * from '@quoteway/contracts/publicReads';

/** A public read's entry in the route index. */
export interface PublicRead {
  method: 'GET';
  path: string;
  access: 'public';
}

/**
 * The address of the public read `entry` with `input`, relative to the API root
 * (`/businesses/b1`), as the client's call builds it.
 */
export function publicReadPath(
  entry: PublicRead,
  input?: { params?: Record<string, unknown>; query?: object },
): string {
  return routePath(entry.path, input?.params, input?.query);
}
