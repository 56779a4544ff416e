import { escapeHtml } from '../../escapeHtml';

export interface SitemapUrl {
  /** Starts with `/`; already percent-encoded where it needs to be. */
  path: string;
  lastModified?: Date | null;
}

/** A sitemap (sitemaps.org protocol 0.9) of absolute addresses on `origin`. */
export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ path, lastModified }) => {
    const lastmod =
      lastModified && !Number.isNaN(lastModified.getTime())
        ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`
        : '';
    return `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
