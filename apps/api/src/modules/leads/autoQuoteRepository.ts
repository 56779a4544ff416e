import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  autoQuoteRules,
  autoQuotes,
  businesses,
  businessProfessions,
  jobs,
  localities,
  professions,
  quoteTemplates,
  quotes,
  users,
} from '../../db/schema';
import { serves } from '../../db/serviceArea';

type RuleRow = typeof autoQuoteRules.$inferSelect;
type NewRule = typeof autoQuoteRules.$inferInsert;
type TemplateRow = typeof quoteTemplates.$inferSelect;
type NewTemplate = typeof quoteTemplates.$inferInsert;

/** SQL for automatic quotes: templates, the rule, which rules a job matches, and the limits. */
export function autoQuoteRepository(db: Queryable) {
  return {
    async rule(businessId: string): Promise<RuleRow | undefined> {
      const [row] = await db
        .select()
        .from(autoQuoteRules)
        .where(eq(autoQuoteRules.businessId, businessId));
      return row;
    },

    async templates(businessId: string): Promise<TemplateRow[]> {
      return db
        .select()
        .from(quoteTemplates)
        .where(eq(quoteTemplates.businessId, businessId))
        .orderBy(quoteTemplates.professionSlug);
    },

    async template(businessId: string, professionSlug: string): Promise<TemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(quoteTemplates)
        .where(
          and(
            eq(quoteTemplates.businessId, businessId),
            eq(quoteTemplates.professionSlug, professionSlug),
          ),
        );
      return row;
    },

    async saveRule(rule: NewRule): Promise<void> {
      const { businessId: _, ...set } = rule;
      await db
        .insert(autoQuoteRules)
        .values(rule)
        .onConflictDoUpdate({ target: autoQuoteRules.businessId, set });
    },

    async saveTemplate(template: NewTemplate): Promise<void> {
      const { businessId: _, professionSlug: __, ...set } = template;
      await db
        .insert(quoteTemplates)
        .values(template)
        .onConflictDoUpdate({
          target: [quoteTemplates.businessId, quoteTemplates.professionSlug],
          set,
        });
    },

    async removeTemplate(businessId: string, professionSlug: string): Promise<void> {
      await db
        .delete(quoteTemplates)
        .where(
          and(
            eq(quoteTemplates.businessId, businessId),
            eq(quoteTemplates.professionSlug, professionSlug),
          ),
        );
    },

    /**
     * The businesses whose rule matches the open job: not paused, the job's trade among the
     * rule's trades and the business's own, with a template for it, the lead's price at most
     * the rule's highest, the job within the smaller of the rule's radius and the service
     * area, not the job's own customer, and not yet quoted on it.
     */
    async matchingBusinesses(jobId: string): Promise<string[]> {
      const rows = await db
        .select({ businessId: autoQuoteRules.businessId })
        .from(jobs)
        .innerJoin(
          autoQuoteRules,
          and(
            eq(autoQuoteRules.paused, false),
            sql`${jobs.professionSlug} = ANY(${autoQuoteRules.trades})`,
            sql`${jobs.credits} <= ${autoQuoteRules.maxLeadCredits}`,
          ),
        )
        .innerJoin(
          quoteTemplates,
          and(
            eq(quoteTemplates.businessId, autoQuoteRules.businessId),
            eq(quoteTemplates.professionSlug, jobs.professionSlug),
          ),
        )
        .innerJoin(businesses, eq(businesses.userId, autoQuoteRules.businessId))
        .innerJoin(users, and(eq(users.id, businesses.userId), eq(users.status, 'ACTIVE')))
        .where(
          and(
            eq(jobs.id, jobId),
            eq(jobs.status, 'open'),
            sql`${businesses.userId} <> ${jobs.customerId}`,
            sql`${businesses.serviceLat} IS NOT NULL`,
            serves(
              {
                userId: businesses.userId,
                lat: businesses.serviceLat,
                lng: businesses.serviceLng,
                radiusM: sql`least(${businesses.serviceRadiusKm}, ${autoQuoteRules.radiusKm}) * 1000`,
              },
              { professionSlug: jobs.professionSlug, lat: jobs.lat, lng: jobs.lng },
            ),
            sql`NOT EXISTS (SELECT 1 FROM ${quotes} q WHERE q.job_id = ${jobs.id}
                            AND q.business_id = ${businesses.userId})`,
          ),
        );
      return rows.map((row) => row.businessId);
    },

    /** The rule, its row locked for the rest of the transaction. Call inside a transaction. */
    async lockRule(businessId: string): Promise<RuleRow | undefined> {
      const [row] = await db
        .select()
        .from(autoQuoteRules)
        .where(eq(autoQuoteRules.businessId, businessId))
        .for('update');
      return row;
    },

    /** The business's automatic quotes after `since`: how many, and the credits they took. */
    async sentSince(businessId: string, since: Date): Promise<{ quotes: number; credits: number }> {
      const [row] = await db
        .select({
          quotes: count(),
          credits: sql<number>`coalesce(sum(${autoQuotes.credits}), 0)::int`,
        })
        .from(autoQuotes)
        .where(and(eq(autoQuotes.businessId, businessId), gt(autoQuotes.createdAt, since)));
      return { quotes: Number(row?.quotes ?? 0), credits: Number(row?.credits ?? 0) };
    },

    /** How many automatic quotes the job has (call with the job's row locked). */
    async onJob(jobId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(autoQuotes)
        .where(eq(autoQuotes.jobId, jobId));
      return Number(row?.n ?? 0);
    },

    /** When the job went live (became a lead). */
    async liveAt(jobId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: sql<Date>`coalesce(${jobs.publishedAt}, ${jobs.createdAt})` })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      return row ? new Date(row.at) : undefined;
    },

    /** The business's service radius (0 when it is not a business). */
    async serviceRadiusKm(businessId: string): Promise<number> {
      const [row] = await db
        .select({ radiusKm: businesses.serviceRadiusKm })
        .from(businesses)
        .where(eq(businesses.userId, businessId));
      return row?.radiusKm ?? 0;
    },

    /** The business's own trades with their names, by name. */
    async tradesWithNames(
      businessId: string,
    ): Promise<Array<{ slug: string; professionName: string }>> {
      return db
        .select({ slug: professions.slug, professionName: professions.name })
        .from(businessProfessions)
        .innerJoin(professions, eq(professions.slug, businessProfessions.professionSlug))
        .where(eq(businessProfessions.userId, businessId))
        .orderBy(professions.name);
    },

    /** The business's latest automatic quotes, newest first, with the job's trade and place. */
    async recent(businessId: string, limit: number) {
      return db
        .select({
          quoteId: autoQuotes.quoteId,
          jobId: autoQuotes.jobId,
          professionName: professions.name,
          place: localities.locality,
          credits: autoQuotes.credits,
          createdAt: autoQuotes.createdAt,
        })
        .from(autoQuotes)
        .innerJoin(jobs, eq(jobs.id, autoQuotes.jobId))
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .innerJoin(localities, eq(localities.id, jobs.localityId))
        .where(eq(autoQuotes.businessId, businessId))
        .orderBy(desc(autoQuotes.createdAt), desc(autoQuotes.quoteId))
        .limit(limit);
    },

    async record(values: typeof autoQuotes.$inferInsert): Promise<void> {
      await db.insert(autoQuotes).values(values);
    },
  };
}
