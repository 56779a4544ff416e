import type { UserType } from '@quoteway/contracts';
import type { HandlerContext, RouteHandlers } from '../../plugins/app/routeTable';
import type { Routes } from '@quoteway/contracts';
import type { SocialSignInService } from './service';

type SocialHandlers = Pick<
  RouteHandlers,
  'socialSignIn' | 'socialSignInBusiness' | 'socialCallback' | 'socialProvidersList'
>;

/** Sign-in with Google, LinkedIn or Facebook: browser navigations that end in redirects. */
export function socialHandlers({ social }: { social: SocialSignInService }): SocialHandlers {
  const start =
    (userType: UserType) =>
    async ({ params, origin, request, reply }: HandlerContext<Routes['socialSignIn']>) => {
      const result = await social.start(
        params.provider,
        userType,
        new URL(origin).origin,
        request.log,
      );
      return 'authorizationUrl' in result
        ? reply.redirect(result.authorizationUrl.href)
        : reply.redirect(`/signin?social=${result.refused}`);
    };
  return {
    socialProvidersList: async () => ({ providers: social.configured() }),
    socialSignIn: start('Customer User'),
    socialSignInBusiness: start('Business User'),
    socialCallback: async ({ params, origin, request, reply }) => {
      const query = request.url.indexOf('?');
      const outcome = await social.finish(
        params.provider,
        {
          origin: new URL(origin).origin,
          search: query >= 0 ? request.url.slice(query) : '',
          userAgent: request.headers['user-agent'],
        },
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
  };
}
