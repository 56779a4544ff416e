import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  businesses,
  businessProfessions,
  jobs,
  localities,
  professions,
  pushDevices,
  users,
} from '../../db/schema';
import { MAX_SERVICE_RADIUS_KM, serves } from '../../db/serviceArea';

type JobRow = typeof jobs.$inferSelect;

export { MAX_SERVICE_RADIUS_KM };

/** SQL for service areas: a business's trades and circle, and the businesses a job is offered to. */
export function serviceAreaRepository(db: Queryable) {
  return {
    async trades(userId: string): Promise<string[]> {
      const rows = await db
        .select({ slug: businessProfessions.professionSlug })
        .from(businessProfessions)
        .where(eq(businessProfessions.userId, userId));
      return rows.map((row) => row.slug);
    },

    /** Which of `slugs` are known trades. */
    async knownProfessions(slugs: string[]): Promise<string[]> {
      const rows = await db
        .select({ slug: professions.slug })
        .from(professions)
        .where(inArray(professions.slug, slugs));
      return rows.map((row) => row.slug);
    },

    /** Replace the business's service circle and trades. Call inside a transaction. */
    async setServiceArea(
      userId: string,
      area: { localityId: number; lat: number; lng: number; radiusKm: number; trades: string[] },
    ): Promise<void> {
      await db
        .update(businesses)
        .set({
          localityId: area.localityId,
          serviceLat: area.lat,
          serviceLng: area.lng,
          serviceRadiusKm: area.radiusKm,
        })
        .where(eq(businesses.userId, userId));
      await db.delete(businessProfessions).where(eq(businessProfessions.userId, userId));
      await db
        .insert(businessProfessions)
        .values(area.trades.map((professionSlug) => ({ userId, professionSlug })));
    },

    /** A job with its locality and trade names (for the lead alert e-mails). */
    async jobForAlerts(jobId: string) {
      const [row] = await db
        .select({ job: jobs, locality: localities.locality, profession: professions.name })
        .from(jobs)
        .innerJoin(localities, eq(localities.id, jobs.localityId))
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .where(eq(jobs.id, jobId));
      return row;
    },

    /**
     * The active businesses `job` is offered to (other than its own customer): the business it
     * asked directly, and, unless it asked that one only, every business that serves it.
     */
    async businessesOffered(
      job: Pick<
        JobRow,
        'professionSlug' | 'lat' | 'lng' | 'customerId' | 'directBusinessId' | 'onlyDirect'
      >,
    ) {
      const matching = job.onlyDirect
        ? sql`false`
        : and(
            isNotNull(businesses.serviceLat),
            serves(
              {
                userId: businesses.userId,
                lat: businesses.serviceLat,
                lng: businesses.serviceLng,
                radiusM: sql`${businesses.serviceRadiusKm} * 1000`,
              },
              { professionSlug: job.professionSlug, lat: job.lat, lng: job.lng },
            ),
          );
      const direct = job.directBusinessId
        ? eq(businesses.userId, job.directBusinessId)
        : sql`false`;
      return db
        .select({
          userId: businesses.userId,
          email: users.email,
          userName: users.userName,
          direct: sql<boolean>`${businesses.userId} = ${job.directBusinessId ?? null}`,
          // Whether it turned lead alerts on for any device (modules/push).
          hasPushDevice: sql<boolean>`exists (select 1 from ${pushDevices} where ${pushDevices.userId} = ${businesses.userId})`,
        })
        .from(businesses)
        .innerJoin(users, and(eq(users.id, businesses.userId), eq(users.status, 'ACTIVE')))
        .where(and(or(direct, matching), ne(businesses.userId, job.customerId)));
    },
  };
}
