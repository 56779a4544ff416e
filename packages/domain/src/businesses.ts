// Business profiles: the readable part of a business page's address.

/**
 * The slug of a business page: its name lower-cased with every run of other characters than
 * ASCII letters and digits made one '-', trimmed of '-', then '-' and the first 6 hex digits
 * of its id ("Tane Plumbing Ltd", "4f2a9c..." -> "tane-plumbing-ltd-4f2a9c"). The same rule
 * as the SQL that gave existing businesses theirs (drizzle/0007_profiles_reviews.sql).
 */
export function businessSlug(name: string, userId: string): string {
  const words = name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
  return `${words}-${userId.replace(/-/g, '').toLowerCase().slice(0, 6)}`;
}

/**
 * A business page's address, by its slug (businessSlug): the canonical one, in links, the
 * sitemap and JSON-LD. The old `/business-details/<id>` redirects here.
 */
export function businessPagePath(slug: string): string {
  return `/b/${encodeURIComponent(slug)}`;
}

/**
 * A business page's cover picture, as every cover is stored (cropped to exactly this size):
 * pages give it these dimensions, so its room is known before it loads.
 */
export const COVER_SIZE = { width: 1600, height: 600 } as const;
