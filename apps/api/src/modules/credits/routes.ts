import { isNotModified, REFERENCE_CACHE } from '../../plugins/app/entityTag';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import { buyerSite } from './creditKit';
import type { CreditService } from './service';

/** A signed-in business's plans: its browser keeps them 5 minutes, no shared cache does. */
const PRIVATE_CACHE = 'private, max-age=300';

type CreditHandlers = Pick<
  RouteHandlers,
  | 'plans'
  | 'purchase'
  | 'finalisePurchase'
  | 'stripeWebhook'
  | 'ledger'
  | 'taxDocument'
  | 'taxDocumentPdf'
  | 'spendingControls'
  | 'updateSpendingControls'
  | 'autoTopUp'
  | 'enableAutoTopUp'
  | 'disableAutoTopUp'
>;

/** Plans, purchases (once per Idempotency-Key) and the credit ledger. */
export function creditHandlers({ credits }: { credits: CreditService }): CreditHandlers {
  return {
    // A business is priced in its own country (its currency, GST and invoice series) on any
    // host (`buyerSite`); anyone else sees the answering site's market (`marketOf`), so one
    // process serving all three hosts prices quoteway.in in rupees whatever PUBLIC_URL says.
    plans: async ({ account, market, request, reply }) => {
      const { site, pricedFor } = buyerSite(account, market);
      const { body, etag } = credits.cachedPlans(site, pricedFor);
      // A business's answer is its own: shared caches keep only the signed-out one.
      reply.header('vary', 'Authorization');
      const cache = pricedFor === 'business' ? PRIVATE_CACHE : REFERENCE_CACHE;
      if (isNotModified(request, reply, etag, cache)) return reply.code(304).send();
      return body;
    },
    purchase: async ({ account, body, headers, origin, market, reply }) => {
      const key = headers['idempotency-key'];
      const { site } = buyerSite(account, market);
      const answer = await credits.purchase(account, body, key, origin, site);
      if ('nextAction' in answer) reply.code(202);
      return answer;
    },
    finalisePurchase: async ({ account, params, origin }) =>
      credits.finalisePurchase(account, params.id, origin),
    // Verified over the body's bytes as Stripe sent them, not the parsed JSON.
    stripeWebhook: async ({ rawBody, headers }) =>
      credits.stripeWebhook(rawBody, headers['stripe-signature']),
    taxDocument: async ({ account, params }) => credits.taxDocument(account, params.id),
    taxDocumentPdf: async ({ params, query, reply }) => {
      const { number, pdf } = await credits.taxDocumentPdf(params.id, query.expires, query.sig);
      reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${number}.pdf"`);
      // Binary body: Fastify sends Buffers as they are; the zod response types cover JSON only.
      return reply.send(pdf as never);
    },
    ledger: async ({ account, query, locale }) =>
      credits.ledger(account, query.page, query.perPage, locale),
    spendingControls: async ({ account }) => credits.spendingControls(account),
    updateSpendingControls: async ({ account, body }) =>
      credits.saveSpendingControls(account, body),
    autoTopUp: async ({ account, locale }) => credits.autoTopUp(account, locale),
    // Priced like the purchase it consents to: in the business's own country (`buyerSite`).
    enableAutoTopUp: async ({ account, body, market, locale }) =>
      credits.enableAutoTopUp(account, body, buyerSite(account, market).site, locale),
    disableAutoTopUp: async ({ account, locale }) => credits.disableAutoTopUp(account, locale),
  };
}
