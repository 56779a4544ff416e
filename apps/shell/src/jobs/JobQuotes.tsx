import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerQuote, JobSummary } from '@quoteway/api-client';
import { Badge, Button, ButtonLink } from '@quoteway/ui';
import { BusinessTrust } from '../businesses/BusinessTrust';
import { RouterLink } from '../RouterLink';
import { useSessionUser } from '../session/sessionUser';
import * as css from './myJobs.css';
import { QuoteFacts } from './QuoteFacts';
import { QuoteProfile } from './QuoteProfile';
import { useStatusLabels } from './statusLabels';

interface JobQuotesProps {
  job: JobSummary;
  quotes: readonly CustomerQuote[];
  onHire(quote: CustomerQuote): void;
}

/**
 * The quotes on one job: who (name linked to the business's page, verification with its
 * register, stars, hires, response time, licences, a review line), how much and on what
 * terms, what they said; hire one, or message them.
 */
export function JobQuotes({ job, quotes, onHire }: JobQuotesProps) {
  const { t } = useLingui();
  const labels = useStatusLabels();
  const myUserId = useSessionUser().user?._id;
  if (quotes.length === 0) {
    return (
      <p className={css.muted}>
        <Trans>No quotes yet. We will let you know when a business quotes.</Trans>
      </p>
    );
  }
  return (
    <ul className={css.quoteList}>
      {quotes.map((quote) => {
        const { business } = quote;
        const status = labels.quote[quote.status];
        return (
          <li key={quote._id} className={css.quote} aria-label={business.businessName}>
            <div className={css.quoteHeader}>
              <div className={css.quoteBusiness}>
                <BusinessTrust
                  business={{ ...business, id: business.userId }}
                  fallbackImageUrl={business.imageUrl}
                />
              </div>
              <Badge text={status.text} tone={status.tone} />
            </div>
            <QuoteFacts quote={quote} />
            <QuoteProfile business={business} />
            {quote.comment && <p className={css.description}>{quote.comment}</p>}
            <div className={css.actions}>
              {job.status === 'open' && quote.status === 'sent' && (
                <Button size="sm" onClick={() => onHire(quote)}>
                  {t`Hire`}
                </Button>
              )}
              {myUserId && (
                <ButtonLink
                  as={RouterLink}
                  href={`/chat/${myUserId}/${business.userId}/${job._id}`}
                  variant="outline"
                  size="sm"
                >
                  {t`Message`}
                </ButtonLink>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
