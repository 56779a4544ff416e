import '@fastify/multipart';
import { Readable } from 'node:stream';
import {
  type Access,
  type MultipartSpec,
  type RouteDef,
  type RouteName,
  type RouteRequest,
  type RouteReturn,
  type Routes,
  routes,
  unstorableText,
} from '@quoteway/contracts';
// The package's root export: its subpaths have no ESM resolution in the bundled server.
import type { SiteCountry } from '@quoteway/domain';
import { type Locale, type Translator, translator } from '@quoteway/i18n/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../../locale';
import { linkOrigin, marketOf } from '../../origin';
import type { SessionAccount } from '../../session';
import { sealEnvelope } from './envelope';

/** The signed-in user a handler gets, by the route's access rule. */
type AccountFor<A extends Access> = A extends 'public'
  ? null
  : A extends 'optional'
    ? SessionAccount | null
    : SessionAccount;

/** The uploaded file of a multipart route, read whole (its size is bounded by the route). */
interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

/** What a handler receives: the parsed request parts, the caller, and Fastify's own objects. */
export type HandlerContext<R extends RouteDef> = RouteRequest<R> & {
  account: AccountFor<R['access']>;
  file: R['multipart'] extends MultipartSpec ? UploadedFile : undefined;
  /** The body's bytes as received, for a route that declares `rawBody` (a signed webhook). */
  rawBody: R['rawBody'] extends true ? Buffer : undefined;
  /** The site's origin for links in e-mails (PUBLIC_URL, else the request's own). */
  origin: string;
  /** The regional site whose businesses, jobs and reviews a public read shows (`marketOf`). */
  market: SiteCountry;
  /** The language the caller reads (`Accept-Language`): what the answer's text is in. */
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * A route's handler: returns the success answer (the payload, for a sealed route; the server
 * seals it), or the reply itself after a redirect or a binary send.
 */
type RouteHandler<R extends RouteDef> = (
  context: HandlerContext<R>,
) => Promise<RouteReturn<R> | FastifyReply>;

type DevOnly<K extends RouteName> = K extends RouteName
  ? Routes[K] extends { devOnly: true }
    ? K
    : never
  : never;

/** One handler per route of the table; development aids may be left out (then not mounted). */
export type RouteHandlers = {
  [K in Exclude<RouteName, DevOnly<RouteName>>]: RouteHandler<Routes[K]>;
} & { [K in DevOnly<RouteName>]?: RouteHandler<Routes[K]> };

export interface MountOptions {
  handlers: RouteHandlers;
  /** The onRequest hook that admits a request by the route's access rule (401 / 403). */
  guard: (access: Access) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Key of the lead envelope (spec section 7); see config LEAD_ENVELOPE_KEY. */
  envelopeKey: string;
  /** The site's public origin (PUBLIC_URL); unset means each request's own. */
  publicUrl: string | undefined;
}

/** One error body for every refusal: `{ statusCode, error, message, fields }`. */
function refuseField(
  reply: FastifyReply,
  statusCode: 400 | 413,
  field: string,
  message: string,
): FastifyReply {
  return reply.code(statusCode).send({
    statusCode,
    error: statusCode === 400 ? 'Bad Request' : 'Payload Too Large',
    message: `${field}: ${message}`,
    fields: [{ field, message }],
  });
}

type Multipart = { ok: true; fields: unknown; file: UploadedFile } | { ok: false };

/** Read a multipart upload: its text fields (checked by the route's schema) and its file. */
async function readMultipart(
  spec: MultipartSpec,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Multipart> {
  const fileField = `body.${spec.file}`;
  if (!request.isMultipart()) {
    refuseField(reply, 400, fileField, 'must be sent as multipart/form-data');
    return { ok: false };
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: spec.maxBytes, files: 1 } });
  } catch {
    // No boundary, or a body that is not the multipart it claims to be.
    refuseField(reply, 400, fileField, 'must be sent as well-formed multipart/form-data');
    return { ok: false };
  }
  if (!part || part.fieldname !== spec.file) {
    refuseField(reply, 400, fileField, 'is required');
    return { ok: false };
  }
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field')
      values[name] = String(value.value);
  }
  const unstorable =
    unstorableText(values, 'body') ?? unstorableText(part.filename, `${fileField}.filename`);
  if (unstorable) {
    refuseField(reply, 400, unstorable.field, unstorable.message);
    return { ok: false };
  }
  const fields = spec.fields.safeParse(values);
  if (!fields.success) {
    const issue = fields.error.issues[0];
    refuseField(reply, 400, `body.${String(issue?.path[0] ?? spec.file)}`, issue?.message ?? '');
    return { ok: false };
  }
  try {
    return {
      ok: true,
      fields: fields.data,
      file: { bytes: await part.toBuffer(), filename: part.filename },
    };
  } catch {
    // The only failure of a bounded read is the bound.
    const megabytes = Math.round(spec.maxBytes / (1024 * 1024));
    refuseField(reply, 413, fileField, `must be at most ${megabytes} MB`);
    return { ok: false };
  }
}

/** Where a `rawBody` route keeps the bytes it received (read once, then parsed as usual). */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * Keep the body's bytes (before Fastify parses them) and hand the parser the same bytes: a
 * signature is computed over what was sent, which re-serialised JSON would not reproduce.
 */
