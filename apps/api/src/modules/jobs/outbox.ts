import type { OutboxHandlers } from '../../infra/outbox';
import type { JobService } from './service';

/**
 * Outbox: the 48-hour check that returns the credits of a quote never opened, and the review
 * reminder of a completed job (sent only while it has no review).
 */
export function jobOutboxHandlers(
  jobs: JobService,
  /** The site's origin, for links in e-mails. */
  siteOrigin: string,
): Pick<OutboxHandlers, 'quote-return-check' | 'review-reminder'> {
  return {
    'review-reminder': async ({ jobId }) => void (await jobs.sendReviewReminder(jobId, siteOrigin)),
    'quote-return-check': async ({ quoteId }) =>
      void (await jobs.returnIfUnopened(quoteId, siteOrigin)),
  };
}
