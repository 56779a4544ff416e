import type { ModuleContext } from '../../context';
import { creditOutboxHandlers } from './outbox';
import { creditHandlers } from './routes';
import { creditService } from './service';

export { addLot, returnCredits, spendCredits } from './lots';

/** Plans, purchases through the context's card processor (infra/payments), the ledger, credit expiry. */
export function creditsModule({ db, clock, siteOrigin, notify, payments, metrics }: ModuleContext) {
  const credits = creditService({ db, clock, gateway: payments, notify, metrics });
  return {
    service: credits,
    routes: creditHandlers({ credits }),
    outbox: creditOutboxHandlers(credits, siteOrigin),
  };
}
