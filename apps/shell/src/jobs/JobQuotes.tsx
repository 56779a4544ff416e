import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerQuote, JobSummary } from '@quoteway/api-client';
import { formatDollars } from '@quoteway/domain';
import { Avatar, Badge, Button, ButtonLink } from '@quoteway/ui';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/sessionStore';
import * as css from './myJobs.css';
import { useStatusLabels } from './statusLabels';

interface JobQuotesProps {
  job: JobSummary;
  quotes: readonly CustomerQuote[];
  onHire(quote: CustomerQuote): void;
}

/** The quotes on one job: who, how much, what they said; hire one, or message them. */
export function JobQuotes({ job, quotes, onHire }: JobQuotesProps) {
  const { t } = useLingui();
  const labels = useStatusLabels();
  const myUserId = useSession((s) => s.user?._id);
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
        const type = labels.quoteType[quote.estCost.type];
        const cost =
          quote.estCost.type === 'To be confirmed'
            ? type
            : `${formatDollars(quote.estCost.value)} (${type})`;
        return (
          <li key={quote._id} className={css.quote} aria-label={business.businessName}>
            <div className={css.quoteHeader}>
              <Avatar
                name={business.businessName}
                src={business.imageUrl ?? undefined}
                decorative
              />
              <strong className={css.quoteBusiness}>{business.businessName}</strong>
              <Badge text={status.text} tone={status.tone} />
            </div>
            <p className={css.quoteCost}>
              <Trans>Estimated cost: {cost}</Trans>
            </p>
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
