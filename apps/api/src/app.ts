import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { HttpError } from './errors';
import { gazetteerRepository } from './modules/gazetteer/repository';
import { gazetteerRoutes } from './modules/gazetteer/routes';
import { gazetteerService } from './modules/gazetteer/service';
import { healthRoutes } from './modules/health/routes';
import { professionRepository } from './modules/professions/repository';
import { professionRoutes } from './modules/professions/routes';
import { professionService } from './modules/professions/service';
import { sessionStore } from './modules/auth/sessions';
import { apiRoot } from './paths';
import { registerDocs } from './plugins/external/docs';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSecurity } from './plugins/external/security';
import { registerWeb } from './plugins/external/web';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to the system clock; tests pass a fixed one. */
  clock?: Clock;
}

/** Log lines never carry credentials: these paths are replaced before writing. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** Build the whole HTTP app (API, docs, web apps) from config; used by server.ts and tests. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact,
      ...(config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Validation errors are answered by our error handler with every failing field.
    schemaErrorFormatter: (errors, dataVar) => {
      const error = new Error(`${dataVar} is invalid`) as Error & { validation: unknown };
      error.validation = errors;
      return error;
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const fields = error.validation.map((issue) => ({
        field: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: fields.map((f) => `${f.field}: ${f.message}`).join('; '),
        fields,
      });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: error.statusCode === 404 ? 'Not Found' : 'Error',
        message: error.message,
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, too large, unsupported type, 429.
      return reply.code(status).send({
        statusCode: status,
        error: error.name === 'FastifyError' ? 'Bad Request' : error.name,
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Sorry, something went wrong on our side.',
    });
  });

  await registerSecurity(app, config.NODE_ENV === 'production');
  await registerRateLimit(app, { max: config.RATE_LIMIT_MAX, redisUrl: config.REDIS_URL });
  await registerDocs(app, config.PUBLIC_URL);

  const { db } = database;
  const gazetteer = gazetteerService(gazetteerRepository(db));
  const professions = professionService(professionRepository(db));

  const sessions = sessionStore(db, clock, config.SESSION_TTL_DAYS);
  // (module services: one line each)

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(gazetteerRoutes, { gazetteer });
      await api.register(professionRoutes, { professions });
      // (module routes: one line each)
    },
    { prefix: '/api' },
  );
  // (background work and non-API pages: one line each)

  await registerWeb(app, { appsDir: config.WEB_DIST_DIR ?? path.join(apiRoot(), '..') });

  return app;
}
