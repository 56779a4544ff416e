import type { ModuleContext } from '../../context';
import type { Queryable } from '../../db/client';
import { Forbidden, HttpError, NotFoundError } from '../../errors';
import { returnCredits } from '../credits';
import { notificationLinks } from '../notifications';
import { decisionRepository, type LeadReportRow } from './decisionRepository';
import type { OperatorRepository } from './repository';
import { type ActingOperator, operatorMessages } from './service';

/** The ledger entry of credits returned after a confirmed lead report (the figures find it). */
export const leadReportLedgerMessage =
  /*i18n*/ 'Credits returned: lead withdrawn after report {report}';

const decisionMessages = {
  noSuchReport: /*i18n*/ 'No reported lead has this id',
  decidedAlready: /*i18n*/ 'This report is decided already',
  /** The reason a quote's credits came back (shown in the ledger and the notification). */
  returnReason: /*i18n*/ 'an operator confirmed a report that the lead was not genuine',
  confirmed: /*i18n*/ 'confirmed, and the job is withdrawn',
  dismissed: /*i18n*/ 'not upheld',
} as const;

export type LeadReportDecision = 'confirm' | 'reject';

interface Deps extends Pick<ModuleContext, 'db' | 'clock' | 'notify' | 'realtime' | 'wakeOutbox'> {
  operators: OperatorRepository;
}

/**
 * An operator decides a reported lead. Confirming withdraws the job and gives every business
 * that quoted on it its credits back ('return' ledger entries naming the report), and closes
 * the job's other open reports; rejecting leaves the lead. The job's row is locked first, so
 * two operators deciding reports of one job at the same moment run one after the other: the
 * second finds the report decided (409) or the credits returned already, never a second return.
 * The decision, the returns, the audit entry and the notifications commit together.
 */
export function leadReportDecisions({ db, clock, notify, realtime, wakeOutbox, operators }: Deps) {
  async function tellReporter(
    tx: Queryable,
    report: LeadReportRow,
    outcome: 'confirmed' | 'dismissed',
    note: string,
    trade: string,
    origin: string,
  ) {
    const repo = decisionRepository(tx);
    const confirmed = outcome === 'confirmed';
    const link = confirmed ? notificationLinks.credits() : notificationLinks.lead(report.jobId);
    await notify(tx, {
      userId: report.businessId,
      kind: 'lead-report-decided',
      values: { trade, outcome: decisionMessages[outcome], note },
      link,
      email: {
        template: confirmed ? 'lead-report-confirmed' : 'lead-report-dismissed',
        data: {
          name: await repo.userName(report.businessId),
          profession: trade,
          note,
          link: `${origin}${link}`,
        },
      },
    });
  }

  return {
    async decide(
      actor: ActingOperator,
      reportId: string,
      input: { decision: LeadReportDecision; reason: string },
      origin: string,
    ) {
      const now = clock.now();
      const outcome: 'confirmed' | 'dismissed' =
        input.decision === 'confirm' ? 'confirmed' : 'dismissed';
      const result = await db.transaction(async (tx) => {
        const repo = decisionRepository(tx);
        const found = await repo.findReport(reportId);
        if (!found) throw new NotFoundError(decisionMessages.noSuchReport);
        // The job first, then its reports: one order for every decision on this job.
        const job = await repo.lockJob(found.jobId);
        if (!job) throw new NotFoundError(decisionMessages.noSuchReport);
        const open = await repo.lockOpenReports(job.id);
        const report = open.find((row) => row.id === reportId);
        if (!report) throw new HttpError(409, decisionMessages.decidedAlready);
        const quoted = input.decision === 'confirm' ? await repo.lockUnreturnedQuotes(job.id) : [];
        const concerned = [report.businessId, job.customerId, ...quoted.map((q) => q.businessId)];
        if (concerned.includes(actor.accountId)) throw new Forbidden(operatorMessages.ownAccount);

        const trade = await repo.professionName(job.professionSlug);
        const closed = input.decision === 'confirm' ? open : [report];
        const withdrawn = input.decision === 'confirm' && job.status !== 'cancelled';
        const returned: Array<{ businessId: string; credits: number }> = [];
        for (const quote of quoted) {
          await repo.markQuoteReturned(quote.id, now, decisionMessages.returnReason);
          if (quote.credits <= 0) continue;
          await returnCredits(
            tx,
            quote.businessId,
            quote.credits,
            { message: leadReportLedgerMessage, values: { report: report.id } },
            now,
          );
          returned.push({ businessId: quote.businessId, credits: quote.credits });
          await notify(tx, {
            userId: quote.businessId,
            kind: 'credits-returned',
            values: { credits: quote.credits, reason: decisionMessages.returnReason },
            link: notificationLinks.credits(),
            email: {
              template: 'credits-returned',
              data: {
                name: await repo.userName(quote.businessId),
                credits: String(quote.credits),
                profession: trade,
                reason: decisionMessages.returnReason,
                link: `${origin}${notificationLinks.credits()}`,
              },
            },
          });
        }
        if (withdrawn) await repo.withdrawJob(job.id, now);
        for (const row of closed) {
          await repo.decideReport(row.id, {
            decision: outcome,
            decidedBy: actor.accountId,
            decidedAt: now,
            decisionReason: input.reason,
          });
          await operators.record(
            {
              actorId: actor.accountId,
              action: 'lead-report.decide',
              subjectType: 'lead_report',
              subjectId: row.id,
              reason: input.reason,
              before: { decision: null, jobId: job.id, jobStatus: job.status },
              after: {
                decision: outcome,
                jobId: job.id,
                jobStatus: withdrawn ? 'cancelled' : job.status,
                // The returns are written once, on the report the operator decided.
                returned: row.id === report.id ? returned : [],
                ...(row.id === report.id ? {} : { decidedWith: report.id }),
              },
              createdAt: now,
            },
            tx,
          );
          await tellReporter(tx, row, outcome, input.reason, trade, origin);
        }
        return { id: report.id, decision: outcome, jobWithdrawn: withdrawn, returned, job };
      });
      for (const { businessId } of result.returned) {
        realtime.toUser(businessId, 'update-credits', { userId: businessId });
        realtime.toUser(businessId, 'fetch-leads', { leadId: result.job.id });
      }
      wakeOutbox();
      const { job: _job, ...answer } = result;
      return answer;
    },
  };
}

export type LeadReportDecisions = ReturnType<typeof leadReportDecisions>;
