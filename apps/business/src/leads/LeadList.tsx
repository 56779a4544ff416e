import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, apiQueryKey, apiRouteKey } from '@quoteway/api-client';
import { BusyIndicator, Button, Stack } from '@quoteway/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useConsole } from '../console';
import { errorText } from '../styles.css';
import { LeadCard } from './LeadCard';
import {
  failureMessage,
  type LeadListKind,
  type LeadPages,
  type ListedLead,
  leadListRoutes,
  useLeadList,
} from './useLeadList';
import { useEndOfList } from './useEndOfList';

/** One lead list (new, quoted or drafts), loaded page by page as the business scrolls. */
export function LeadList({ kind }: { kind: LeadListKind }) {
  const { t } = useLingui();
  const { api, notify, notifyError } = useConsole();
  const queryClient = useQueryClient();
  const list = useLeadList(kind);
  const listRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetching, fetchNextPage } = list;

  const loadMore = useCallback(() => {
    // The next page, unless a page is loading or there is none.
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  const sentinel = useEndOfList(loadMore, list.isSuccess && hasNextPage && !isFetching);

  const remove = useMutation({
    mutationFn: (lead: ListedLead) => api.removeDraftLeads({ query: { jobId: lead._id } }),
    onSuccess: (_answer, lead) => {
      // The answer is only a message: drop the removed draft from the lists shown.
      queryClient.setQueriesData<LeadPages>(
        { queryKey: apiRouteKey(leadListRoutes.draft) },
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  data: page.data.filter((shown) => shown._id !== lead._id),
                  total: Math.max(0, page.total - 1),
                })),
              }
            : data,
      );
      void queryClient.invalidateQueries({
        queryKey: apiQueryKey('getLead', { params: { id: lead._id } }),
      });
      notify(t`Draft removed`);
      // The removed card's button is gone: keep keyboard focus in the list.
      listRef.current?.focus();
    },
    onError: (error) =>
      notifyError(error instanceof ApiRequestError ? error.message : t`Something went wrong`),
  });

  // Loading covers the first page, the next one and a reload; spec section 4: a failure
  // empties the list and keeps the error.
  const loading = isFetching;
  const failed = list.isError && !loading;
  const items = failed ? [] : (list.data?.items ?? []);
  const shown = items.length;
  const total = list.data?.total ?? 0;
  const empty = {
    new: t`No new leads match your filters. New jobs in your trades and area will appear here.`,
    quoted: t`You have not quoted on any leads yet.`,
    draft: t`You have no saved drafts.`,
  }[kind];

  return (
    <Stack gap="md">
      <BusyIndicator label={t`Loading leads`} active={loading} position="inline" />
      {/* One polite live region says what the list is doing, failures included: a list that
          did not load is not worth interrupting the reader for. */}
      <p role="status" aria-live="polite" className={failed ? errorText : undefined}>
        {loading ? (
          <Trans>Loading leads…</Trans>
        ) : failed ? (
          failureMessage(list.error) || t`Something went wrong`
        ) : list.isSuccess && shown > 0 ? (
          <Trans>
            Showing {shown} of {total}
          </Trans>
        ) : null}
      </p>
      {failed ? (
        <div>
          <Button variant="outline" onClick={() => void list.restart()}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      {list.isSuccess && !loading && shown === 0 ? <p>{empty}</p> : null}
      {shown > 0 ? (
        // Focus lands here after a removal (tabIndex -1: not a tab stop of its own).
        <div ref={listRef} tabIndex={-1}>
          <Stack as="ul" gap="md">
            {items.map((lead) => (
              <LeadCard
                key={lead._id}
                lead={lead}
                kind={kind}
                onRemove={kind === 'draft' ? () => remove.mutate(lead) : undefined}
                removing={remove.isPending && remove.variables?._id === lead._id}
              />
            ))}
          </Stack>
        </div>
      ) : null}
      {hasNextPage && !failed ? (
        <>
          <div ref={sentinel} aria-hidden="true" />
          <div>
            <Button variant="outline" onClick={loadMore} loading={loading}>
              {t`Load more leads`}
            </Button>
          </div>
        </>
      ) : null}
    </Stack>
  );
}
