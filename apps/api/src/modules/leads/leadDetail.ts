import type { DraftMetadata, LeadDetailPayload } from '@quoteway/contracts';
import { AccountError, NotFoundError } from '../../errors';
import { requireBusiness, type UserRow } from '../auth';
import { type Account, type LeadKit, type LeadServiceDeps, leadMessages } from './leadKit';
import { draftRepository } from './draftRepository';
import { leadReportRepository } from './reportRepository';
import { leadRepository } from './repository';

/** One lead as the business sees it (its customer's contact once quoted), and its drafts. */
export function leadDetailService(deps: LeadServiceDeps, kit: LeadKit) {
  const { db, clock } = deps;
  const { visibleLead } = kit;
  const repository = leadRepository(db);
  const drafts = draftRepository(db);
  const reports = leadReportRepository(db);

  return {
    async lead(account: Account, jobId: string): Promise<LeadDetailPayload> {
      requireBusiness(account);
      const found = await visibleLead(account, jobId);
      if (!found) throw new NotFoundError(leadMessages.notFound);
      const { row, lead } = found;
      const draft = await drafts.findDraft(account.id, jobId);
      let contact: LeadDetailPayload['contact'] = null;
      if (lead.quote) {
        const customer = await repository.findUser(row.job.customerId);
        if (customer) {
          contact = {
            userId: customer.id,
            userName: customer.userName,
            email: customer.email,
            mobile: row.job.mobile ?? customer.mobile ?? '',
          };
        }
      }
      const { quote, ...job } = lead;
      return {
        job,
        draftJob: draft
          ? { metadata: draft.metadata as DraftMetadata, savedAt: draft.savedAt.toISOString() }
          : null,
        noOfQuotes: lead.noOfQuotes,
        quote,
        contact,
        reported: await reports.hasReported(account.id, jobId),
      };
    },

    async saveDraft(account: Account, jobId: string, metadata: DraftMetadata) {
      requireBusiness(account);
      const found = await visibleLead(account, jobId);
      if (!found) throw new NotFoundError(leadMessages.notFound);
      if (found.lead.quote) throw new AccountError(409, leadMessages.alreadyQuoted);
      await drafts.saveDraft({ businessId: account.id, jobId, metadata, savedAt: clock.now() });
      return { message: leadMessages.draftSaved };
    },

    async removeDraft(account: UserRow, jobId: string) {
      requireBusiness(account);
      if (!(await drafts.deleteDraft(account.id, jobId))) {
        throw new NotFoundError(/*i18n*/ 'Draft not found');
      }
      return { message: leadMessages.draftRemoved };
    },
  };
}
