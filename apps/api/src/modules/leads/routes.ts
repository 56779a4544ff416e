import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { LeadService } from './service';

type LeadHandlers = Pick<
  RouteHandlers,
  | 'getLeads'
  | 'getQuotedLeads'
  | 'getDraftLeads'
  | 'getLead'
  | 'reportLead'
  | 'sendQuote'
  | 'quoteActivity'
  | 'returnOnSpend'
  | 'saveJobAsDraft'
  | 'removeDraftLeads'
  | 'serviceArea'
  | 'updateServiceArea'
  | 'autoQuoteSettings'
  | 'saveAutoQuoteRule'
  | 'saveQuoteTemplate'
  | 'removeQuoteTemplate'
>;

/** The lead calls of spec section 7 (the server seals lead lists and details). */
export function leadHandlers({ leads }: { leads: LeadService }): LeadHandlers {
  return {
    getLeads: async ({ account, query }) => leads.list(account, 'new', query),
    getQuotedLeads: async ({ account, query }) => leads.list(account, 'quoted', query),
    getDraftLeads: async ({ account, query }) => leads.list(account, 'draft', query),
    getLead: async ({ account, params }) => leads.lead(account, params.id),
    reportLead: async ({ account, params, body }) => leads.reportLead(account, params.id, body),
    sendQuote: async ({ account, body, origin, headers }) =>
      leads.sendQuote(account, body, origin, headers['idempotency-key']),
    quoteActivity: async ({ account, query }) => leads.quoteActivity(account, query),
    returnOnSpend: async ({ account, query }) => leads.returnOnSpend(account, query),
    saveJobAsDraft: async ({ account, body }) => leads.saveDraft(account, body.id, body.metadata),
    removeDraftLeads: async ({ account, query }) => leads.removeDraft(account, query.jobId),
    serviceArea: async ({ account }) => leads.serviceArea(account),
    updateServiceArea: async ({ account, body }) => leads.updateServiceArea(account, body),
    autoQuoteSettings: async ({ account }) => leads.autoQuoteSettings(account),
    saveAutoQuoteRule: async ({ account, body }) => leads.saveAutoQuoteRule(account, body),
    saveQuoteTemplate: async ({ account, params, body }) =>
      leads.saveQuoteTemplate(account, params.professionSlug, body),
    removeQuoteTemplate: async ({ account, params }) =>
      leads.removeQuoteTemplate(account, params.professionSlug),
  };
}
