import { autoQuoteService } from './autoQuotes';
import { type LeadServiceDeps, leadKit } from './leadKit';
import { leadDetailService } from './leadDetail';
import { leadReportService } from './leadReports';
import { leadListService } from './leadLists';
import { quoteActivityService } from './quoteActivity';
import { quotingService } from './quoting';
import { returnOnSpendService } from './returnOnSpend';
import { serviceAreaService } from './serviceArea';

/**
 * The business's side of the marketplace: its lead lists (new, quoted, draft), one lead,
 * quoting with credits, drafts, and the service area that decides which jobs are leads.
 * One service made of four by use case, which share `leadKit`.
 */
export function leadService(deps: LeadServiceDeps) {
  const kit = leadKit(deps);
  const quoting = quotingService(deps, kit);
  return {
    ...leadListService(deps, kit),
    ...leadDetailService(deps, kit),
    ...leadReportService(deps, kit),
    ...quoting,
    ...autoQuoteService(deps, kit, quoting.sendQuote),
    ...quoteActivityService(deps),
    ...returnOnSpendService(deps, kit),
    ...serviceAreaService(deps, kit),
  };
}
export type LeadService = ReturnType<typeof leadService>;
