import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { ContentService } from './service';

/** Pages change only with a deploy; a short shared cache and the ETag keep them fresh. */
const CACHE_CONTROL = 'public, max-age=300';

/** Whether an If-None-Match header names this entity tag (or `*`). */
function matches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : (ifNoneMatch ?? '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The help and policy pages, by id and language. */
export function contentHandlers({
  content,
}: {
  content: ContentService;
}): Pick<RouteHandlers, 'contentPage'> {
  return {
    contentPage: async ({ params, query, request, reply }) => {
      const { document, etag } = content.page(params.page, query.lang);
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return document;
    },
  };
}