async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
  const bytes = Buffer.concat(chunks);
  rawBodies.set(request, bytes);
  const again = Readable.from([bytes]) as Readable & { receivedEncodedLength?: number };
  again.receivedEncodedLength = bytes.length;
  return again;
}

/**
 * Keys whose string value is reference content wherever it appears in an answer: a trade's
 * name, a job's timing (the option the customer chose, or their own words, left as they are).
 */
const referenceKeys = new Set(['professionName', 'timing']);

/** Reference content inside an answer (a lead's trade, a business's trades) for a reader. */
function translateReferences(value: unknown, tr: Translator, depth = 0): unknown {
  if (depth > 8 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => translateReferences(item, tr, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (referenceKeys.has(key) && typeof item === 'string') out[key] = tr.t(item);
    else if (key === 'titleParts' && Array.isArray(item)) {
      // A job's title: its answers' options or its trade, each a reference text.
      out[key] = item.map((part: unknown) => (typeof part === 'string' ? tr.t(part) : part));
    } else if (key === 'professions' && Array.isArray(item)) {
      out[key] = item.map((p: unknown) =>
        p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string'
          ? { ...p, name: tr.t((p as { name: string }).name) }
          : p,
      );
    } else out[key] = translateReferences(item, tr, depth + 1);
  }
  return out;
}

/**
 * A success answer in the caller's language: its `message` or `success` (a `server` catalog
 * message such as "Your quote has been sent") and the reference content it names (trades);
 * anything else is left as it is. Values that are not catalog ids read as they are.
 */
function translateAnswer(result: unknown, locale: Locale): unknown {
  if (locale === 'en' || typeof result !== 'object' || result === null) return result;
  const tr = translator(locale);
  const translated = translateReferences(result, tr) as Record<string, unknown>;
  for (const key of ['message', 'success'] as const) {
    const text = translated[key];
    if (typeof text === 'string' && tr.knows(text)) translated[key] = tr.t(text);
  }
  // The English text stays beside it for an app to compare with (answers that declare it).
  if (
    typeof translated.message === 'string' &&
    translated.message !== (result as { message?: unknown }).message
  ) {
    translated.messageId = (result as { message: string }).message;
  }
  return translated;
}

/** The first success status a route declares (201 for a creation, else 200). */
function successStatus(def: RouteDef): number {
  return (
    Object.keys(def.responses)
      .map(Number)
      .find((code) => code >= 200 && code < 300) ?? 200
  );
}

/**
 * Registers every route of the contracts' table with its handler. Access runs first, in
 * onRequest, before the body is even read: anonymous gets 401, the wrong kind of account 403.
 * Then Fastify validates params, query, headers and body against the route's schemas.
 */
export function mountRoutes(app: FastifyInstance, options: MountOptions): void {
  const handlers = options.handlers as Partial<Record<RouteName, RouteHandler<RouteDef>>>;
  for (const name of Object.keys(routes) as RouteName[]) {
    const def: RouteDef = routes[name];
    const handler = handlers[name];
    if (!handler) continue;
    const status = successStatus(def);
    app.route({
      method: def.method,
      url: def.path,
      onRequest: options.guard(def.access),
      ...(def.rawBody ? { preParsing: keepRawBody } : {}),
      // Before the schemas: a string PostgreSQL cannot store (NUL, a lone surrogate) is a 400
      // naming its field, whatever the route and wherever the string is.
      preValidation: async (request, reply) => {
        const found =
          unstorableText(request.params, 'params') ??
          unstorableText(request.query, 'querystring') ??
          unstorableText(request.body, 'body');
        if (found) return refuseField(reply, 400, found.field, found.message);
      },
      ...(def.rateLimit !== undefined ? { config: { rateLimit: def.rateLimit } } : {}),
      schema: {
        tags: [def.tag],
        summary: def.summary,
        ...(def.description ? { description: def.description } : {}),
        ...(def.devOnly ? { hide: true } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.headers ? { headers: def.headers } : {}),
        ...(def.body ? { body: def.body } : {}),
        ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
        response: def.responses,
      },
      handler: async (request, reply) => {
        let body: unknown = request.body;
        let file: UploadedFile | undefined;
        if (def.multipart) {
          const upload = await readMultipart(def.multipart, request, reply);
          if (!upload.ok) return reply;
          body = upload.fields;
          file = upload.file;
        }
        const locale = requestLocale(request);
        const origin = linkOrigin(options.publicUrl, request);
        const answer = await handler({
          params: request.params,
          query: request.query,
          headers: request.headers,
          body,
          account: request.account,
          file,
          rawBody: def.rawBody ? (rawBodies.get(request) ?? Buffer.alloc(0)) : undefined,
          origin,
          market: marketOf(origin, request.hostname),
          locale,
          request,
          reply,
        } as HandlerContext<RouteDef>);
        if (answer === reply) return reply;
        const result = translateAnswer(answer, locale);
        if (status !== 200) reply.code(status);
        if (def.sealed) {
          // The payload is held to its schema here, as a plain answer is by the serializer.
          const payload = def.sealed.parse(result);
          return {
            data: sealEnvelope(JSON.stringify(payload), options.envelopeKey),
          };
        }
        return result;
      },
    });
  }
}
