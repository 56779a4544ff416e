import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import pino from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { registerJsonCompression } from '../external/compression';
import { registerDocs } from '../external/docs';
import { registerRateLimit } from '../external/rate-limit';
import { registerSecurity } from '../external/security';
import { registerErrorHandler } from './errorHandler';

/**
 * Log lines never carry credentials: these paths are replaced before writing, wherever a
 * plugin logs headers (Fastify's request, @fastify/multipart's busboy options at trace).
 */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  // The VAPID key pair's secret half (modules/push), should an object holding it be logged.
  '*.privateKey',
];

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * An error as logged, without the values of a failed query: drizzle puts the parameters in
 * its message ("Failed query: <sql>\nparams: ..."), and PostgreSQL's `detail` repeats a
 * conflicting row's values. The statement's shape stays; the values (e-mails, hashes,
 * message text) never reach the log.
 */
export function serializeError(error: Error): LoggedError {
  return scrub(pino.stdSerializers.err(error) as LoggedError);
}

function scrub(logged: LoggedError): LoggedError {
  const out: LoggedError = { ...logged };
  const strip = (text: string) =>
    typeof text === 'string' ? text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]') : text;
  out.message = strip(out.message);
  out.stack = strip(out.stack);
  for (const key of ['params', 'parameters', 'detail', 'where', 'values']) {
    if (key in out) out[key] = '[redacted]';
  }
  if (out.cause && typeof out.cause === 'object') out.cause = scrub(out.cause as LoggedError);
  return out;
}

/** One-time secrets that travel in query strings (e-mailed links, OAuth callbacks). */
const SECRET_QUERY = /([?&](?:token|code|state)=)[^&#]*/gi;

/** The request as logged: the URL without its secrets. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Fastify as every route expects it: redacted logs, zod schemas, the one error body, security
 * headers, rate limits, the OpenAPI document and multipart uploads. No routes yet.
 */
export async function createFastify(
  config: Config,
  /** Where log lines go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact,
      serializers: { req: serializeRequest, err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
      ...(!logStream && config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // No plugin is failed for starting slowly: Fastify's default 10 s failed the swagger UI's
    // start at load 30 (a test, and a restart on a busy host). A plugin that hangs leaves the
    // process unready, which its readiness probe shows.
    pluginTimeout: 0,
    // Validation errors are answered by our error handler with every failing field.
    schemaErrorFormatter: (errors, dataVar) => {
      const error = new Error(`${dataVar} is invalid`) as Error & { validation: unknown };
      error.validation = errors;
      return error;
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorateRequest('account', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, config.NODE_ENV === 'production');
  await registerRateLimit(app, { max: config.RATE_LIMIT_MAX, redisUrl: config.REDIS_URL });
  await registerDocs(app, config.PUBLIC_URL);
  registerJsonCompression(app);
  // Multipart uploads: one file per request; each route sets its own size limit.
  await app.register(multipart, {
    limits: { files: 1, fields: 10, parts: 12, fileSize: 10 * 1024 * 1024 },
  });
  return app;
}
