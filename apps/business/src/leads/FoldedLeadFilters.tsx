import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { apiQuery } from '@quoteway/api-client';
import { leadBudgetBounds } from '@quoteway/domain';
import { Badge, Button, Drawer, preloadDialogs } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsole } from '../console';
import { mutedText } from '../styles.css';
import { useSiteMoney } from '../useSiteMoney';
import { LeadFilters } from './LeadFilters';
import {
  activeLeadFilterCount,
  type LeadFilters as Filters,
  useLeadFilterStore,
} from './leadFilterStore';
import * as css from './leads.css';

const preload = () => void preloadDialogs();

/** The applied filters in a few words: "Last 10 days · Budget up to $5,000 · Plumbing & Gas". */
function useFilterSummary({ age, range, category }: Filters): string {
  const { t } = useLingui();
  const { api } = useConsole();
  const money = useSiteMoney();
  const categories = useQuery(apiQuery(api, 'professions')).data?.categories ?? [];
  const { fromCents, toCents } = leadBudgetBounds(range, money.currency);
  const from = fromCents === null ? '' : money.format(fromCents);
  const to = toCents === null ? '' : money.format(toCents);
  const budget =
    fromCents !== null && toCents !== null
      ? t`Budget ${from} to ${to}`
      : fromCents !== null
        ? t`Budget from ${from}`
        : toCents !== null
          ? t`Budget up to ${to}`
          : t`Any budget`;
  const categoryName = category
    ? (categories.find((c) => c.slug === category)?.name ?? category)
    : t`All categories`;
  return [plural(age, { one: 'Last # day', other: 'Last # days' }), budget, categoryName].join(
    ' · ',
  );
}

/**
 * The lead filters folded behind a Filters button, for phones: the button says how many
 * filters are on and a line says what they are, so the first lead is on the first screen;
 * the filters open in a drawer and it closes once they are applied.
 */
export function FoldedLeadFilters() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const filters = useLeadFilterStore((s) => s.filters);
  const count = activeLeadFilterCount(filters);
  const summary = useFilterSummary(filters);

  return (
    <div className={css.filterBar}>
      {/* The drawer's code loads as a finger or pointer comes to the button, so it opens at once. */}
      <span
        className={css.filterButton}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <Button
          variant="outline"
          startIcon={<FilterIcon />}
          expanded={open}
          onClick={() => setOpen(true)}
        >
          {t`Filters`}
          {count > 0 ? ' ' : null}
          {count > 0 ? (
            <Badge
              tone="primary"
              count={count}
              label={plural(count, { one: '# filter on', other: '# filters on' })}
            />
          ) : null}
        </Button>
      </span>
      <p className={`${mutedText} ${css.filterSummary}`}>{summary}</p>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title={t`Filter leads`}
        closeLabel={t`Close filters`}
      >
        <div className={css.drawerBody}>
          <LeadFilters onApplied={() => setOpen(false)} />
        </div>
      </Drawer>
    </div>
  );
}

/** A funnel: the common sign for filters. */
function FilterIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 5h18l-7 8.5V19l-4 2v-7.5z" fill="currentColor" />
    </svg>
  );
}
