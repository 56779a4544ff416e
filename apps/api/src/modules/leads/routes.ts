import {
  ApiError,
  EncryptedEnvelope,
  LeadListQuery,
  LeadParams,
  MessageResponse,
  RemoveDraftQuery,
  SaveDraftBody,
  SendQuoteBody,
  SendQuoteResponse,
  ServiceArea,
  ServiceAreaResponse,
} from '@quoteway/contracts';
// The package's root export: its subpaths have no ESM resolution in the bundled server.
import CryptoJS from 'crypto-js';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInAccount } from '../auth/authenticate';
import type { AccountRepository } from '../auth/repository';
import type { SessionStore } from '../auth/sessions';
import type { LeadService } from './service';
import { linkOrigin } from '../../origin';

export interface LeadRoutesOptions {
  leads: LeadService;
  repository: AccountRepository;
  sessions: SessionStore;
  publicUrl: string | undefined;
  /** Key of the lead envelope (spec section 7); see config LEAD_ENVELOPE_KEY. */
  envelopeKey: string;
}

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

export const leadRoutes: FastifyPluginAsyncZod<LeadRoutesOptions> = async (app, options) => {
  const { leads } = options;
  const signedIn = requireUser(options.sessions, options.repository);
  const seal = (payload: unknown) => ({
    data: CryptoJS.AES.encrypt(JSON.stringify(payload), options.envelopeKey).toString(),
  });
  const origin = (request: FastifyRequest) => linkOrigin(options.publicUrl, request);
  const tags = ['leads'];

  const lists = [
    ['/get-leads', 'new', 'New leads: open jobs in my trades and service area'],
    ['/get-quoted-leads', 'quoted', 'Leads I have quoted on'],
    ['/get-draft-leads', 'draft', 'Leads I saved as drafts'],
  ] as const;
  for (const [path, kind, summary] of lists) {
    app.post(
      path,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `${summary} (encrypted envelope of { data, moreToLoad, total })`,
          querystring: LeadListQuery,
          response: { 200: EncryptedEnvelope, ...errors },
        },
      },
      async (request) => seal(await leads.list(signedInAccount(request), kind, request.query)),
    );
  }

  app.get(
    '/get-lead/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'One lead (encrypted envelope of { job, draftJob, noOfQuotes, quote, contact })',
        params: LeadParams,
        response: { 200: EncryptedEnvelope, ...errors },
      },
    },
    async (request) => seal(await leads.lead(signedInAccount(request), request.params.id)),
  );

  app.post(
    '/send-quote',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Quote on a lead, paying its credits',
        body: SendQuoteBody,
        response: { 200: SendQuoteResponse, 402: ApiError, ...errors },
      },
    },
    async (request) => leads.sendQuote(signedInAccount(request), request.body, origin(request)),
  );

  app.post(
    '/save-job-as-draft',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Save a lead, with a quote in progress, as a draft',
        body: SaveDraftBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) =>
      leads.saveDraft(signedInAccount(request), request.body.id, request.body.metadata),
  );

  app.post(
    '/remove-draft-leads',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Remove a draft lead',
        querystring: RemoveDraftQuery,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => leads.removeDraft(signedInAccount(request), request.query.jobId),
  );

  app.get(
    '/business/service-area',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'My trades and service area',
        response: { 200: ServiceAreaResponse, ...errors },
      },
    },
    async (request) => leads.serviceArea(signedInAccount(request)),
  );

  app.put(
    '/business/service-area',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Change my trades and service area',
        body: ServiceArea,
        response: { 200: ServiceAreaResponse, ...errors },
      },
    },
    async (request) => leads.updateServiceArea(signedInAccount(request), request.body),
  );
};
