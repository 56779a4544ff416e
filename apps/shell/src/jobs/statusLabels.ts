import { useLingui } from '@lingui/react/macro';
import type { JobStatus, QuoteStatus } from '@quoteway/api-client';
import type { QuoteType } from '@quoteway/domain';
import type { BadgeTone } from '@quoteway/ui';

/** How the customer's screens name job and quote statuses and quote types. */
export function useStatusLabels() {
  const { t } = useLingui();
  const job: Record<JobStatus, { text: string; tone: BadgeTone }> = {
    pending: { text: t`Waiting for e-mail confirmation`, tone: 'warning' },
    open: { text: t`Open`, tone: 'primary' },
    hired: { text: t`Hired`, tone: 'success' },
    completed: { text: t`Completed`, tone: 'neutral' },
    cancelled: { text: t`Cancelled`, tone: 'error' },
  };
  const quote: Record<QuoteStatus, { text: string; tone: BadgeTone }> = {
    sent: { text: t`Quoted`, tone: 'info' },
    hired: { text: t`Hired`, tone: 'success' },
    declined: { text: t`Declined`, tone: 'neutral' },
    returned: { text: t`Credits returned`, tone: 'neutral' },
    cancelled: { text: t`Hire ended`, tone: 'neutral' },
  };
  const quoteType: Record<QuoteType, string> = {
    Flat: t`Flat price`,
    Hourly: t`Per hour`,
    Daily: t`Per day`,
    'Per item': t`Per item`,
    'To be confirmed': t`To be confirmed`,
  };
  return { job, quote, quoteType };
}
