import { useLingui } from '@lingui/react/macro';
import type { CustomerQuote, JobSummary } from '@quoteway/api-client';
import { Button, RatingBadge, VerifiedBadge } from '@quoteway/ui';
import { type ReactNode, useId } from 'react';
import * as css from './myJobs.css';
import { useQuoteTerms } from './QuoteFacts';
import { useResponseTime } from './responseTime';
import { useStatusLabels } from './statusLabels';

interface CompareQuotesProps {
  job: JobSummary;
  quotes: readonly CustomerQuote[];
  onHire(quote: CustomerQuote): void;
}

/**
 * All quotes of a job side by side: one column per business, one row per thing to weigh
 * (price and type, GST, inclusions, rating, hires, verification, response time). A table,
 * so a screen reader announces each cell with its business and its row; on a phone it
 * scrolls inside its own box with the row names pinned at the start edge, never the page.
 */
export function CompareQuotes({ job, quotes, onHire }: CompareQuotesProps) {
  const { t, i18n } = useLingui();
  const captionId = useId();
  const terms = useQuoteTerms();
  const labels = useStatusLabels();
  const responseTime = useResponseTime();
  const count = quotes.length;
  const yes = t`Yes`;
  const no = t`No`;

  const rows: Array<{ label: string; cell(quote: CustomerQuote): ReactNode }> = [
    {
      label: t`Price`,
      cell: (quote) => (
        <span className={css.comparePrice}>
          {terms.amount(quote) ?? labels.quoteType['To be confirmed']}
        </span>
      ),
    },
    { label: t`Price type`, cell: (quote) => labels.quoteType[quote.estCost.type] },
    {
      label: t`GST`,
      cell: (quote) => (quote.estCost.type === 'To be confirmed' ? '' : terms.gst(quote)),
    },
    { label: terms.notes.cost, cell: (quote) => (quote.checkboxes.cost ? yes : no) },
    {
      label: terms.notes.inspection,
      cell: (quote) => (quote.checkboxes.inspection ? yes : no),
    },
    {
      label: terms.notes.information,
      cell: (quote) => (quote.checkboxes.information ? yes : no),
    },
    {
      label: t`Rating`,
      cell: ({ business }) => (
        <RatingBadge value={business.rating.average} count={business.rating.count} size="sm" />
      ),
    },
    // A bare number reads fastest across columns; the row says what it counts.
    { label: t`Hires on Quoteway`, cell: ({ business }) => i18n.number(business.hires) },
    {
      label: t`Business number`,
      cell: ({ business }) =>
        business.verified ? (
          <VerifiedBadge register={business.register} size="sm" />
        ) : (
          t`Not verified`
        ),
    },
    {
      label: t`Usually quotes`,
      cell: ({ business }) => responseTime(business.responseMinutes) ?? t`Not known yet`,
    },
    {
      label: t`Status`,
      cell: (quote) => {
        if (job.status !== 'open' || quote.status !== 'sent')
          return labels.quote[quote.status].text;
        const name = quote.business.businessName;
        return (
          <Button size="sm" onClick={() => onHire(quote)}>
            {t`Hire ${name}`}
          </Button>
        );
      },
    },
  ];

  return (
    // Focusable so a keyboard can scroll it; named by the table's caption.
    <div className={css.compareScroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={css.compareTable}>
        <caption id={captionId} className={css.compareCaption}>
          {t`Compare the ${count} quotes on this job`}
        </caption>
        <thead>
          <tr>
            <td className={css.compareCorner} />
            {quotes.map((quote) => (
              <th key={quote._id} scope="col" className={css.compareColumnHead} dir="auto">
                {quote.business.businessName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={css.compareRowHead}>
                {row.label}
              </th>
              {quotes.map((quote) => (
                <td key={quote._id} className={css.compareCell}>
                  {row.cell(quote)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
