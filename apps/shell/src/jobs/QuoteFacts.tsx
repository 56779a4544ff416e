import { Trans, useLingui } from '@lingui/react/macro';
import { formatDollars, type QuoteType } from '@quoteway/domain';
import * as css from './myJobs.css';
import { useStatusLabels } from './statusLabels';

/** A quote's price and what the business said about it. */
export interface QuoteTerms {
  estCost: { type: QuoteType; value: number };
  checkboxes: { cost: boolean; inspection: boolean; information: boolean; comment: boolean };
}

/** The price as the customer reads it: "$450 (Flat price)", or "To be confirmed". */
function useQuotePrice(): (quote: Pick<QuoteTerms, 'estCost'>) => string {
  const labels = useStatusLabels();
  return ({ estCost }) => {
    const type = labels.quoteType[estCost.type];
    return estCost.type === 'To be confirmed' ? type : `${formatDollars(estCost.value)} (${type})`;
  };
}

/** Price, its kind and the business's notes on it (materials included, inspection first...). */
export function QuoteFacts({ quote }: { quote: QuoteTerms }) {
  const { t } = useLingui();
  const cost = useQuotePrice()(quote);
  const notes = [
    quote.checkboxes.cost && t`Materials included`,
    quote.checkboxes.inspection && t`Price confirmed after an inspection`,
    quote.checkboxes.information && t`Needs more information from you`,
    quote.checkboxes.comment && t`More details to follow`,
  ].filter((note): note is string => typeof note === 'string');
  return (
    <div className={css.quoteFacts}>
      <p className={css.quoteCost}>
        <Trans>Estimated cost: {cost}</Trans>
      </p>
      {notes.length > 0 && (
        <ul className={css.inclusions} aria-label={t`About this price`}>
          {notes.map((note) => (
            <li key={note} className={css.inclusion}>
              {note}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
