import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { jobs, localities, professions, quotes } from '../../db/schema';
import { addLot, spendCredits } from '../../modules/credits';

const MINUTE = 60_000;
/** The grant outlives the demo, like the demo login's own credits. */
const GRANT_EXPIRY_DAYS = 36_500;

/**
 * Pay for seeded quotes as a real quote is paid for, so that every business's return-on-spend
 * figures (read from the ledger) equal its quotes: each business is granted, a minute before
 * its first seeded quote, the credits its seeded quotes take, and each quote then spends its
 * lead's price from the lots at the time it was sent, with the ledger entry a manual quote
 * writes ('Quote: {trade} in {place}'). Balances end where they were. Call inside the seed's
 * transaction, after the quotes are written.
 */
export async function payForSeededQuotes(tx: Queryable, quoteIds: readonly string[]) {
  const paid: Array<{
    businessId: string;
    credits: number;
    createdAt: Date;
    trade: string;
    place: string;
  }> = [];
  for (let i = 0; i < quoteIds.length; i += 500) {
    paid.push(
      ...(await tx
        .select({
          businessId: quotes.businessId,
          credits: quotes.credits,
          createdAt: quotes.createdAt,
          trade: professions.name,
          place: localities.locality,
        })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .innerJoin(localities, eq(localities.id, jobs.localityId))
        .where(inArray(quotes.id, quoteIds.slice(i, i + 500)))
        .orderBy(asc(quotes.createdAt), asc(quotes.id))),
    );
  }
  const byBusiness = new Map<string, typeof paid>();
  for (const quote of paid) {
    const mine = byBusiness.get(quote.businessId) ?? [];
    mine.push(quote);
    byBusiness.set(quote.businessId, mine);
  }
  for (const [businessId, mine] of byBusiness) {
    const first = mine[0];
    if (!first) continue;
    await addLot(tx, {
      userId: businessId,
      credits: mine.reduce((sum, quote) => sum + quote.credits, 0),
      source: 'grant',
      reason: /*i18n*/ 'Demo credits',
      now: new Date(first.createdAt.getTime() - MINUTE),
      expiryDays: GRANT_EXPIRY_DAYS,
    });
    for (const quote of mine) {
      await spendCredits(
        tx,
        businessId,
        quote.credits,
        {
          message: /*i18n*/ 'Quote: {trade} in {place}',
          values: { trade: quote.trade, place: quote.place },
        },
        quote.createdAt,
      );
    }
  }
}
