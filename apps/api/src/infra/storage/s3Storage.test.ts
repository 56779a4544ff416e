import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fakes/s3Server';
import { loadConfig } from '../../config';
import { ConfigError, StorageError } from '../../errors';
import { isStorageKey } from './keys';
import { type S3Settings, s3FileStorage } from './s3Storage';
import { createFileStorage } from './storage';

// The real AWS SDK against a local server speaking S3's REST wire format with SigV4
// checks (test/fakes/s3Server.ts).

let s3: FakeS3;

beforeAll(async () => {
  s3 = await startFakeS3({ buckets: ['quoteway-media'] });
});
afterAll(async () => {
  await s3.close();
});

function settings(overrides: Partial<S3Settings> = {}): S3Settings {
  return {
    S3_BUCKET: 'quoteway-media',
    S3_REGION: s3.region,
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: true,
    ...overrides,
  };
}

const bucket = () => {
  const objects = s3.buckets.get('quoteway-media');
  if (!objects) throw new Error('no bucket');
  return objects;
};

describe('s3FileStorage', () => {
  it('stores bytes under a new unguessable key and reads them back', async () => {
    const storage = s3FileStorage(settings());
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(200_000),
    ]);
    const before = s3.requests.length;

    const key = await storage.put('chat', 'jpg', bytes);
    const again = await storage.put('chat', 'jpg', bytes);

    expect(isStorageKey(key)).toBe(true);
    expect(key).toMatch(/^chat\/[A-Za-z0-9_-]{24}\.jpg$/);
    expect(again).not.toBe(key);
    expect(bucket().get(key)?.contentType).toBe('image/jpeg');
    expect(bucket().get(key)?.body.equals(bytes)).toBe(true);
    const read = await storage.get(key);
    expect(read?.equals(bytes)).toBe(true);

    const put = s3.requests[before];
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe(`/quoteway-media/${key}`);
    expect(put?.status).toBe(200);
    expect(put?.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/ap-southeast-2/s3/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(put?.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });

  it('gives PDFs and other types their content type', async () => {
    const storage = s3FileStorage(settings());
    const pdf = await storage.put('chat', 'pdf', Buffer.from('%PDF-1.4\n'));
    const webp = await storage.put('chat', 'webp', Buffer.from('RIFF'));
    const other = await storage.put('chat', 'bin', Buffer.from('x'));
    expect(bucket().get(pdf)?.contentType).toBe('application/pdf');
    expect(bucket().get(webp)?.contentType).toBe('image/webp');
    expect(bucket().get(other)?.contentType).toBe('application/octet-stream');
  });

  it('answers null for a key the bucket does not hold, and for a key it never hands out', async () => {
    const storage = s3FileStorage(settings());
    const before = s3.requests.length;
    expect(await storage.get('chat/AAAAAAAAAAAAAAAAAAAAAAAA.jpg')).toBeNull();
    expect(s3.requests[before]?.error).toBe('NoSuchKey');
    expect(await storage.get('../etc/passwd')).toBeNull();
    expect(s3.requests).toHaveLength(before + 1);
  });

  it('deletes objects, and deleting a missing one is not an error', async () => {
    const storage = s3FileStorage(settings());
    const key = await storage.put('avatars', 'jpg', Buffer.from('picture'));
    await storage.remove(key);
    expect(bucket().has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    expect(s3.requests.at(-1)).toMatchObject({ method: 'DELETE', status: 204 });
  });

  it('surfaces a missing bucket as an error on every operation, not as a missing file', async () => {
    const storage = s3FileStorage(settings({ S3_BUCKET: 'no-such-bucket' }));
    await expect(storage.put('chat', 'jpg', Buffer.from('x'))).rejects.toThrow(StorageError);
    await expect(storage.put('chat', 'jpg', Buffer.from('x'))).rejects.toThrow(
      /^S3 PutObject no-such-bucket\/chat\/\S+ failed with NoSuchBucket \(HTTP 404\): The specified bucket does not exist$/,
    );
    await expect(storage.get('chat/AAAAAAAAAAAAAAAAAAAAAAAA.jpg')).rejects.toThrow(/NoSuchBucket/);
    await expect(storage.remove('chat/AAAAAAAAAAAAAAAAAAAAAAAA.jpg')).rejects.toThrow(
      /NoSuchBucket/,
    );
  });

  it('never puts the secret key in what it throws', async () => {
    const secret = `${s3.secretAccessKey}-but-wrong`;
    const storage = s3FileStorage(settings({ S3_SECRET_ACCESS_KEY: secret }));
    const error = await storage.put('chat', 'jpg', Buffer.from('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(String(error)).toMatch(/SignatureDoesNotMatch \(HTTP 403\)/);
    for (const text of [String(error), inspect(error, { depth: 10 }), JSON.stringify(error)]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(s3.secretAccessKey);
    }

    const unknownKey = s3FileStorage(settings({ S3_ACCESS_KEY_ID: 'AKIAUNKNOWN' }));
    await expect(unknownKey.get('chat/AAAAAAAAAAAAAAAAAAAAAAAA.jpg')).rejects.toThrow(
      /InvalidAccessKeyId/,
    );
  });

  it('refuses a half-set key pair', () => {
    expect(() => s3FileStorage(settings({ S3_SECRET_ACCESS_KEY: undefined }))).toThrow(ConfigError);
    expect(() => s3FileStorage(settings({ S3_SECRET_ACCESS_KEY: undefined }))).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/,
    );
  });
});

describe('the fake S3 server', () => {
  it('refuses requests without a SigV4 signature', async () => {
    const response = await fetch(`${s3.url}/quoteway-media/chat/AAAAAAAAAAAAAAAAAAAAAAAA.jpg`, {
      method: 'PUT',
      body: 'unsigned',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/<Error><Code>AccessDenied<\/Code>/);
    expect(bucket().has('chat/AAAAAAAAAAAAAAAAAAAAAAAA.jpg')).toBe(false);
  });
});

describe('createFileStorage', () => {
  it('uses the local folder when S3_BUCKET is unset', async () => {
    const dataDir = path.join(tmpdir(), `quoteway-storage-${randomBytes(6).toString('hex')}`);
    const storage = createFileStorage(loadConfig({}), dataDir);
    const key = await storage.put('chat', 'pdf', Buffer.from('%PDF-1.7'));
    expect(await readFile(path.join(dataDir, 'uploads', key), 'utf8')).toBe('%PDF-1.7');
  });

  it('uses the bucket when S3_BUCKET is set', async () => {
    const config = loadConfig({
      S3_BUCKET: 'quoteway-media',
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const storage = createFileStorage(config, '/nonexistent');
    const key = await storage.put('chat', 'png', Buffer.from('png'));
    expect(bucket().get(key)?.contentType).toBe('image/png');
  });
});

describe('S3 configuration', () => {
  it('defaults to Sydney, virtual-hosted addresses and no bucket', () => {
    const config = loadConfig({});
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_REGION).toBe('ap-southeast-2');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it.each([
    [{ S3_BUCKET: 'Has_Capitals' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'ab' }, 'S3_BUCKET'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_FORCE_PATH_STYLE: 'sure' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_REGION: 'Sydney' }, 'S3_REGION'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});
