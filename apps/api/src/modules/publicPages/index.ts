import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../context';
import { apiReader } from './apiReader';
import { publicPagesRepository } from './repository';
import { publicPagesHandlers } from './routes';
import { publicPagesService, shortAddressService } from './service';

export type { PublicPagesService } from './service';
export { fillTemplate } from './html';

/** Made pages are reused this long (per site and path); the sitemap five times as long. */
const PAGE_CACHE_SECONDS = 60;

/**
 * The public pages as search engines and visitors without JavaScript read them: each page's
 * head and content in the served HTML, the sitemap and robots.txt, short business addresses.
 */
export function publicPagesModule({ db, clock }: ModuleContext) {
  const repository = publicPagesRepository(db);
  return {
    routes: publicPagesHandlers({ shortAddresses: shortAddressService(repository) }),
    /** The renderer, reading through the app's own public API (made once the app exists). */
    pages: (app: FastifyInstance, options: { cacheSeconds?: number } = {}) =>
      publicPagesService({
        read: apiReader(app),
        repository,
        clock,
        cacheSeconds: options.cacheSeconds ?? PAGE_CACHE_SECONDS,
      }),
  };
}
