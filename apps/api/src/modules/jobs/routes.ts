import {
  ApiError,
  ConfirmPhoneBody,
  ConfirmPhoneResponse,
  HireBody,
  JobDetailResponse,
  JobParams,
  MyJobsQuery,
  MyJobsResponse,
  PhoneVerificationBody,
  PhoneVerificationParams,
  PhoneVerificationResponse,
  PostJobBody,
  PostJobResponse,
} from '@quoteway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser, requireUser, signedInAccount } from '../auth/authenticate';
import type { AccountRepository } from '../auth/repository';
import type { SessionStore } from '../auth/sessions';
import type { PhoneVerificationService } from './phone';
import type { JobService } from './service';
import { linkOrigin } from '../../origin';

export interface JobRoutesOptions {
  jobs: JobService;
  phone: PhoneVerificationService;
  repository: AccountRepository;
  sessions: SessionStore;
  publicUrl: string | undefined;
}

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

export const jobRoutes: FastifyPluginAsyncZod<JobRoutesOptions> = async (app, options) => {
  const { jobs } = options;
  const signedIn = requireUser(options.sessions, options.repository);
  const maybeSignedIn = optionalUser(options.sessions, options.repository);
  const origin = (request: FastifyRequest) => linkOrigin(options.publicUrl, request);
  const tags = ['jobs'];

  app.post(
    '/phone-verifications',
    {
      schema: {
        tags,
        summary: 'Text a 6-digit code to a mobile number (job posting)',
        body: PhoneVerificationBody,
        response: { 200: PhoneVerificationResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => options.phone.start(request.body.mobile, request.ip),
  );

  app.post(
    '/phone-verifications/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the texted code',
        params: PhoneVerificationParams,
        body: ConfirmPhoneBody,
        response: { 200: ConfirmPhoneResponse, 400: ApiError },
      },
    },
    async (request) => options.phone.confirm(request.params.id, request.body.code),
  );

  app.post(
    '/jobs',
    {
      preHandler: maybeSignedIn,
      schema: {
        tags,
        summary: 'Post a job (signed in, or as a visitor who gets an account by e-mail)',
        body: PostJobBody,
        response: { 200: PostJobResponse, ...errors },
      },
    },
    async (request) => jobs.post(request.account, request.body, origin(request)),
  );

  app.get(
    '/my-jobs',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'The signed-in customer’s jobs, newest first',
        querystring: MyJobsQuery,
        response: { 200: MyJobsResponse, 401: ApiError },
      },
    },
    async (request) => jobs.myJobs(signedInAccount(request), request.query),
  );

  app.get(
    '/my-jobs/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'One of my jobs with its quotes (the quotes count as opened)',
        params: JobParams,
        response: { 200: JobDetailResponse, ...errors },
      },
    },
    async (request) => jobs.myJob(signedInAccount(request), request.params.id),
  );

  app.post(
    '/jobs/:id/hire',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Hire the business of one quote; the others are told',
        params: JobParams,
        body: HireBody,
        response: { 200: JobDetailResponse, ...errors },
      },
    },
    async (request) =>
      jobs.hire(signedInAccount(request), request.params.id, request.body.quoteId, origin(request)),
  );

  app.post(
    '/jobs/:id/complete',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Mark a hired job completed',
        params: JobParams,
        response: { 200: JobDetailResponse, ...errors },
      },
    },
    async (request) => jobs.complete(signedInAccount(request), request.params.id),
  );

  app.post(
    '/jobs/:id/cancel',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Cancel a job; before hiring, every quoting business gets its credits back',
        params: JobParams,
        response: { 200: JobDetailResponse, ...errors },
      },
    },
    async (request) => jobs.cancel(signedInAccount(request), request.params.id, origin(request)),
  );
};
