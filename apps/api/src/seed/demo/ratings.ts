import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * Sets the rating aggregates of `businessIds` (count, sum, per-star counts, the four
 * sub-ratings' sums) from the reviews written for them, so that they match them exactly.
 */
export async function recountRatings(tx: Queryable, businessIds: readonly string[]): Promise<void> {
  await tx.execute(sql`
    UPDATE businesses b SET
      rating_count = r.count, rating_sum = r.rating_sum,
      rating_1 = r.r1, rating_2 = r.r2, rating_3 = r.r3, rating_4 = r.r4, rating_5 = r.r5,
      quality_sum = r.quality, communication_sum = r.communication,
      value_sum = r.value, punctuality_sum = r.punctuality
    FROM (
      SELECT business_id, count(*)::int AS count, sum(rating)::int AS rating_sum,
        (count(*) FILTER (WHERE rating = 1))::int AS r1,
        (count(*) FILTER (WHERE rating = 2))::int AS r2,
        (count(*) FILTER (WHERE rating = 3))::int AS r3,
        (count(*) FILTER (WHERE rating = 4))::int AS r4,
        (count(*) FILTER (WHERE rating = 5))::int AS r5,
        sum(quality)::int AS quality, sum(communication)::int AS communication,
        sum(value)::int AS value, sum(punctuality)::int AS punctuality
      FROM reviews
      WHERE business_id IN (${sql.join(
        businessIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      GROUP BY business_id
    ) r
    WHERE b.user_id = r.business_id`);
}
