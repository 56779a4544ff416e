// Service-area matching: which business serves which job or place. Written once, over the
// schema's columns, for every repository that matches (the lead lists and alerts in
// modules/leads, the directory in modules/businesses). It lives beside the schema rather than
// in a module so that neither module reaches into the other's repository for it.
import type { Column, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** Widest service radius a business can choose; bounds the matching index search. */
export const MAX_SERVICE_RADIUS_KM = 200;

/** A value in a query: a column, an SQL expression or a parameter. */
export type Operand = SQL | Column | string | number;

/**
 * SQL: is the place inside the business's service circle? Each side may be columns or
 * parameters; the two boxes let PostgreSQL use the earth index of whichever side is the
 * table being searched (the jobs' or the businesses').
 */
export function inServiceArea(
  business: { lat: Operand; lng: Operand; radiusM: Operand },
  place: { lat: Operand; lng: Operand },
): SQL {
  const businessPoint = sql`ll_to_earth(${business.lat}, ${business.lng})`;
  const placePoint = sql`ll_to_earth(${place.lat}, ${place.lng})`;
  return sql`earth_box(${businessPoint}, ${business.radiusM}) @> ${placePoint}
    AND earth_box(${placePoint}, ${MAX_SERVICE_RADIUS_KM * 1000}) @> ${businessPoint}
    AND ${withinRadius(business, place)}`;
}

/**
 * SQL: is the job inside the business's service circle, for a search of the jobs from one
 * business? Like `inServiceArea`, with only the box that uses the jobs' earth index (the lead
 * lists' fast path, which joins the business's trades itself).
 */
export function jobInServiceArea(
  business: { lat: Operand; lng: Operand; radiusM: Operand },
  job: { lat: Operand; lng: Operand },
): SQL {
  return sql`earth_box(ll_to_earth(${business.lat}, ${business.lng}), ${business.radiusM}) @> ll_to_earth(${job.lat}, ${job.lng})
        AND ${withinRadius(business, job)}`;
}

/**
 * SQL: the service circle alone, without the boxes that only serve the earth indexes (each box
 * holds its circle, so the rule is the same).
 */
function withinRadius(
  business: { lat: Operand; lng: Operand; radiusM: Operand },
  place: { lat: Operand; lng: Operand },
): SQL {
  return sql`earth_distance(ll_to_earth(${business.lat}, ${business.lng}),
                            ll_to_earth(${place.lat}, ${place.lng})) <= ${business.radiusM}`;
}

/**
 * SQL: does the business serve the job, that is, is the job's trade one of the business's
 * trades and the job inside its service circle? The one place the matching rule is written;
 * the lead lists (the jobs one business serves), the lead alerts (the businesses that serve
 * one job) and the directory (the businesses that serve a place) all use it.
 */
export function serves(
  business: { userId: Operand; lat: Operand; lng: Operand; radiusM: Operand },
  job: { professionSlug: Operand; lat: Operand; lng: Operand },
): SQL {
  return sql`${takesTrade(business.userId, job.professionSlug)} AND ${inServiceArea(business, job)}`;
}

/** SQL: is the trade one of the business's trades (`business_professions`)? */
export function takesTrade(userId: Operand, professionSlug: Operand): SQL {
  return sql`EXISTS (SELECT 1 FROM business_professions bp
                     WHERE bp.user_id = ${userId} AND bp.profession_slug = ${professionSlug})`;
}
