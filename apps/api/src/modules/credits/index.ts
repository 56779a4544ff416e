import { randomBytes } from 'node:crypto';
import type { ModuleContext } from '../../context';
import { creditOutboxHandlers } from './outbox';
import { creditHandlers } from './routes';
import { creditService } from './service';
import { taxSellersOf } from './taxDocuments';

export { addLot, adjustCredits, creditBalance, returnCredits, spendCredits } from './lots';
export { siteOfCurrency } from './purchaseCompletion';
export { recordRefund, writeRefund } from './taxDocumentService';
export { type TaxSellers, taxSellersOf } from './taxDocuments';

/** Plans, purchases through the context's card processor (infra/payments), the ledger, credit expiry. */
export function creditsModule({
  config,
  db,
  clock,
  siteOrigin,
  notify,
  payments,
  realtime,
  metrics,
  log,
}: ModuleContext) {
  const credits = creditService({
    db,
    clock,
    gateway: payments,
    notify,
    metrics,
    realtime,
    sellers: taxSellersOf(config),
    // Several processes serving one site must agree on it: MEDIA_URL_SECRET is set then.
    pdfSecret: config.MEDIA_URL_SECRET ?? randomBytes(32).toString('base64url'),
    cardEntry:
      config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY
        ? {
            processor: 'stripe',
            publishableKey: config.STRIPE_PUBLISHABLE_KEY,
            scriptUrl: config.STRIPE_JS_URL,
          }
        : { processor: 'sandbox' },
    stripeWebhook: {
      secret: config.STRIPE_WEBHOOK_SECRET,
      siteOrigin,
      warn: (details, message) => log.warn(details, message),
    },
  });
  return {
    service: credits,
    routes: creditHandlers({ credits }),
    outbox: creditOutboxHandlers(credits, siteOrigin),
  };
}
