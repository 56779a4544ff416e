import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * A test double of Amazon S3, which cannot run here: a local HTTP server on 127.0.0.1
 * speaking the S3 REST wire format for PutObject, GetObject and DeleteObject with path-style
 * addresses (`PUT /bucket/key`, `GET /bucket/key`, `DELETE /bucket/key`).
 *
 * Every request must be signed with AWS Signature Version 4 for the fake's key pair and
 * region: the `Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…`
 * header is checked in full (canonical request, string to sign, derived key), as are
 * `x-amz-date` (15 minutes of skew at most) and `x-amz-content-sha256`, which must be the
 * SHA-256 of the body or UNSIGNED-PAYLOAD. A CRC32 checksum sent with a PUT is checked, kept
 * and returned on a GET that asks for it (`x-amz-checksum-mode: ENABLED`).
 *
 * Answers are S3's: 200 with an ETag for a PUT, 200 with the body, type and length for a
 * GET, 204 for a DELETE (whether or not the key existed), and errors as
 * `<Error><Code>…</Code><Message>…</Message>…</Error>` with S3's status: NoSuchKey and
 * NoSuchBucket (404), AccessDenied, InvalidAccessKeyId, SignatureDoesNotMatch and
 * RequestTimeTooSkewed (403), InvalidRequest, XAmzContentSHA256Mismatch, BadDigest and
 * AuthorizationHeaderMalformed (400), MethodNotAllowed (405).
 */

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
  crc32?: string;
}

export interface RecordedS3Request {
  method: string;
  /** The path as sent, still percent-encoded. */
  path: string;
  headers: IncomingMessage['headers'];
  status: number;
  /** The S3 error code answered, if any. */
  error?: string;
}

export interface FakeS3 {
  /** Origin to configure as S3_ENDPOINT (with S3_FORCE_PATH_STYLE=true). */
  url: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects by bucket, then key. Only the buckets given at start exist. */
  buckets: Map<string, Map<string, StoredObject>>;
  /** Every request received, oldest first. */
  requests: RecordedS3Request[];
  close(): Promise<void>;
}

