import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { type FileStorage, isStorageKey, newStorageKey } from './keys';
import { s3FileStorage } from './s3Storage';

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
