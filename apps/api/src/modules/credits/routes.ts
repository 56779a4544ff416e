import { isNotModified, REFERENCE_CACHE } from '../../plugins/app/entityTag';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { CreditService } from './service';

type CreditHandlers = Pick<
  RouteHandlers,
  | 'plans'
  | 'purchase'
  | 'finalisePurchase'
  | 'ledger'
  | 'taxDocument'
  | 'taxDocumentPdf'
  | 'spendingControls'
  | 'updateSpendingControls'
>;

/** Plans, purchases (once per Idempotency-Key) and the credit ledger. */
export function creditHandlers({ credits }: { credits: CreditService }): CreditHandlers {
  return {
    // Plans and purchases are the answering site's (its Host's market, `marketOf`), so one
    // process serving all three hosts prices quoteway.in in rupees whatever PUBLIC_URL says.
    plans: async ({ market, request, reply }) => {
      const { body, etag } = credits.cachedPlans(market);
      if (isNotModified(request, reply, etag, REFERENCE_CACHE)) return reply.code(304).send();
      return body;
    },
    purchase: async ({ account, body, headers, origin, market, reply }) => {
      const key = headers['idempotency-key'];
      const answer = await credits.purchase(account, body, key, origin, market);
      if ('nextAction' in answer) reply.code(202);
      return answer;
    },
    finalisePurchase: async ({ account, params, origin }) =>
      credits.finalisePurchase(account, params.id, origin),
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
  };
}