class S3Failure {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
    readonly extra: Record<string, string> = {},
  ) {}
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** RFC 3986 encoding, as SigV4 canonicalises query parameters. */
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,]+)\/(\d{8})\/([^/,]+)\/([^/,]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/** Start the fake on a free port; `buckets` name the buckets that exist. */
export async function startFakeS3(options: { buckets: string[] }): Promise<FakeS3> {
  const region = 'ap-southeast-2';
  const accessKeyId = `AKIA${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(30).toString('base64');
  const buckets = new Map(options.buckets.map((name) => [name, new Map<string, StoredObject>()]));
  const requests: RecordedS3Request[] = [];

  /** Checks the SigV4 signature; throws S3's error when it does not hold. */
  function authenticate(request: IncomingMessage, pathAndQuery: string, body: Buffer) {
    const header = request.headers.authorization;
    if (!header) throw new S3Failure(403, 'AccessDenied', 'Access Denied');
    const match = AUTHORIZATION.exec(header);
    if (!match) {
      throw new S3Failure(
        400,
        'AuthorizationHeaderMalformed',
        'The authorization header is malformed; the authorization header requires three components: Credential, SignedHeaders, and Signature.',
      );
    }
    const [, keyId, day, scopeRegion, service, signedHeaders, signature] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (keyId !== accessKeyId) {
      throw new S3Failure(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
        { AWSAccessKeyId: keyId },
      );
    }
    if (scopeRegion !== region || service !== 's3') {
      throw new S3Failure(
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the region '${scopeRegion}' is wrong; expecting '${region}'`,
        { Region: region },
      );
    }
    const payloadHash = request.headers['x-amz-content-sha256'];
    if (typeof payloadHash !== 'string') {
      throw new S3Failure(
        400,
        'InvalidRequest',
        'Missing required header for this request: x-amz-content-sha256',
      );
    }
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
        { ClientComputedContentSHA256: payloadHash, S3ComputedContentSHA256: sha256(body) },
      );
    }
    const amzDate = request.headers['x-amz-date'];
    const time =
      typeof amzDate === 'string'
        ? Date.parse(
            amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
          )
        : Number.NaN;
    if (typeof amzDate !== 'string' || Number.isNaN(time) || !amzDate.startsWith(day)) {
      throw new S3Failure(
        403,
        'AccessDenied',
        'AWS authentication requires a valid Date or x-amz-date header',
      );
    }
    if (Math.abs(Date.now() - time) > 15 * 60_000) {
      throw new S3Failure(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) {
      throw new S3Failure(
        400,
        'AuthorizationHeaderMalformed',
        'The authorization header is malformed; host and x-amz-date must be signed.',
      );
    }
    const mark = pathAndQuery.indexOf('?');
    const rawPath = mark === -1 ? pathAndQuery : pathAndQuery.slice(0, mark);
    const rawQuery = mark === -1 ? '' : pathAndQuery.slice(mark + 1);
    const query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const equals = pair.indexOf('=');
        const name = equals === -1 ? pair : pair.slice(0, equals);
        const value = equals === -1 ? '' : pair.slice(equals + 1);
        return [uriEncode(decodeURIComponent(name)), uriEncode(decodeURIComponent(value))] as const;
      })
      .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const canonicalHeaders = names
      .map((name) => {
        const value = request.headers[name];
        const text = Array.isArray(value) ? value.join(',') : (value ?? '');
        return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
      })
      .join('');
    // S3 signs the path exactly as sent: no second encoding, no dot-segment normalisation.
    const canonicalRequest = [
      request.method,
      rawPath,
      query,
      canonicalHeaders,
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    const signingKey = hmac(
      hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'),
      'aws4_request',
    );
    const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      throw new S3Failure(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        { AWSAccessKeyId: keyId, StringToSign: stringToSign, CanonicalRequest: canonicalRequest },
      );
    }
  }

  function handle(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const pathAndQuery = request.url ?? '/';
    const [rawPath = '/'] = pathAndQuery.split('?', 1);
    const slash = rawPath.indexOf('/', 1);
    const bucketName = decodeURIComponent(
      slash === -1 ? rawPath.slice(1) : rawPath.slice(1, slash),
    );
    const key = slash === -1 ? '' : decodeURIComponent(rawPath.slice(slash + 1));
    authenticate(request, pathAndQuery, body);
    const bucket = buckets.get(bucketName);
    if (!bucket) {
      throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist', {
        BucketName: bucketName,
      });
    }
    if (!key || !['PUT', 'GET', 'DELETE'].includes(request.method ?? '')) {
      throw new S3Failure(
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
        {
          Method: request.method ?? '',
          ResourceType: key ? 'OBJECT' : 'BUCKET',
        },
      );
    }
    if (request.method === 'PUT') {
      const checksum = request.headers['x-amz-checksum-crc32'];
      if (typeof checksum === 'string') {
        const actual = Buffer.alloc(4);
        actual.writeUInt32BE(crc32(body));
        if (checksum !== actual.toString('base64')) {
          throw new S3Failure(
            400,
            'BadDigest',
            'The CRC32 you specified did not match the calculated checksum.',
          );
        }
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      bucket.set(key, {
        body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        etag,
        lastModified: new Date(),
        ...(typeof checksum === 'string' ? { crc32: checksum } : {}),
      });
      response.writeHead(200, {
        ETag: etag,
        ...(typeof checksum === 'string' ? { 'x-amz-checksum-crc32': checksum } : {}),
        'Content-Length': '0',
      });
      response.end();
      return;
    }
    if (request.method === 'DELETE') {
      bucket.delete(key);
      response.writeHead(204).end();
      return;
    }
    const object = bucket.get(key);
    if (!object) {
      throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
    }
    const withChecksum = request.headers['x-amz-checksum-mode'] === 'ENABLED' && object.crc32;
    response.writeHead(200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.body.length),
      ETag: object.etag,
      'Last-Modified': object.lastModified.toUTCString(),
      'Accept-Ranges': 'bytes',
      ...(withChecksum
        ? { 'x-amz-checksum-crc32': object.crc32, 'x-amz-checksum-type': 'FULL_OBJECT' }
        : {}),
    });
    response.end(object.body);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const requestId = randomBytes(8).toString('hex').toUpperCase();
      response.setHeader('x-amz-request-id', requestId);
      response.setHeader('x-amz-id-2', randomBytes(24).toString('base64'));
      response.setHeader('Server', 'AmazonS3');
      const record: RecordedS3Request = {
        method: request.method ?? '',
        path: (request.url ?? '').split('?', 1)[0] ?? '',
        headers: request.headers,
        status: 0,
      };
      requests.push(record);
      try {
        handle(request, Buffer.concat(chunks), response);
        record.status = response.statusCode;
      } catch (error) {
        const failure =
          error instanceof S3Failure
            ? error
            : new S3Failure(
                500,
                'InternalError',
                'We encountered an internal error. Please try again.',
              );
        record.status = failure.status;
        record.error = failure.code;
        const fields = Object.entries(failure.extra)
          .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
          .join('');
        const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${xmlEscape(failure.message)}</Message>${fields}<RequestId>${requestId}</RequestId><HostId>${randomBytes(24).toString('base64')}</HostId></Error>`;
        response.writeHead(failure.status, { 'Content-Type': 'application/xml' });
        // S3 sends no body with an answer to HEAD; the others carry the XML error.
        response.end(request.method === 'HEAD' ? undefined : xml);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    region,
    accessKeyId,
    secretAccessKey,
    buckets,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
