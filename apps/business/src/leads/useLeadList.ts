import {
  type ApiOutput,
  ApiRequestError,
  apiQuery,
  apiQueryKey,
  apiRouteKey,
} from '@quoteway/api-client';
import { LEAD_LIST_PAGE_SIZE } from '@quoteway/domain';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useConsole } from '../console';
import { type LeadFilters, useLeadFilterStore } from './leadFilterStore';

/** The three lead lists, each its own route: new leads, quoted, drafts. */
export const leadListRoutes = {
  new: 'getLeads',
  quoted: 'getQuotedLeads',
  draft: 'getDraftLeads',
} as const;
export type LeadListKind = keyof typeof leadListRoutes;
type LeadListRoute = (typeof leadListRoutes)[LeadListKind];

/** One page of a lead list, as the server sends it (opened). */
type LeadPage = ApiOutput<'getLeads'>;
/** A lead as the lists show it (with this business's quote on the Quoted tab). */
export type ListedLead = LeadPage['data'][number];
/** A lead list's cache entry: the pages loaded so far. */
export type LeadPages = InfiniteData<LeadPage, number>;

/** The lead lists' query: page size and the applied filters (the page number is the page param). */
function listQuery({ age, range, category }: LeadFilters) {
  return { perPage: LEAD_LIST_PAGE_SIZE, age, range, category };
}

/**
 * The leads shown: every page loaded, a lead already shown skipped (new leads arriving
 * between two pages shift them), and the total of the latest page.
 */
function shown(data: LeadPages) {
  const seen = new Set<string>();
  const items = data.pages
    .flatMap((page) => page.data)
    .filter((lead) => !seen.has(lead._id) && Boolean(seen.add(lead._id)));
  return { items, total: data.pages.at(-1)?.total ?? 0 };
}

/** The server's message after a failure; '' when it gave none (offline, unreadable). */
export function failureMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : '';
}

/**
 * One lead list with the applied filters, loaded page by page (`fetchNextPage`); `restart`
 * loads it again from page 1. The key is the route's (`apiQueryKey(route, { query })`), so
 * invalidating `[route]` reaches it.
 */
export function useLeadList(kind: LeadListKind) {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const filters = useLeadFilterStore((s) => s.filters);
  const route = leadListRoutes[kind];
  const query = listQuery(filters);
  const queryKey = apiQueryKey(route, { query });
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiQuery(api, route, { query: { ...query, page: pageParam } }).queryFn({ signal }),
    initialPageParam: 1,
    getNextPageParam: (last: LeadPage, _all: LeadPage[], lastPage: number) =>
      last.moreToLoad ? lastPage + 1 : undefined,
    select: shown,
  });
  return { ...list, restart: () => restartLeadList(queryClient, queryKey) };
}

/**
 * Start lead lists again at page 1: each keeps its first page on screen while it reloads
 * (a refetch would otherwise reload every page loaded so far). `queryKey` is a route's name
 * (`['getLeads']`, every filter) or one list's whole key.
 */
function restartLeadList(queryClient: QueryClient, queryKey: readonly unknown[]) {
  queryClient.setQueriesData<LeadPages>({ queryKey }, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  return queryClient.invalidateQueries({ queryKey });
}

interface RefreshOptions {
  /** Only this lead's details changed (else every lead's details re-read). */
  leadId?: string;
  /**
   * The screen is leaving the lead it shows (after sending a quote or saving a draft): mark
   * the details out of date without re-reading them now.
   */
  leaving?: boolean;
}

/**
 * The business's leads changed (a quote sent, a draft saved, a new area, a realtime event):
 * every lead list starts again at page 1 and the lead details re-read; what is on screen
 * re-reads now, the rest when next shown.
 */
export async function refreshLeads(
  queryClient: QueryClient,
  { leadId, leaving = false }: RefreshOptions = {},
): Promise<void> {
  const lists: LeadListRoute[] = Object.values(leadListRoutes);
  await Promise.all([
    ...lists.map((route) => restartLeadList(queryClient, [route])),
    queryClient.invalidateQueries({
      queryKey: leadId
        ? apiQueryKey('getLead', { params: { id: leadId } })
        : apiRouteKey('getLead'),
      refetchType: leaving ? 'none' : 'active',
    }),
  ]);
}
