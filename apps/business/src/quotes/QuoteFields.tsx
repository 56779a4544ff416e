import { Trans, useLingui } from '@lingui/react/macro';
import {
  type CurrencyCode,
  maxAmountCents,
  parseDollars,
  type QuoteType,
  quoteTypes,
} from '@quoteway/domain';
import { Checkbox, RadioGroup, Stack, TextField } from '@quoteway/ui';
import type { Ref } from 'react';
import { useSiteMoney } from '../useSiteMoney';
import { plainFieldset } from './QuoteForm.css';
import { useQuoteTypeLabels } from './useQuoteTypeLabels';

/** The four ticks of a quote (spec: cost, inspection, information, comment). */
export type QuoteCheckboxes = {
  cost: boolean;
  inspection: boolean;
  information: boolean;
  comment: boolean;
};

/**
 * Reads a typed estimate in `currency`: the cost in cents, or the message saying why the
 * typed value is not one (a manual quote and an automatic quote's template read it alike).
 */
export function useQuoteCostReader(currency: CurrencyCode) {
  const { t } = useLingui();
  const money = useSiteMoney();
  const rupees = currency === 'INR';
  const ceiling = maxAmountCents[currency];
  return {
    rupees,
    ceiling,
    read: (type: QuoteType, value: string): { cents: number } | { error: string } => {
      if (value.trim() === '') {
        return type === 'To be confirmed' ? { cents: 0 } : { error: t`Enter your estimated cost` };
      }
      const cents = parseDollars(value);
      if (cents === null) {
        return {
          error: rupees
            ? t`Enter an amount in rupees, like 4500 or 12,500`
            : t`Enter an amount in dollars, like 120 or 99.50`,
        };
      }
      if (cents > ceiling) {
        const max = money.format(ceiling, currency);
        return { error: t`Enter an amount up to ${max}` };
      }
      if (cents === 0 && type !== 'To be confirmed') return { error: t`Enter your estimated cost` };
      return { cents };
    },
  };
}

interface QuoteCostFieldsProps {
  type: QuoteType;
  onTypeChange: (type: QuoteType) => void;
  value: string;
  onValueChange: (value: string) => void;
  /** Rupees or dollars, as the field's label says. */
  rupees: boolean;
  error?: string;
  /** Field names, unique on the page (one form per trade). */
  names?: { type: string; value: string };
  valueRef?: Ref<HTMLInputElement>;
}

/** How the job is priced (the quote types) and the estimated cost. */
export function QuoteCostFields({
  type,
  onTypeChange,
  value,
  onValueChange,
  rupees,
  error,
  names = { type: 'estCostType', value: 'estCostValue' },
  valueRef,
}: QuoteCostFieldsProps) {
  const { t } = useLingui();
  const typeLabels = useQuoteTypeLabels();
  return (
    <>
      <RadioGroup
        legend={t`How do you price this job?`}
        name={names.type}
        direction="row"
        options={quoteTypes.map((q) => ({ value: q, label: typeLabels[q] }))}
        value={type}
        onChange={(next) => onTypeChange(next as QuoteType)}
      />
      <TextField
        ref={valueRef}
        label={rupees ? t`Estimated cost (rupees)` : t`Estimated cost (dollars)`}
        hint={type === 'To be confirmed' ? t`Optional until the price is confirmed` : undefined}
        name={names.value}
        inputMode="decimal"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        error={error}
        required={type !== 'To be confirmed'}
      />
    </>
  );
}

interface QuoteCheckboxFieldsProps {
  checkboxes: QuoteCheckboxes;
  onChange: (checkboxes: QuoteCheckboxes) => void;
  /** A prefix for the boxes' names, unique on the page (one form per trade). */
  namePrefix?: string;
}

/** The quote's four ticks about its price. */
export function QuoteCheckboxFields({
  checkboxes,
  onChange,
  namePrefix = '',
}: QuoteCheckboxFieldsProps) {
  const { t } = useLingui();
  const check = (key: keyof QuoteCheckboxes) => (checked: boolean) =>
    onChange({ ...checkboxes, [key]: checked });
  return (
    <fieldset className={plainFieldset}>
      <legend>
        <Trans>About this price</Trans>
      </legend>
      <Stack gap="xs">
        <Checkbox
          label={t`Price includes materials`}
          name={`${namePrefix}cost`}
          checked={checkboxes.cost}
          onChange={check('cost')}
        />
        <Checkbox
          label={t`I need to inspect before confirming the price`}
          name={`${namePrefix}inspection`}
          checked={checkboxes.inspection}
          onChange={check('inspection')}
        />
        <Checkbox
          label={t`I need more information`}
          name={`${namePrefix}information`}
          checked={checkboxes.information}
          onChange={check('information')}
        />
        <Checkbox
          label={t`Further comments to follow`}
          name={`${namePrefix}comment`}
          checked={checkboxes.comment}
          onChange={check('comment')}
        />
      </Stack>
    </fieldset>
  );
}
