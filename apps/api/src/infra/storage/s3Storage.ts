import type { Config } from '../../config';
import { ConfigError, StorageError } from '../../errors';
import { lazyImport } from '../../lazy';
import { type FileStorage, isStorageKey, newStorageKey } from './keys';

/** The AWS SDK's S3 client (about 20 MB): loaded only by a process configured for S3. */
const loadSdk = lazyImport(() => import('@aws-sdk/client-s3'));
type S3Sdk = Awaited<ReturnType<typeof loadSdk>>;

/** The S3_* settings, with the bucket known to be set. */
export type S3Settings = Pick<
  Config,
  'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
> & { S3_BUCKET: string };

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * Files as objects in an S3 bucket (or an S3-compatible service through S3_ENDPOINT), under
 * the same keys as the local folder. Objects carry their content type, so the bucket can
 * later serve them itself.
 */
export function s3FileStorage(settings: S3Settings): FileStorage {
  const bucket = settings.S3_BUCKET;
  // Checked here, when the storage is made at start, as before the SDK loaded on first use.
  const credentials = credentialsOf(settings);
  const connect = lazyImport(async () => {
    const sdk = await loadSdk();
    const client = new sdk.S3Client({
      region: settings.S3_REGION,
      endpoint: settings.S3_ENDPOINT,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      credentials,
      // A stalled bucket must fail the upload rather than hold the request open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
    return { sdk, client };
  });
  // Loaded meanwhile, so that the first upload does not wait for it; a failure to load is
  // thrown by the first operation.
  connect().catch(() => undefined);

  // The SDK's errors name the service's error code and message, never the credentials; this
  // message adds the operation and key so a log line says what failed.
  const failure = (sdk: S3Sdk, operation: string, key: string, error: unknown) => {
    const name = error instanceof Error ? error.name : 'Error';
    const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
    const status =
      error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    return new StorageError(
      `S3 ${operation} ${bucket}/${key} failed with ${name}${status ? ` (HTTP ${status})` : ''}${detail}`,
      { cause: error },
    );
  };

  return {
    async put(folder, extension, bytes) {
      const key = newStorageKey(folder, extension);
      const { sdk, client } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentTypes[extension] ?? 'application/octet-stream',
          }),
        );
      } catch (error) {
        throw failure(sdk, 'PutObject', key, error);
      }
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(sdk, error)) return null;
        throw failure(sdk, 'GetObject', key, error);
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw failure(sdk, 'DeleteObject', key, error);
      }
    },
  };
}

/** A missing key is an answer (null); a missing bucket is a broken configuration. */
function isMissingObject(sdk: S3Sdk, error: unknown): boolean {
  if (!(error instanceof sdk.S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

function credentialsOf(settings: S3Settings) {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  if (accessKeyId && secretAccessKey) return { accessKeyId, secretAccessKey };
  if (accessKeyId || secretAccessKey) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  // Neither set: the SDK's default chain (instance or task role, AWS_* variables).
  return undefined;
}
