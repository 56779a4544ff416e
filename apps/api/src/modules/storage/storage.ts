import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { s3FileStorage } from './s3Storage';

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

/** Files in a folder on local disk (DATA_DIR/uploads). */
function localFileStorage(root: string): FileStorage {
  const file = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(folder, extension, bytes) {
      const key = newStorageKey(folder, extension);
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

type StorageConfig = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The S3 bucket when S3_BUCKET is set, else the folder `<dataDir>/uploads`. */
export function createFileStorage(config: StorageConfig, dataDir: string): FileStorage {
  const { S3_BUCKET: bucket } = config;
  if (bucket) return s3FileStorage({ ...config, S3_BUCKET: bucket });
  return localFileStorage(path.join(dataDir, 'uploads'));
}
