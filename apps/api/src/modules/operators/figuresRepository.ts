import { sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client';

/** How the ledger names the returns the figures count (the catalog messages that wrote them). */
export interface ReturnMessages {
  /** A confirmed lead report's return (`{report}` in its values). */
  fakeLead: string;
  /** Any other return (`{reason}` in its values) ... */
  returned: string;
  /** ... whose reason is that the customer never opened the quote. */
  unopened: string;
}

const month = (column: ReturnType<typeof sql>) =>
  sql`to_char(date_trunc('month', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM')`;

/**
 * SQL of the published moderation figures. Reports are counted from the reports themselves;
 * every decision from the audit log (each settled report of a review decision is named in its
 * `after.reporters`, each decided lead report is an entry of its own); credits from the
 * ledger. Nothing is counted twice and no counter is kept beside them.
 */
export function figuresRepository(db: Queryable) {
  return {
    /** Per month and reason: reviews and replies reported, kept and removed. */
    async reviewFigures(since: Date) {
      return queryRows<{
        month: string;
        reason: string;
        reported: number;
        kept: number;
        removed: number;
      }>(
        db,
        sql`WITH reported AS (
            SELECT ${month(sql`created_at`)} AS month, reason, count(*)::int AS n
            FROM review_reports WHERE created_at >= ${since}
            GROUP BY 1, 2
          ), decided AS (
            SELECT ${month(sql`a.created_at`)} AS month, r.reason,
                   count(*) FILTER (WHERE a.after->>'decision' = 'kept')::int AS kept,
                   count(*) FILTER (WHERE a.after->>'decision' <> 'kept')::int AS removed
            FROM audit_log a
            CROSS JOIN LATERAL jsonb_array_elements_text(a.after->'reporters') AS settled(reporter)
            JOIN review_reports r
              ON r.review_id::text = a.subject_id AND r.reporter_id::text = settled.reporter
            WHERE a.action = 'review-report.decide' AND a.created_at >= ${since}
            GROUP BY 1, 2
          )
          SELECT coalesce(reported.month, decided.month) AS month,
                 coalesce(reported.reason, decided.reason) AS reason,
                 coalesce(reported.n, 0) AS reported,
                 coalesce(decided.kept, 0) AS kept,
                 coalesce(decided.removed, 0) AS removed
          FROM reported FULL JOIN decided
            ON decided.month = reported.month AND decided.reason = reported.reason
          ORDER BY 1 DESC, 2`,
      );
    },

    /** Per month: leads reported, reports confirmed, credits returned, median decision time. */
    async monthFigures(since: Date, messages: ReturnMessages) {
      return queryRows<{
        month: string;
        leadsReported: number;
        leadsConfirmed: number;
        fakeLeadCredits: number;
        unreadQuoteCredits: number;
        medianSeconds: number | string | null;
      }>(
        db,
        sql`WITH reported AS (
            SELECT ${month(sql`created_at`)} AS month, count(*)::int AS n
            FROM lead_reports WHERE created_at >= ${since} GROUP BY 1
          ), confirmed AS (
            SELECT ${month(sql`created_at`)} AS month, count(*)::int AS n
            FROM audit_log
            WHERE action = 'lead-report.decide' AND after->>'decision' = 'confirmed'
              AND created_at >= ${since}
            GROUP BY 1
          ), returned AS (
            SELECT ${month(sql`created_at`)} AS month,
                   coalesce(sum(amount) FILTER (WHERE reason = ${messages.fakeLead}), 0)::int AS fake,
                   coalesce(sum(amount) FILTER (WHERE reason = ${messages.returned}
                     AND reason_values->>'reason' = ${messages.unopened}), 0)::int AS unread
            FROM credit_entries
            WHERE kind = 'return' AND created_at >= ${since}
            GROUP BY 1
          ), waits AS (
            SELECT a.created_at AS decided_at, a.created_at - l.created_at AS wait
            FROM audit_log a JOIN lead_reports l ON l.id::text = a.subject_id
            WHERE a.action = 'lead-report.decide' AND a.created_at >= ${since}
            UNION ALL
            SELECT a.created_at, a.created_at - r.created_at
            FROM audit_log a
            CROSS JOIN LATERAL jsonb_array_elements_text(a.after->'reporters') AS settled(reporter)
            JOIN review_reports r
              ON r.review_id::text = a.subject_id AND r.reporter_id::text = settled.reporter
            WHERE a.action = 'review-report.decide' AND a.created_at >= ${since}
          ), medians AS (
            SELECT ${month(sql`decided_at`)} AS month,
                   round(percentile_cont(0.5) WITHIN GROUP (
                     ORDER BY extract(epoch FROM wait)))::int AS seconds
            FROM waits GROUP BY 1
          ), months AS (
            SELECT month FROM reported UNION SELECT month FROM confirmed
            UNION SELECT month FROM returned UNION SELECT month FROM medians
          )
          SELECT months.month,
                 coalesce(reported.n, 0) AS "leadsReported",
                 coalesce(confirmed.n, 0) AS "leadsConfirmed",
                 coalesce(returned.fake, 0) AS "fakeLeadCredits",
                 coalesce(returned.unread, 0) AS "unreadQuoteCredits",
                 medians.seconds AS "medianSeconds"
          FROM months
          LEFT JOIN reported ON reported.month = months.month
          LEFT JOIN confirmed ON confirmed.month = months.month
          LEFT JOIN returned ON returned.month = months.month
          LEFT JOIN medians ON medians.month = months.month
          ORDER BY 1 DESC`,
      );
    },
  };
}
