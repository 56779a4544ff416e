export { isStorageKey } from './keys';
export type { FileStorage } from './keys';
export { createFileStorage } from './storage';
