import {
  type ApiClient,
  ApiRequestError,
  type LeadListKind,
  type LeadListResult,
} from '@quoteway/api-client';
import {
  LEAD_FILTER_BUDGET_RANGE,
  LEAD_FILTER_DEFAULT_AGE_DAYS,
  LEAD_LIST_PAGE_SIZE,
} from '@quoteway/domain';
import { useSyncExternalStore } from 'react';

/** A lead as the lists show it (with this business's quote on the Quoted tab). */
export type ListedLead = LeadListResult['data'][number];

/** The lists' filters (spec: age 10 days, budget slider [0, 100] in thousands, category). */
export interface LeadFilters {
  age: number;
  /** Budget in thousands of dollars; 100 at the top means no upper limit. */
  range: [number, number];
  /** A profession category slug, or '' for all. */
  category: string;
}

/** Spec section 4: loading, success, failure; `idle` means not loaded (or out of date). */
type LeadListStatus = 'idle' | 'loading' | 'success' | 'failure';

export interface LeadList {
  items: ListedLead[];
  /** The last page loaded. */
  page: number;
  moreToLoad: boolean;
  total: number;
  status: LeadListStatus;
  /** The server's message after a failure; '' when it gave none (offline, unreadable). */
  error: string;
}

interface LeadState {
  filters: LeadFilters;
  lists: Record<LeadListKind, LeadList>;
}

const emptyList: LeadList = {
  items: [],
  page: 0,
  moreToLoad: false,
  total: 0,
  status: 'idle',
  error: '',
};

/** The filters a business starts with. */
export const defaultLeadFilters: LeadFilters = {
  age: LEAD_FILTER_DEFAULT_AGE_DAYS,
  range: [...LEAD_FILTER_BUDGET_RANGE],
  category: '',
};

const initialState = (): LeadState => ({
  filters: defaultLeadFilters,
  lists: { new: emptyList, quoted: emptyList, draft: emptyList },
});

// zustand is the architecture's store, but it is not a dependency of this workspace yet; this
// is the same shape (getState, setState, subscribe, a selector hook) in a few lines.
let state = initialState();
const listeners = new Set<() => void>();
/** The latest request per list: an older answer (filters changed, a reload) is dropped. */
const latest: Record<LeadListKind, number> = { new: 0, quoted: 0, draft: 0 };

function setState(change: (current: LeadState) => LeadState) {
  state = change(state);
  for (const listener of listeners) listener();
}

function updateList(kind: LeadListKind, change: Partial<LeadList>) {
  setState((s) => ({ ...s, lists: { ...s.lists, [kind]: { ...s.lists[kind], ...change } } }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Load a page of a lead list with the current filters. Page 1 replaces the list (new leads
 * come first); a later page is appended, skipping leads already shown (new leads arriving in
 * between shift the pages).
 */
async function load(api: ApiClient, kind: LeadListKind, page = 1): Promise<void> {
  const request = ++latest[kind];
  const { age, range, category } = state.filters;
  updateList(kind, { status: 'loading' });
  try {
    const result = await api.leads(kind, {
      perPage: LEAD_LIST_PAGE_SIZE,
      age,
      range,
      category,
      page,
    });
    if (request !== latest[kind]) return;
    const shown = page === 1 ? [] : state.lists[kind].items;
    const known = new Set(shown.map((lead) => lead._id));
    updateList(kind, {
      items: [...shown, ...result.data.filter((lead) => !known.has(lead._id))],
      page,
      moreToLoad: result.moreToLoad,
      total: result.total,
      status: 'success',
      error: '',
    });
  } catch (error) {
    if (request !== latest[kind]) return;
    // Spec section 4: a failure empties the list and keeps the error.
    updateList(kind, {
      ...emptyList,
      status: 'failure',
      error: error instanceof ApiRequestError ? error.message : '',
    });
  }
}

/** The lead lists' state and actions, shared by the Leads page and the realtime updates. */
export const leadStore = {
  getState: () => state,
  subscribe,
  load,
  /** The next page, unless one is loading or there is none. */
  loadMore(api: ApiClient, kind: LeadListKind): Promise<void> {
    const list = state.lists[kind];
    if (list.status !== 'success' || !list.moreToLoad) return Promise.resolve();
    return load(api, kind, list.page + 1);
  },
  /** New filters: every list starts again from page 1 when next shown. */
  setFilters(filters: LeadFilters) {
    for (const kind of Object.keys(latest) as LeadListKind[]) latest[kind] += 1;
    setState(() => ({
      filters,
      lists: { new: emptyList, quoted: emptyList, draft: emptyList },
    }));
  },
  /** The lists are out of date (a quote sent, a draft saved): reload them when next shown. */
  invalidate() {
    setState((s) => ({
      ...s,
      lists: {
        new: { ...s.lists.new, status: 'idle' },
        quoted: { ...s.lists.quoted, status: 'idle' },
        draft: { ...s.lists.draft, status: 'idle' },
      },
    }));
  },
  /** Drop one lead from a list (a removed draft). */
  removeLead(kind: LeadListKind, id: string) {
    const list = state.lists[kind];
    updateList(kind, {
      items: list.items.filter((lead) => lead._id !== id),
      total: Math.max(0, list.total - 1),
    });
  },
  /** Back to the first visit's state (a new sign-in; tests). */
  reset() {
    for (const kind of Object.keys(latest) as LeadListKind[]) latest[kind] += 1;
    setState(initialState);
  },
};

/** Read part of the lead store; the component re-renders when that part changes. */
export function useLeadStore<T>(select: (state: LeadState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(state),
  );
}
