import type { OutboxHandlers } from '../../infra/outbox';
import type { LeadService } from './service';

/** Outbox: tell the businesses that serve a job which just went live. */
export function leadOutboxHandlers(
  leads: LeadService,
  /** The site's origin, for links in e-mails. */
  siteOrigin: string,
): Pick<OutboxHandlers, 'lead-alerts'> {
  return {
    'lead-alerts': async ({ jobId }) => void (await leads.sendLeadAlerts(jobId, siteOrigin)),
  };
}
