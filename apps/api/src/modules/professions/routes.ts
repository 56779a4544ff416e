import { isNotModified, REFERENCE_CACHE } from '../../plugins/app/entityTag';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { ProfessionService } from './service';

/** The trades and their job-wizard questions (reference data). */
export function professionHandlers({
  professions,
}: {
  professions: ProfessionService;
}): Pick<RouteHandlers, 'professions' | 'profession'> {
  return {
    professions: async ({ locale, request, reply }) => {
      const { body, etag } = await professions.cachedList(locale);
      // A shared cache keeps one copy per language.
      reply.header('vary', 'Accept-Language');
      if (isNotModified(request, reply, etag, REFERENCE_CACHE)) return reply.code(304).send();
      return body;
    },
    profession: async ({ params, locale, request, reply }) => {
      const { body, etag } = await professions.cachedOne(params.slug, locale);
      reply.header('vary', 'Accept-Language');
      if (isNotModified(request, reply, etag, REFERENCE_CACHE)) return reply.code(304).send();
      return body;
    },
  };
}
