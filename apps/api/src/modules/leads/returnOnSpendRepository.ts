import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client';
import {
  businesses,
  creditEntries,
  jobs,
  messages,
  professions,
  purchases,
  quotes,
} from '../../db/schema';
import { serves } from '../../db/serviceArea';

/** A period: from (included) to (excluded). */
export interface Period {
  from: Date;
  to: Date;
}

/** How credits become money: `cents` paid for `credits` credits (credits > 0). */
export interface CreditRate {
  cents: number;
  credits: number;
}

/** The figures of one trade (`slug` set) or of the whole period (`slug` null), as SQL reads them. */
export interface FigureRow {
  slug: string | null;
  professionName: string | null;
  leadsReceived: number;
  quotesSent: number;
  opened: number;
  replied: number;
  hired: number;
  creditsSpent: number;
  creditsReturned: number;
  spentCents: number;
  returnedCents: number;
  netCostCents: number;
  costPerHireCents: number | null;
  wonValueCents: number;
}

interface WeekRow {
  weekStart: string;
  netCredits: number;
  netCostCents: number;
  hires: number;
}

/** The period's ends as SQL instants. */
const bounds = (period: Period) => ({
  from: sql`${period.from.toISOString()}::timestamptz`,
  to: sql`${period.to.toISOString()}::timestamptz`,
});

/** SQL: `credits` at the rate, in whole cents (rounded half away from zero). */
const money = (credits: SQL, rate: CreditRate) =>
  sql`round((${credits})::numeric * ${rate.cents}::bigint / ${rate.credits}::bigint)::int`;

/** A quote this business was hired on (a hire the customer cancelled later is still one). */
const wasHired = sql`q.status IN ('hired', 'cancelled')`;

/**
 * SQL for the return-on-spend dashboard. Quotes are counted in the period they were sent, with
 * whatever became of them since (opened, replied to, hired); credits are what the ledger moved
 * in the period (quote spends and returns), for the totals, and the quotes' own credits per
 * trade (sent in the period; returned in the period), which add up to the ledger's.
 */
