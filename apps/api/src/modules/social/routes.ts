import { ApiError, SocialProviderParams, type UserType } from '@quoteway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SocialSignInService } from './service';

export interface SocialRoutesOptions {
  social: SocialSignInService;
  /** The site's public origin for the redirect_uri; falls back to the request's own. */
  publicUrl: string | undefined;
}

/** What a provider may send back to the callback (RFC 6749 section 4.1.2). */
const SocialCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

// Each start writes a row that lives ten minutes; this keeps one client from piling them up.
const startLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const redirect = { 302: z.null(), 400: ApiError };

export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (
  app,
  { social, publicUrl },
) => {
  const tags = ['accounts'];
  const origin = (request: FastifyRequest) =>
    publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;

  const start =
    (userType: UserType) =>
    async (
      request: FastifyRequest<{ Params: z.infer<typeof SocialProviderParams> }>,
      reply: FastifyReply,
    ) => {
      const result = await social.start(
        request.params.provider,
        userType,
        origin(request),
        request.log,
      );
      return 'authorizationUrl' in result
        ? reply.redirect(result.authorizationUrl.href)
        : reply.redirect(`/signin?social=${result.refused}`);
    };

  app.get(
    '/auth/:provider',
    {
      config: startLimit,
      schema: {
        tags,
        summary:
          'Sign in or up as a customer with Google, LinkedIn or Facebook (browser navigation)',
        params: SocialProviderParams,
        response: { ...redirect, 404: ApiError },
      },
    },
    start('Customer User'),
  );

  app.get(
    '/auth/:provider/businessUser',
    {
      config: startLimit,
      schema: {
        tags,
        summary: 'Sign in or up as a business user with Google, LinkedIn or Facebook',
        params: SocialProviderParams,
        response: { ...redirect, 404: ApiError },
      },
    },
    start('Business User'),
  );

  app.get(
    '/auth/:provider/callback',
    {
      schema: {
        tags,
        summary:
          'Where the provider sends the browser back; redirects to /socialsignin?token=... or /signin?social=<reason>',
        params: SocialProviderParams,
        querystring: SocialCallbackQuery,
        response: redirect,
      },
    },
    async (request, reply) => {
      const query = request.url.indexOf('?');
      const outcome = await social.finish(
        request.params.provider,
        { origin: origin(request), search: query >= 0 ? request.url.slice(query) : '' },
        request.log,
      );
      reply.header('cache-control', 'no-store');
      if ('refused' in outcome) return reply.redirect(`/signin?social=${outcome.refused}`);
      // The token rides in the address only until the shell stores it and replaces the
      // URL; no Referer may carry it to whatever the next page loads.
      return reply
        .header('referrer-policy', 'no-referrer')
        .redirect(`/socialsignin?token=${encodeURIComponent(outcome.token)}`);
    },
  );
};
