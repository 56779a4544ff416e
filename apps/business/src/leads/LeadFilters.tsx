import { useLingui } from '@lingui/react/macro';
import { apiQuery } from '@quoteway/api-client';
import {
  formatAmount,
  leadBudgetBounds,
  leadBudgetRange,
  leadBudgetStepCents,
  parseDollars,
} from '@quoteway/domain';
import { Button, Select, Stack, TextField } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useConsole } from '../console';
import { mutedText } from '../styles.css';
import { useSiteMoney } from '../useSiteMoney';
import {
  defaultLeadFilters,
  type LeadFilters as Filters,
  useLeadFilterStore,
} from './leadFilterStore';

/** The lists' age filter accepts 1 to 365 days (contracts, LeadListQuery). */
const MAX_AGE_DAYS = 365;

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * A typed budget bound: null when empty (no limit), cents, or NaN when it is not an amount.
 * People write money as they do on the site: a currency sign, spaces between thousands and
 * Indian grouping ('$ 2 000', 'NZ$2,000', '₹1,00,000') are read past.
 */
function readBound(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned === '') return null;
  return parseDollars(cleaned) ?? Number.NaN;
}

/** A bound as the field shows it: plain digits, empty for no limit. */
const boundText = (cents: number | null) => (cents === null ? '' : formatAmount(cents));

interface LeadFiltersProps {
  /** Called once the filters are applied or reset (the phone's drawer closes). */
  onApplied?: () => void;
}

/**
 * The lead lists' filters: age in days, the budget as two money fields in the site's currency
 * (empty for no limit), category. The budget travels as the spec's slider in steps of the
 * currency (a thousand dollars, ₹50,000); the fields show what was applied, so a bound rounded
 * to a whole step is seen as such.
 */
export function LeadFilters({ onApplied }: LeadFiltersProps) {
  const { t } = useLingui();
  const { api } = useConsole();
  const money = useSiteMoney();
  const applied = useLeadFilterStore((s) => s.filters);
  const setFilters = useLeadFilterStore((s) => s.setFilters);
  const { currency } = money;
  const stepCents = leadBudgetStepCents[currency];
  const appliedBudget = leadBudgetBounds(applied.range, currency);
  const [age, setAge] = useState(String(applied.age));
  const [from, setFrom] = useState(boundText(appliedBudget.fromCents));
  const [to, setTo] = useState(boundText(appliedBudget.toCents));
  const [category, setCategory] = useState(applied.category);
  const [errors, setErrors] = useState<{ age?: string; from?: string; to?: string }>({});

  // Without categories (not loaded, or failed) the filter offers "All categories" only; the
  // lists still work.
  const categories = useQuery(apiQuery(api, 'professions')).data?.categories ?? [];

  const show = (filters: Filters) => {
    const budget = leadBudgetBounds(filters.range, currency);
    setAge(String(filters.age));
    setFrom(boundText(budget.fromCents));
    setTo(boundText(budget.toCents));
    setCategory(filters.category);
    setErrors({});
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const days = wholeNumber(age);
    const fromCents = readBound(from);
    const toCents = readBound(to);
    const found: typeof errors = {};
    if (!(days >= 1 && days <= MAX_AGE_DAYS)) found.age = t`Enter a number of days from 1 to 365`;
    // The example is two of the currency's steps: 2000 dollars, 100000 rupees.
    const example = formatAmount(2 * stepCents);
    if (Number.isNaN(fromCents)) found.from = t`Enter an amount, like ${example}`;
    if (Number.isNaN(toCents)) found.to = t`Enter an amount, like ${example}`;
    else if (toCents === 0) found.to = t`Enter an amount above 0, or leave it empty`;
    else if (fromCents !== null && toCents !== null && fromCents > toCents) {
      found.to = t`Must not be below the lowest budget`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const filters = {
      age: days,
      range: leadBudgetRange({ fromCents, toCents }, currency),
      category,
    };
    setFilters(filters);
    // The fields show the budget as it is applied (rounded to whole steps).
    show(filters);
    onApplied?.();
  };

  const reset = () => {
    show(defaultLeadFilters);
    setFilters(defaultLeadFilters);
    onApplied?.();
  };

  const step = money.format(stepCents);
  return (
    <form onSubmit={apply} aria-label={t`Filter leads`} noValidate>
      <Stack gap="sm">
        <Stack direction="row" gap="md" align="end" wrap>
          <TextField
            label={t`Posted in the last (days)`}
            name="age"
            type="number"
            inputMode="numeric"
            value={age}
            onChange={(e) => setAge(e.target.value)}
            error={errors.age}
          />
          <TextField
            label={t`Budget from (${currency})`}
            name="budgetFrom"
            inputMode="decimal"
            placeholder={t`No minimum`}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={errors.from}
          />
          <TextField
            label={t`Budget up to (${currency})`}
            name="budgetTo"
            inputMode="decimal"
            placeholder={t`No limit`}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={errors.to}
          />
          <Select
            label={t`Category`}
            name="category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">{t`All categories`}</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </Select>
          <Stack direction="row" gap="sm">
            <Button type="submit">{t`Apply filters`}</Button>
            <Button variant="text" onClick={reset}>
              {t`Reset`}
            </Button>
          </Stack>
        </Stack>
        <p className={mutedText}>
          {t`Budgets match in steps of ${step}. Leave a budget empty for no limit.`}
        </p>
      </Stack>
    </form>
  );
}
