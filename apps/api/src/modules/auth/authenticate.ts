import { accountMessages } from '@quoteway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRepository, UserRow } from './repository';
import type { SessionStore } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` (null on public routes). */
    account: UserRow | null;
  }
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * A preHandler that admits only a live session of an active account, answering 401 with
 * the spec's messages otherwise ('token is invalid', 'User is deleted', 'Spam user').
 */
export function requireUser(sessions: SessionStore, repository: AccountRepository) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const userId = token ? await sessions.userIdFor(token) : null;
    const user = userId ? await repository.findById(userId) : undefined;
    const refuse = (message: string) =>
      reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message });
    if (!user) return refuse(accountMessages.tokenInvalid);
    if (user.status === 'DELETED') return refuse(accountMessages.userIsDeleted);
    if (user.status === 'SPAM') return refuse(accountMessages.spamUserSession);
    request.account = user;
  };
}

/**
 * A preHandler for routes open to visitors that do more for a signed-in user (posting a job):
 * no token means a visitor; a token must still be a live session (401 as `requireUser`).
 */
export function optionalUser(sessions: SessionStore, repository: AccountRepository) {
  const required = requireUser(sessions, repository);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!bearerToken(request)) {
      request.account = null;
      return;
    }
    return required(request, reply);
  };
}

/** The signed-in user of a route behind `requireUser`. */
export function signedInAccount(request: FastifyRequest): UserRow {
  if (!request.account) throw new Error('route needs the requireUser preHandler');
  return request.account;
}
