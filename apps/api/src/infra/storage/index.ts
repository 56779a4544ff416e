export { isStorageKey } from './keys';
export type { FileStorage } from './keys';
export { createFileStorage } from './storage';

/** Where the browser fetches a public image (a logo, a gallery or review photo) by its key. */
export function publicMediaUrl(key: string): string {
  return `/api/media/${key}`;
}