export function returnOnSpendRepository(db: Queryable) {
  return {
    /**
     * The business's succeeded purchases in `currency`: those in the period, and those before
     * it, each as cents paid and credits received (bonus credits included).
     */
    async purchases(businessId: string, currency: string, period: Period) {
      const { from, to } = bounds(period);
      const inPeriod = sql`p.created_at >= ${from} AND p.created_at < ${to}`;
      const before = sql`p.created_at < ${from}`;
      const [row] = await queryRows<{
        periodCents: number;
        periodCredits: number;
        earlierCents: number;
        earlierCredits: number;
      }>(
        db,
        sql`SELECT
            coalesce(sum(p.amount_cents) FILTER (WHERE ${inPeriod}), 0)::bigint AS "periodCents",
            coalesce(sum(p.credits + p.bonus_credits) FILTER (WHERE ${inPeriod}), 0)::bigint
              AS "periodCredits",
            coalesce(sum(p.amount_cents) FILTER (WHERE ${before}), 0)::bigint AS "earlierCents",
            coalesce(sum(p.credits + p.bonus_credits) FILTER (WHERE ${before}), 0)::bigint
              AS "earlierCredits"
          FROM ${purchases} p
          WHERE p.user_id = ${businessId} AND p.status = 'succeeded' AND p.currency = ${currency}`,
      );
      return {
        period: { cents: Number(row?.periodCents ?? 0), credits: Number(row?.periodCredits ?? 0) },
        earlier: {
          cents: Number(row?.earlierCents ?? 0),
          credits: Number(row?.earlierCredits ?? 0),
        },
      };
    },

    /** The figures per trade, then one row (slug null) for the whole period. */
    async figures(businessId: string, period: Period, rate: CreditRate): Promise<FigureRow[]> {
      const { from, to } = bounds(period);
      const me = sql`${businessId}::uuid`;
      const leadOffered = serves(
        {
          userId: sql`b.user_id`,
          lat: sql`b.service_lat`,
          lng: sql`b.service_lng`,
          radiusM: sql`b.service_radius_km * 1000`,
        },
        { professionSlug: sql`j.profession_slug`, lat: sql`j.lat`, lng: sql`j.lng` },
      );
      const rows = await queryRows<FigureRow>(
        db,
        sql`WITH sent AS (
            SELECT j.profession_slug AS slug,
                   count(*) AS quotes_sent,
                   count(*) FILTER (WHERE q.opened_at IS NOT NULL OR ${wasHired}) AS opened,
                   count(*) FILTER (WHERE EXISTS (
                     SELECT 1 FROM ${messages} m
                     WHERE m.conversation_id = q.conversation_id AND m.sender_id = j.customer_id))
                     AS replied,
                   count(*) FILTER (WHERE ${wasHired}) AS hired,
                   sum(q.credits) AS credits_spent,
                   coalesce(sum(q.est_cents) FILTER (WHERE ${wasHired}), 0) AS won_value
            FROM ${quotes} q JOIN ${jobs} j ON j.id = q.job_id
            WHERE q.business_id = ${me} AND q.created_at >= ${from} AND q.created_at < ${to}
            GROUP BY j.profession_slug
          ), returned AS (
            SELECT j.profession_slug AS slug, sum(q.credits) AS credits_returned
            FROM ${quotes} q JOIN ${jobs} j ON j.id = q.job_id
            WHERE q.business_id = ${me} AND q.status = 'returned'
              AND q.returned_at >= ${from} AND q.returned_at < ${to}
            GROUP BY j.profession_slug
          ), leads AS (
            -- The jobs published in the period that were leads for the business: it was asked
            -- by name, or it serves the job (its trades and service area), or it quoted.
            SELECT j.profession_slug AS slug, count(*) AS leads_received
            FROM ${jobs} j CROSS JOIN ${businesses} b
            WHERE b.user_id = ${me} AND j.status <> 'pending'
              AND coalesce(j.published_at, j.created_at) >= ${from}
              AND coalesce(j.published_at, j.created_at) < ${to}
              AND (j.direct_business_id = b.user_id
                   OR (NOT j.only_direct AND b.service_lat IS NOT NULL AND ${leadOffered})
                   OR EXISTS (SELECT 1 FROM ${quotes} mine
                              WHERE mine.job_id = j.id AND mine.business_id = b.user_id))
            GROUP BY j.profession_slug
          ), per_trade AS (
            SELECT t.slug,
                   coalesce(l.leads_received, 0) AS leads_received,
                   coalesce(s.quotes_sent, 0) AS quotes_sent,
                   coalesce(s.opened, 0) AS opened,
                   coalesce(s.replied, 0) AS replied,
                   coalesce(s.hired, 0) AS hired,
                   coalesce(s.credits_spent, 0) AS credits_spent,
                   coalesce(r.credits_returned, 0) AS credits_returned,
                   coalesce(s.won_value, 0) AS won_value
            FROM (SELECT slug FROM sent UNION SELECT slug FROM returned UNION SELECT slug FROM leads) t
            LEFT JOIN sent s ON s.slug = t.slug
            LEFT JOIN returned r ON r.slug = t.slug
            LEFT JOIN leads l ON l.slug = t.slug
          ), ledger AS (
            SELECT coalesce(-sum(e.amount) FILTER (WHERE e.kind = 'quote'), 0) AS spent,
                   coalesce(sum(e.amount) FILTER (WHERE e.kind = 'return'), 0) AS returned
            FROM ${creditEntries} e
            WHERE e.user_id = ${me} AND e.created_at >= ${from} AND e.created_at < ${to}
          ), figures AS (
            SELECT slug, leads_received, quotes_sent, opened, replied, hired, credits_spent,
                   credits_returned, won_value
            FROM per_trade
            UNION ALL
            SELECT NULL, coalesce(sum(leads_received), 0), coalesce(sum(quotes_sent), 0),
                   coalesce(sum(opened), 0), coalesce(sum(replied), 0), coalesce(sum(hired), 0),
                   (SELECT spent FROM ledger), (SELECT returned FROM ledger),
                   coalesce(sum(won_value), 0)
            FROM per_trade
          ), costed AS (
            SELECT f.*, ${money(sql`f.credits_spent`, rate)} AS spent_cents,
                   ${money(sql`f.credits_spent - f.credits_returned`, rate)} AS net_cents
            FROM figures f
          )
          SELECT c.slug, p.name AS "professionName",
                 c.leads_received::int AS "leadsReceived", c.quotes_sent::int AS "quotesSent",
                 c.opened::int AS opened, c.replied::int AS replied, c.hired::int AS hired,
                 c.credits_spent::int AS "creditsSpent",
                 c.credits_returned::int AS "creditsReturned",
                 c.spent_cents AS "spentCents", (c.spent_cents - c.net_cents) AS "returnedCents",
                 c.net_cents AS "netCostCents",
                 CASE WHEN c.hired > 0 THEN round(c.net_cents::numeric / c.hired)::int
                 END AS "costPerHireCents",
                 c.won_value::bigint AS "wonValueCents"
          FROM costed c LEFT JOIN ${professions} p ON p.slug = c.slug
          ORDER BY c.slug IS NULL, c.credits_spent DESC, p.name`,
      );
      return rows.map((row) => ({ ...row, wonValueCents: Number(row.wonValueCents) }));
    },

    /**
     * Week by week over the period (ISO weeks, Monday, UTC): credits spent less returned (the
     * ledger), their cost, and the hires among the quotes sent that week.
     */
    async weeks(businessId: string, period: Period, rate: CreditRate): Promise<WeekRow[]> {
      const { from, to } = bounds(period);
      const me = sql`${businessId}::uuid`;
      const week = (column: SQL) => sql`date_trunc('week', (${column}) AT TIME ZONE 'UTC')`;
      return queryRows<WeekRow>(
        db,
        sql`WITH weeks AS (
            SELECT generate_series(${week(from)},
                                   ${week(sql`${to} - interval '1 microsecond'`)},
                                   interval '1 week') AS week
          ), spend AS (
            SELECT ${week(sql`e.created_at`)} AS week,
                   coalesce(-sum(e.amount) FILTER (WHERE e.kind = 'quote'), 0) AS spent,
                   coalesce(sum(e.amount) FILTER (WHERE e.kind = 'return'), 0) AS returned
            FROM ${creditEntries} e
            WHERE e.user_id = ${me} AND e.kind IN ('quote', 'return')
              AND e.created_at >= ${from} AND e.created_at < ${to}
            GROUP BY 1
          ), hires AS (
            SELECT ${week(sql`q.created_at`)} AS week, count(*) AS hires
            FROM ${quotes} q
            WHERE q.business_id = ${me} AND ${wasHired}
              AND q.created_at >= ${from} AND q.created_at < ${to}
            GROUP BY 1
          ), running AS (
            SELECT w.week, coalesce(s.spent, 0) - coalesce(s.returned, 0) AS net,
                   sum(coalesce(s.spent, 0) - coalesce(s.returned, 0)) OVER (ORDER BY w.week)
                     AS through, coalesce(h.hires, 0) AS hires
            FROM weeks w
            LEFT JOIN spend s ON s.week = w.week
            LEFT JOIN hires h ON h.week = w.week
          )
          -- Each week costs what the credits net through it cost less those through the week
          -- before, so that the weeks add up to the period's net cost to the cent.
          SELECT to_char(week, 'YYYY-MM-DD') AS "weekStart", net::int AS "netCredits",
                 (${money(sql`through`, rate)} - ${money(sql`through - net`, rate)}) AS "netCostCents",
                 hires::int AS hires
          FROM running
          ORDER BY week`,
      );
    },
  };
}
