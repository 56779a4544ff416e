import { useLingui } from '@lingui/react/macro';
import { apiQuery } from '@quoteway/api-client';
import { LEAD_FILTER_BUDGET_RANGE } from '@quoteway/domain';
import { Button, Select, Stack, TextField } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useConsole } from '../console';
import {
  defaultLeadFilters,
  type LeadFilters as Filters,
  useLeadFilterStore,
} from './leadFilterStore';

const [BUDGET_MIN, BUDGET_MAX] = LEAD_FILTER_BUDGET_RANGE;
/** The lists' age filter accepts 1 to 365 days (contracts, LeadListQuery). */
const MAX_AGE_DAYS = 365;

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The lead lists' filters: age in days, budget range (thousands of dollars), category. */
export function LeadFilters() {
  const { t } = useLingui();
  const { api } = useConsole();
  const applied = useLeadFilterStore((s) => s.filters);
  const setFilters = useLeadFilterStore((s) => s.setFilters);
  const [age, setAge] = useState(String(applied.age));
  const [min, setMin] = useState(String(applied.range[0]));
  const [max, setMax] = useState(String(applied.range[1]));
  const [category, setCategory] = useState(applied.category);
  const [errors, setErrors] = useState<{ age?: string; min?: string; max?: string }>({});

  // Without categories (not loaded, or failed) the filter offers "All categories" only; the
  // lists still work.
  const categories = useQuery(apiQuery(api, 'professions')).data?.categories ?? [];

  const show = (filters: Filters) => {
    setAge(String(filters.age));
    setMin(String(filters.range[0]));
    setMax(String(filters.range[1]));
    setCategory(filters.category);
    setErrors({});
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const days = wholeNumber(age);
    const from = wholeNumber(min);
    const to = wholeNumber(max);
    const found: typeof errors = {};
    if (!(days >= 1 && days <= MAX_AGE_DAYS)) found.age = t`Enter a number of days from 1 to 365`;
    if (!(from >= BUDGET_MIN && from <= BUDGET_MAX)) found.min = t`Enter a number from 0 to 100`;
    if (!(to >= BUDGET_MIN && to <= BUDGET_MAX)) found.max = t`Enter a number from 0 to 100`;
    else if (from > to) found.max = t`Must not be below the lowest budget`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFilters({ age: days, range: [from, to], category });
  };

  const reset = () => {
    show(defaultLeadFilters);
    setFilters(defaultLeadFilters);
  };

  return (
    <form onSubmit={apply} aria-label={t`Filter leads`} noValidate>
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
          label={t`Budget from (thousand $)`}
          name="budgetMin"
          type="number"
          inputMode="numeric"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          error={errors.min}
        />
        <TextField
          label={t`Budget up to (thousand $)`}
          hint={t`100 means no upper limit`}
          name="budgetMax"
          type="number"
          inputMode="numeric"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          error={errors.max}
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
    </form>
  );
}
