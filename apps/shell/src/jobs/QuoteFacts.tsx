import { Trans, useLingui } from '@lingui/react/macro';
import type { QuoteType } from '@quoteway/domain';
import { useSiteFormat } from '../useSiteFormat';
import * as css from './myJobs.css';
import { useStatusLabels } from './statusLabels';

/** A quote's price and what the business said about it. */
export interface QuoteTerms {
  estCost: { type: QuoteType; value: number };
  gstIncluded: boolean;
  checkboxes: { cost: boolean; inspection: boolean; information: boolean; comment: boolean };
}

/**
 * The price as the customer reads it: "$2,450 (Flat price)", or "To be confirmed"; its GST
 * note ("incl. GST" or "+ GST"); and the business's notes on it, in one order everywhere.
 */
export function useQuoteTerms() {
  const { t } = useLingui();
  const labels = useStatusLabels();
  const { money } = useSiteFormat();
  return {
    price: ({ estCost }: Pick<QuoteTerms, 'estCost'>) => {
      const type = labels.quoteType[estCost.type];
      return estCost.type === 'To be confirmed' ? type : `${money(estCost.value)} (${type})`;
    },
    amount: ({ estCost }: Pick<QuoteTerms, 'estCost'>) =>
      estCost.type === 'To be confirmed' ? null : money(estCost.value),
    gst: (quote: Pick<QuoteTerms, 'gstIncluded'>) => (quote.gstIncluded ? t`incl. GST` : t`+ GST`),
    notes: {
      cost: t`Materials included`,
      inspection: t`Price confirmed after an inspection`,
      information: t`Needs more information from you`,
      comment: t`More details to follow`,
    } satisfies Record<keyof QuoteTerms['checkboxes'], string>,
  };
}

/** Price, its kind, GST, and the business's notes on it (materials included, inspection first...). */
export function QuoteFacts({ quote }: { quote: QuoteTerms }) {
  const { t } = useLingui();
  const terms = useQuoteTerms();
  const cost = terms.price(quote);
  const notes = (Object.keys(terms.notes) as Array<keyof QuoteTerms['checkboxes']>)
    .filter((key) => quote.checkboxes[key])
    .map((key) => terms.notes[key]);
  return (
    <div className={css.quoteFacts}>
      <p className={css.quoteCost}>
        <Trans>Estimated cost: {cost}</Trans>
        {quote.estCost.type !== 'To be confirmed' && (
          <>
            {' '}
            <span className={css.gstNote}>{terms.gst(quote)}</span>
          </>
        )}
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
