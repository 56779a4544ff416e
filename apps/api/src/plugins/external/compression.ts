import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** Below this a body goes as it is: the encoding's headers and work cost more than they save. */
const MIN_BYTES = 1024;

/** The encoding the request accepts that we prefer (brotli, then gzip), or none. */
function chosenEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '' && !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (typeof vary === 'string' && /\baccept-encoding\b/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Brotli at quality 5 costs about as much as gzip and makes smaller bodies. */
function encode(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body, { level: 6 });
}

/**
 * A body compressed for the client that asked, when it is worth it (1 KB or more). A body
 * that never changes passes `kept`, and each encoding of it is made once.
 */
export async function compressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  kept?: Map<Encoding, Promise<Buffer>>,
): Promise<string | Buffer> {
  addVary(reply);
  const encoding = Buffer.byteLength(body) < MIN_BYTES ? null : chosenEncoding(request);
  if (encoding === null) return body;
  reply.header('content-encoding', encoding);
  const made = kept?.get(encoding);
  if (made) return made;
  const encoded = encode(body, encoding);
  kept?.set(encoding, encoded);
  return encoded;
}

/** How many encoded answers with an entity tag are kept (reference data: a few per language). */
const TAGGED_KEPT = 256;

/**
 * Compress the API's JSON answers of 1 KB or more (`/api/professions` is 8 KB, the recent
 * reviews 5 KB) for clients that accept brotli or gzip. An answer with an entity tag (reference
 * data) is the same body for the same tag, so its encodings are kept and made once.
 *
 * Compressing answers is safe from BREACH-style attacks here: the API authenticates with a
 * bearer token in a header, which a cross-site page cannot make the browser send, so no
 * attacker can measure compressed answers that hold another person's secrets.
 */
export function registerJsonCompression(app: FastifyInstance) {
  const tagged = new Map<string, Promise<Buffer>>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) {
      return payload;
    }
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    addVary(reply);
    if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
    const encoding = chosenEncoding(request);
    if (encoding === null) return payload;
    reply.header('content-encoding', encoding);
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string') return encode(payload, encoding);
    // The encoded bytes are another representation: its tag is weak, as nginx makes it (a
    // conditional request still matches: tags are compared weakly).
    if (!etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
    const key = `${encoding} ${etag}`;
    let made = tagged.get(key);
    if (!made) {
      made = encode(payload, encoding);
      if (tagged.size >= TAGGED_KEPT) tagged.delete(tagged.keys().next().value as string);
      tagged.set(key, made);
      made.catch(() => tagged.delete(key));
    }
    return made;
  });
}
