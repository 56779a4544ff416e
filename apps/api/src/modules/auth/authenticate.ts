import type { FastifyRequest } from 'fastify';
import type { SessionAccount } from './repository';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user with its business row, set by the route's access guard (null on
     * public routes).
     */
    account: SessionAccount | null;
  }
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
