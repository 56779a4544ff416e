import { translator } from '@quoteway/i18n/server';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AccountError, FieldRejected, HttpError, TooManyAttemptsError } from '../../errors';
import { requestLocale } from '../../locale';
import { translateIssue } from './issues';

/** Names the HTTP status of an HttpError in the body's `error` field. */
const statusNames: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found' };

/**
 * One error body for every refusal, `{ statusCode, error, message, messageId?, fields? }`:
 * schema validation (every failing field), the app's HttpErrors, Fastify's own client errors;
 * a 5xx is logged and answered without details. Messages are in the caller's language
 * (`Accept-Language`); `messageId` is the English text an app may compare with (the spec's
 * messages in `@quoteway/contracts`), whatever the language.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const tr = translator(locale);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const fields = error.validation.map((issue) => ({
        field: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: translateIssue(issue, locale),
      }));
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: fields.map((f) => `${f.field}: ${f.message}`).join('; '),
        fields,
      });
    }
    if (error instanceof FieldRejected) {
      const said = tr.t(error.messageId, error.values);
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: `${error.field}: ${said}`,
        messageId: error.messageId,
        fields: [{ field: error.field, message: said }],
      });
    }
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', error.retryAfterSeconds);
    if (error instanceof AccountError) {
      // `error` carries the spec's message too: the old client read data.error.
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: error.message,
        message: tr.t(error.messageId, error.values),
        messageId: error.messageId,
        ...error.extra,
      });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: statusNames[error.statusCode] ?? 'Error',
        message: tr.t(error.messageId, error.values),
        messageId: error.messageId,
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
      message: tr.t(/*i18n*/ 'Sorry, something went wrong on our side.'),
    });
  });
}
