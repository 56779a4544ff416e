import { randomBytes } from 'node:crypto';

/** Where uploaded files live: a local folder (the embedded default) or an S3 bucket. */
export interface FileStorage {
  /** Store bytes under a new unguessable key in `folder`; returns the key. */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** The bytes of a key, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z]+\/[A-Za-z0-9_-]{20,64}\.[a-z0-9]{2,5}$/;

/** True for keys this storage hands out (guards against path traversal in requests). */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** A new key in `folder`: 144 random bits, so a key cannot be guessed from another. */
export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomBytes(18).toString('base64url')}.${extension}`;
  if (!isStorageKey(key)) throw new Error(`bad folder or extension: ${folder}, ${extension}`);
  return key;
}
