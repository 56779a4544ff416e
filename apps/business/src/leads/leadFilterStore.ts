import { LEAD_FILTER_BUDGET_RANGE, LEAD_FILTER_DEFAULT_AGE_DAYS } from '@quoteway/domain';
import { create } from 'zustand';

/** The lists' filters (spec: age 10 days, budget slider [0, 100] in thousands, category). */
export interface LeadFilters {
  age: number;
  /**
   * The budget as the wire's slider (thousands of the site's currency, 100 at the top for no
   * upper limit); the form shows and reads it as money (`leadBudgetBounds`, `leadBudgetRange`).
   */
  range: [number, number];
  /** A profession category slug, or '' for all. */
  category: string;
}

/** The filters a business starts with. */
export const defaultLeadFilters: LeadFilters = {
  age: LEAD_FILTER_DEFAULT_AGE_DAYS,
  range: [...LEAD_FILTER_BUDGET_RANGE],
  category: '',
};

/**
 * How many filters narrow the lists beyond what every business starts with (a shorter or
 * longer age window, each budget bound, a category): the count the folded Filters button shows.
 */
export function activeLeadFilterCount({ age, range, category }: LeadFilters): number {
  return [
    age !== defaultLeadFilters.age,
    range[0] !== defaultLeadFilters.range[0],
    range[1] !== defaultLeadFilters.range[1],
    category !== defaultLeadFilters.category,
  ].filter(Boolean).length;
}

interface LeadFilterState {
  filters: LeadFilters;
  setFilters(filters: LeadFilters): void;
}

/**
 * The filters the business applied to the lead lists: client state only, kept while the
 * console is open (the lists themselves are queries keyed by these filters).
 */
export const useLeadFilterStore = create<LeadFilterState>()((set) => ({
  filters: defaultLeadFilters,
  setFilters: (filters) => set({ filters }),
}));
