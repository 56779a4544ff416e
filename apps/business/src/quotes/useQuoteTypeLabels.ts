import { useLingui } from '@lingui/react/macro';
import type { QuoteType } from '@quoteway/domain';

/** The quote types' names in the interface language (the wire keeps the English values). */
export function useQuoteTypeLabels(): Record<QuoteType, string> {
  const { t } = useLingui();
  return {
    Flat: t`Flat rate`,
    Hourly: t`Per hour`,
    Daily: t`Per day`,
    'Per item': t`Per item`,
    'To be confirmed': t`To be confirmed`,
  };
}
