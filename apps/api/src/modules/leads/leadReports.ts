import type { LeadReportReason } from '@quoteway/contracts';
import { AccountError, NotFoundError } from '../../errors';
import { requireBusiness } from '../auth';
import { type Account, type LeadKit, type LeadServiceDeps, leadMessages } from './leadKit';
import { leadReportRepository } from './reportRepository';

const reportMessages = {
  reported: /*i18n*/ 'Thank you: the lead is reported and an operator will look at it.',
  reportedAlready: /*i18n*/ 'You reported this lead already',
} as const;

/** A business reports a lead it can see; an operator decides (the operator console). */
export function leadReportService(deps: LeadServiceDeps, kit: LeadKit) {
  const reports = leadReportRepository(deps.db);
  return {
    async reportLead(
      account: Account,
      jobId: string,
      input: { reason: LeadReportReason; detail: string },
    ) {
      requireBusiness(account);
      const found = await kit.visibleLead(account, jobId);
      if (!found) throw new NotFoundError(leadMessages.notFound);
      const added = await reports.add({
        jobId,
        businessId: account.id,
        reason: input.reason,
        detail: input.detail,
        createdAt: deps.clock.now(),
      });
      if (!added) throw new AccountError(409, reportMessages.reportedAlready);
      return { message: reportMessages.reported };
    },
  };
}
