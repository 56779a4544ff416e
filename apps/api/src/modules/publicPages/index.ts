import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../context';
import type { PageRenderer } from '../../plugins/external/web';
import { apiReader } from './apiReader';
import { fillTemplate } from './html';
import { publicPagesRepository } from './repository';
import { publicPagesService } from './service';

/** Made pages are reused this long (per site and path); the sitemap five times as long. */
const PAGE_CACHE_SECONDS = 60;

/**
 * The public pages as search engines and visitors without JavaScript read them: each page's
 * head and content in the served HTML, the sitemap and robots.txt.
 */
export function publicPagesModule({ db, clock }: ModuleContext) {
  const repository = publicPagesRepository(db);
  return {
    /**
     * The page renderer plugins/external/web.ts serves, reading through the app's own public
     * API (made once the app exists).
     */
    pages: (app: FastifyInstance, options: { cacheSeconds?: number } = {}): PageRenderer => {
      const pages = publicPagesService({
        read: apiReader(app),
        repository,
        clock,
        cacheSeconds: options.cacheSeconds ?? PAGE_CACHE_SECONDS,
      });
      return {
        async render(request) {
          const outcome = await pages.render(request);
          if (outcome.kind !== 'page') return outcome;
          const { status, negotiated, head, body } = outcome;
          return { kind: 'page', status, negotiated, html: (t) => fillTemplate(t, head, body) };
        },
        sitemap: (origin) => pages.sitemap(origin),
        robots: (origin) => pages.robots(origin),
      };
    },
  };
}
