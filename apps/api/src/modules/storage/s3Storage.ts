import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { ConfigError, StorageError } from '../../errors';
import { type FileStorage, isStorageKey, newStorageKey } from './keys';

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
  const client = new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials: credentialsOf(settings),
    // A stalled bucket must fail the upload rather than hold the request open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });

  // The SDK's errors name the service's error code and message, never the credentials; this
  // message adds the operation and key so a log line says what failed.
  const failure = (operation: string, key: string, error: unknown) => {
    const name = error instanceof Error ? error.name : 'Error';
    const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    return new StorageError(
      `S3 ${operation} ${bucket}/${key} failed with ${name}${status ? ` (HTTP ${status})` : ''}${detail}`,
      { cause: error },
    );
  };

  return {
    async put(folder, extension, bytes) {
      const key = newStorageKey(folder, extension);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentTypes[extension] ?? 'application/octet-stream',
          }),
        );
      } catch (error) {
        throw failure('PutObject', key, error);
      }
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw failure('GetObject', key, error);
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw failure('DeleteObject', key, error);
      }
    },
  };
}

/** A missing key is an answer (null); a missing bucket is a broken configuration. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
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
