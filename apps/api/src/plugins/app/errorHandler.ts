import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AccountError, FieldRejected, HttpError, TooManyAttemptsError } from '../../errors';

/** Names the HTTP status of an HttpError in the body's `error` field. */
const statusNames: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found' };

/**
 * One error body for every refusal, `{ statusCode, error, message, fields? }`: schema
 * validation (every failing field), the app's HttpErrors, Fastify's own client errors; a
 * 5xx is logged and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
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
    if (error instanceof FieldRejected) {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: error.message,
        fields: [{ field: error.field, message: error.message.slice(error.field.length + 2) }],
      });
    }
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', error.retryAfterSeconds);
    if (error instanceof AccountError) {
      // `error` carries the spec's message too: the old client read data.error.
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: error.message,
        message: error.message,
        ...error.extra,
      });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: statusNames[error.statusCode] ?? 'Error',
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
}
