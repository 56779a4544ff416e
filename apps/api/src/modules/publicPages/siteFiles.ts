import {
  appPages,
  businessPagePath,
  contentPagePath,
  contentPages,
  professionPath,
} from '@quoteway/domain';
import type { PageCache } from './pageCache';
import { siteOf } from './pageViews';
import type { PublicPagesRepository } from './repository';
import { sitemapXml, type SitemapUrl } from './sitemap';

/** The sitemap protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000;

/** The files for search engines: /sitemap.xml and /robots.txt. */
export function siteFiles({
  repository,
  cache,
  cacheSeconds,
}: {
  repository: PublicPagesRepository;
  cache: PageCache<string>;
  cacheSeconds: number;
}) {
  const { cached, remember } = cache;
  return {
    /**
     * /sitemap.xml: the site's own pages, every trade, the trade x place pages that list
     * someone (the trades of each business in the place it is based in), and every business.
     */
    async sitemap(origin: string): Promise<string> {
      const key = `sitemap ${origin}`;
      const hit = cached<string>(key);
      if (hit) return hit;
      const { country } = siteOf(origin);
      const fixed = [
        '/home',
        '/business-directory',
        ...contentPages.map(contentPagePath),
        '/moderation',
      ];
      const [slugs, places, businesses] = await Promise.all([
        repository.professionSlugs(),
        repository.tradePlaces(country, SITEMAP_MAX_URLS),
        repository.businessPages(country, SITEMAP_MAX_URLS),
      ]);
      const urls: SitemapUrl[] = [
        ...fixed.map((path) => ({ path })),
        ...slugs.map((slug) => ({ path: professionPath(slug) })),
        ...places.map((row) => ({ path: professionPath(row.slug, row.place) })),
        ...businesses.map((row) => ({
          path: businessPagePath(row.slug),
          lastModified: row.lastChanged,
        })),
      ].slice(0, SITEMAP_MAX_URLS);
      const xml = sitemapXml(origin, urls);
      remember(key, xml, Math.max(cacheSeconds, 0) * 5);
      return xml;
    },

    /** /robots.txt: the public pages open; the API (but public images) and private pages not. */
    robots(origin: string): string {
      const publicFirst = new Set(
        appPages.filter((p) => p.audience === 'public').map((p) => firstSegment(p.path)),
      );
      const closed = [
        ...new Set(
          appPages
            .filter((p) => p.audience === 'signedIn' || p.audience === 'embed')
            .map((p) => firstSegment(p.path))
            .filter((segment) => !publicFirst.has(segment)),
        ),
      ];
      return [
        'User-agent: *',
        'Allow: /',
        'Allow: /api/media/public/',
        'Disallow: /api/',
        ...closed.map((segment) => `Disallow: ${segment}`),
        'Disallow: /dev/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

function firstSegment(path: string): string {
  return `/${path.split('/')[1] ?? ''}`;
}
