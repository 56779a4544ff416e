import type { Clock } from '../../infra/clock';
import type { Database } from '../../db/client';
import { returnMessages } from '../jobs';
import { figuresRepository } from './figuresRepository';
import { leadReportLedgerMessage } from './leadReportDecisions';

/** `YYYY-MM` of a UTC month, `back` months before `now`'s. */
function monthKey(now: Date, back: number): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return at.toISOString().slice(0, 7);
}

/**
 * The published moderation figures, month by month (every month of the window, empty ones
 * with zeros, so a quiet month is visible as one).
 */
export function moderationFigures({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async byMonth(months: number) {
      const now = clock.now();
      const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
      const repo = figuresRepository(db);
      const [reviews, rows] = await Promise.all([
        repo.reviewFigures(since),
        repo.monthFigures(since, {
          fakeLead: leadReportLedgerMessage,
          returned: returnMessages.ledger,
          unopened: returnMessages.unopened,
        }),
      ]);
      return {
        months: Array.from({ length: months }, (_, back) => {
          const month = monthKey(now, back);
          const row = rows.find((r) => r.month === month);
          return {
            month,
            reviews: reviews
              .filter((r) => r.month === month)
              .map(({ reason, reported, kept, removed }) => ({ reason, reported, kept, removed })),
            leadsReported: row?.leadsReported ?? 0,
            leadsConfirmed: row?.leadsConfirmed ?? 0,
            creditsReturnedFakeLeads: row?.fakeLeadCredits ?? 0,
            creditsReturnedUnreadQuotes: row?.unreadQuoteCredits ?? 0,
            medianDecisionSeconds:
              row?.medianSeconds === null || row?.medianSeconds === undefined
                ? null
                : Number(row.medianSeconds),
          };
        }),
      };
    },
  };
}

export type ModerationFigures = ReturnType<typeof moderationFigures>;
