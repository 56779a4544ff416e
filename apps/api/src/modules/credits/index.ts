import type { ModuleContext } from '../../context';
import { creditOutboxHandlers } from './outbox';
import { paymentGateway } from '../../infra/payments/paymentGateway';
import { creditHandlers } from './routes';
import { creditService } from './service';

export { addLot, returnCredits, spendCredits } from './lots';

/** Plans, purchases through the card processor, the ledger, credit expiry. */
export function creditsModule({ db, clock, config, siteOrigin, notify }: ModuleContext) {
  // The card processor: Stripe when STRIPE_SECRET_KEY is set, else the embedded sandbox.
  const credits = creditService({
    db,
    clock,
    gateway: paymentGateway(config, clock),
    notify,
  });
  return {
    service: credits,
    routes: creditHandlers({ credits }),
    outbox: creditOutboxHandlers(credits, siteOrigin),
  };
}
