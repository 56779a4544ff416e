import type { FastifyRequest } from 'fastify';

/**
 * Where links in e-mails point: the configured public origin (required in production, so a
 * forged Host header cannot steer them), else the request's own origin (development, tests).
 */
export function linkOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
