import { LEAD_FILTER_BUDGET_RANGE, LEAD_FILTER_DEFAULT_AGE_DAYS } from '@quoteway/domain';
import { create } from 'zustand';

/** The lists' filters (spec: age 10 days, budget slider [0, 100] in thousands, category). */
export interface LeadFilters {
  age: number;
  /** Budget in thousands of dollars; 100 at the top means no upper limit. */
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
