import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../infra/metrics';

/** SHA-256 of a token, so tokens of any length compare in constant time. */
const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * Times every request by its route pattern (`/api/leads/:id`, never the raw URL, so the
 * series stay few), and serves `GET /metrics` in Prometheus' text format to a bearer of
 * `token`. Without a token configured it answers 404; with one, a request without the token
 * is refused (401). Outside the route table: it answers text, not JSON, at the
 * address Prometheus expects, and takes no input but the header.
 */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, token }: { metrics: Metrics; token: string | undefined },
) {
  const expected = token && metrics.enabled ? digest(token) : undefined;
  if (expected) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestAnswered({
        // Unmatched addresses share one series: their URLs are whatever a scanner tried.
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    });
  }
  app.get('/metrics', async (request, reply) => {
    // Not configured: as if there were no such address (not the shell's page either).
    if (!expected) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: 'No route for GET /metrics' });
    }
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return (
        reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          // The one error body (read by Prometheus, not a person: English only).
          .send({
            statusCode: 401,
            error: 'Unauthorized',
            message: 'headers.authorization: the metrics bearer token is required',
            fields: [
              { field: 'headers.authorization', message: 'the metrics bearer token is required' },
            ],
          })
      );
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
