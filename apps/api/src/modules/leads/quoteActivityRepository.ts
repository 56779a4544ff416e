import type { QuoteActivityQuery, QuoteActivityState } from '@quoteway/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { autoQuotes, jobs, localities, messages, professions, quotes } from '../../db/schema';

export type ActivityQuery = z.output<typeof QuoteActivityQuery>;

/**
 * Where a quote stands, in SQL so that the filter and the total agree with what is shown.
 * The order matters: the credits came back (returned); this business was hired (a hire the
 * customer later cancelled is still one, and its credits stay spent); the job went to another
 * business, was cancelled or the customer declined (lost); the customer wrote in its
 * conversation (replied); the customer looked at it (opened); else sent.
 */
const quoteState: SQL<QuoteActivityState> = sql<QuoteActivityState>`CASE
    WHEN ${quotes.status} = 'returned' THEN 'returned'
    WHEN ${quotes.status} IN ('hired', 'cancelled') THEN 'hired'
    WHEN ${quotes.status} = 'declined' OR ${jobs.status} IN ('hired', 'completed', 'cancelled')
      THEN 'lost'
    WHEN EXISTS (SELECT 1 FROM ${messages}
                 WHERE ${messages.conversationId} = ${quotes.conversationId}
                   AND ${messages.senderId} = ${jobs.customerId}) THEN 'replied'
    WHEN ${quotes.openedAt} IS NOT NULL THEN 'opened'
    ELSE 'sent'
  END`;

const automatic = sql<boolean>`EXISTS (SELECT 1 FROM ${autoQuotes}
                                      WHERE ${autoQuotes.quoteId} = ${quotes.id})`.mapWith(Boolean);

/** The business's quotes in the query's filters (state, and who sent them). */
function inFilter(businessId: string, query: ActivityQuery): SQL | undefined {
  return and(
    eq(quotes.businessId, businessId),
    query.status === 'all' ? undefined : sql`${quoteState} = ${query.status}`,
    query.sentBy === 'automatic' ? automatic : undefined,
  );
}

/** SQL for the quote activity: one page of a business's quotes, with the filter's total. */
export function quoteActivityRepository(db: Queryable) {
  return {
    async page(businessId: string, query: ActivityQuery) {
      return db
        .select({
          quote: quotes,
          customerId: jobs.customerId,
          professionName: professions.name,
          locality: localities,
          state: quoteState,
          automatic,
          total: sql<number>`count(*) OVER ()`.mapWith(Number),
        })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .innerJoin(localities, eq(localities.id, jobs.localityId))
        .where(inFilter(businessId, query))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
    },
    async count(businessId: string, query: ActivityQuery) {
      const [row] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .where(inFilter(businessId, query));
      return row?.total ?? 0;
    },
  };
}
