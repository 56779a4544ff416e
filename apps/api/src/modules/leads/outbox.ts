import type { OutboxHandlers } from '../../infra/outbox';
import type { LeadService } from './service';

/** Outbox: tell the businesses that serve a job which just went live. */
export function leadOutboxHandlers(
  leads: LeadService,
  /** The site's origin, for links in e-mails. */
  siteOrigin: string,
): Pick<OutboxHandlers, 'lead-alerts' | 'auto-quote'> {
  return {
    // The automatic quotes are queued first (one row per business, each retried on its own),
    // then the alerts go out; a retried alert queues them again, and a second quote on the
    // same lead is refused.
    'lead-alerts': async ({ jobId }) => {
      await leads.queueAutoQuotes(jobId);
      await leads.sendLeadAlerts(jobId, siteOrigin);
    },
    'auto-quote': async ({ jobId, businessId }) =>
      void (await leads.sendAutoQuote(jobId, businessId, siteOrigin)),
  };
}
