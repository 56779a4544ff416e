import { isNotModified, REFERENCE_CACHE } from '../../plugins/app/entityTag';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { CreditService } from './service';

type CreditHandlers = Pick<RouteHandlers, 'plans' | 'purchase' | 'ledger'>;

/** Plans, purchases (once per Idempotency-Key) and the credit ledger. */
export function creditHandlers({ credits }: { credits: CreditService }): CreditHandlers {
  return {
    plans: async ({ origin, request, reply }) => {
      const { body, etag } = credits.cachedPlans(origin);
      if (isNotModified(request, reply, etag, REFERENCE_CACHE)) return reply.code(304).send();
      return body;
    },
    purchase: async ({ account, body, headers, origin }) =>
      credits.purchase(account, body, headers['idempotency-key'], origin),
    ledger: async ({ account, query, locale }) =>
      credits.ledger(account, query.page, query.perPage, locale),
  };
}
