import {
  ApiError,
  LedgerQuery,
  LedgerResponse,
  PlansResponse,
  PurchaseBody,
  PurchaseHeaders,
  PurchaseResponse,
} from '@quoteway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInAccount } from '../auth/authenticate';
import type { AccountRepository } from '../auth/repository';
import type { SessionStore } from '../auth/sessions';
import type { CreditService } from './service';
import { linkOrigin } from '../../origin';

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
        signedInAccount(request),
        request.body,
        request.headers['idempotency-key'],
        linkOrigin(options.publicUrl, request),
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
    async (request) =>
      credits.ledger(signedInAccount(request), request.query.page, request.query.perPage),
  );
};
