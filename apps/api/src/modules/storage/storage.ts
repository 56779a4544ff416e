import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. The local folder is the embedded default; S3 comes with chat media. */
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

/** Files in a folder on local disk (DATA_DIR/uploads). */
export function localFileStorage(root: string): FileStorage {
  const file = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(18).toString('base64url')}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(file(key), bytes);
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return await readFile(file(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (isStorageKey(key)) await rm(file(key), { force: true });
    },
  };
}
