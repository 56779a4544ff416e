import { type Access, accountMessages } from '@quoteway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleRefusals } from '../../errors';
import type { OperatorLookup, SessionAccount, SessionLookup, UserRow } from '../../session';

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

/** The kind of account each role-restricted access rule admits. */
const roleOf: Partial<Record<Access, UserRow['userType']>> = {
  business: 'Business User',
  customer: 'Customer User',
};

const forbidden: Partial<Record<Access, string>> = roleRefusals;

/**
 * The route table's access rule as an onRequest hook: it runs before the body is read or
 * validated, so an anonymous call gets 401 and the wrong kind of account 403 whatever it sent.
 * 401 carries the spec's messages ('token is invalid', 'User is deleted', 'Spam user').
 * `operator` admits only an operator's session that passed the second factor (the services
 * check it again, with the role).
 */
export function accessGuard(
  sessions: SessionLookup,
  operators: OperatorLookup,
  secondFactorFirst: string,
) {
  return (access: Access) =>
    async function guard(request: FastifyRequest, reply: FastifyReply) {
      request.account = null;
      if (access === 'public') return;
      const token = bearerToken(request);
      if (!token && access === 'optional') return;
      const user = token ? await sessions.userFor(token) : undefined;
      const refuse = (statusCode: 401 | 403, message: string) =>
        reply.code(statusCode).send({
          statusCode,
          error: statusCode === 401 ? 'Unauthorized' : 'Forbidden',
          message,
        });
      if (!user) return refuse(401, accountMessages.tokenInvalid);
      if (user.status === 'DELETED') return refuse(401, accountMessages.userIsDeleted);
      if (user.status === 'SPAM') return refuse(401, accountMessages.spamUserSession);
      const message = forbidden[access];
      if (access === 'operator' && token) {
        const operator = await operators.sessionOperator(token);
        if (!operator) return refuse(403, roleRefusals.operator);
        if (!operator.secondFactor) return refuse(403, secondFactorFirst);
      } else if (message && user.userType !== roleOf[access]) {
        return refuse(403, message);
      }
      request.account = user;
    };
}
