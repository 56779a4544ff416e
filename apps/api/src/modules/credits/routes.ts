import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { CreditService } from './service';

type CreditHandlers = Pick<RouteHandlers, 'plans' | 'purchase' | 'ledger'>;

/** Plans, purchases (once per Idempotency-Key) and the credit ledger. */
export function creditHandlers({ credits }: { credits: CreditService }): CreditHandlers {
  return {
    plans: async ({ origin }) => credits.plans(origin),
    purchase: async ({ account, body, headers, origin }) =>
      credits.purchase(account, body, headers['idempotency-key'], origin),
    ledger: async ({ account, query, locale }) =>
      credits.ledger(account, query.page, query.perPage, locale),
  };
}
