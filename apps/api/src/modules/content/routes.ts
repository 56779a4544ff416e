import { isNotModified } from '../../plugins/app/entityTag';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { ContentService } from './service';

/** Pages change only with a deploy; a short shared cache and the ETag keep them fresh. */
const CACHE_CONTROL = 'public, max-age=300';

/** The help and policy pages, by id and language. */
export function contentHandlers({
  content,
}: {
  content: ContentService;
}): Pick<RouteHandlers, 'contentPage' | 'tradeGuide'> {
  return {
    contentPage: async ({ params, query, request, reply }) => {
      const { document, etag } = content.page(params.page, query.lang);
      if (isNotModified(request, reply, etag, CACHE_CONTROL)) return reply.code(304).send();
      return document;
    },
    // In the reader's language and the site's country: a cache keys it by both.
    tradeGuide: async ({ params, market, locale, reply }) => {
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Language');
      return content.tradeGuide(params.slug, market, locale);
    },
  };
}
