import {
  ApiError,
  LedgerQuery,
  LedgerResponse,
  PlansResponse,
  PurchaseBody,
  PurchaseHeaders,
  PurchaseResponse,
} from '@quoteway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/authenticate';
import type { AccountRepository, UserRow } from '../auth/repository';
import type { SessionStore } from '../auth/sessions';
import type { CreditService } from './service';

export interface CreditRoutesOptions {
  credits: CreditService;
  repository: AccountRepository;
  sessions: SessionStore;
  /** The site's public origin for links in e-mails; falls back to the request's own. */
  publicUrl: string | undefined;
}

export const creditRoutes: FastifyPluginAsyncZod<CreditRoutesOptions> = async (app, options) => {
  const { credits } = options;
  const signedIn = requireUser(options.sessions, options.repository);
  const account = (request: FastifyRequest): UserRow => {
    if (!request.account) throw new Error('route needs the signedIn preHandler');
    return request.account;
  };
  const tags = ['credits'];

  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'The credit plans and the custom-purchase rules (prices in cents)',
        response: { 200: PlansResponse },
      },
    },
    async () => credits.plans(),
  );

  app.post(
    '/purchases',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Buy credits: a plan or a custom amount, charged once per Idempotency-Key',
        description:
          'Pay with `card` (only on the embedded sandbox processor), with `cardToken` of the saved card, or with `cardToken` of a one-time token from the processor (a Stripe PaymentMethod id made by Stripe Elements in the browser). 402: the card was refused. 502: the processor did not answer; the purchase is settled within minutes and a retry with the same Idempotency-Key then gets its outcome.',
        headers: PurchaseHeaders,
        body: PurchaseBody,
        response: {
          200: PurchaseResponse,
          400: ApiError,
          401: ApiError,
          402: ApiError,
          403: ApiError,
          409: ApiError,
          502: ApiError,
        },
      },
    },
    async (request) =>
      credits.purchase(
        account(request),
        request.body,
        request.headers['idempotency-key'],
        options.publicUrl ?? `${request.protocol}://${request.host}`,
      ),
  );

  app.get(
    '/credits/ledger',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'The credit ledger, newest first, with the balance',
        querystring: LedgerQuery,
        response: { 200: LedgerResponse, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => credits.ledger(account(request), request.query.page, request.query.perPage),
  );
};
