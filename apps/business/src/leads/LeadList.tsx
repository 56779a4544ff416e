import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, type LeadListKind } from '@quoteway/api-client';
import { BusyIndicator, Button, Stack } from '@quoteway/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConsole } from '../console';
import { errorText } from '../styles';
import { LeadCard } from './LeadCard';
import { type ListedLead, leadStore, useLeadStore } from './leadStore';
import { useEndOfList } from './useEndOfList';

/** One lead list (new, quoted or drafts), loaded page by page as the business scrolls. */
export function LeadList({ kind }: { kind: LeadListKind }) {
  const { t } = useLingui();
  const { api, notify, notifyError } = useConsole();
  const list = useLeadStore((s) => s.lists[kind]);
  const [removing, setRemoving] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (list.status === 'idle') void leadStore.load(api, kind);
  }, [api, kind, list.status]);

  const loadMore = useCallback(() => void leadStore.loadMore(api, kind), [api, kind]);
  const sentinel = useEndOfList(loadMore, list.status === 'success' && list.moreToLoad);

  const remove = async (lead: ListedLead) => {
    setRemoving(lead._id);
    try {
      await api.removeDraft(lead._id);
      leadStore.removeLead(kind, lead._id);
      notify(t`Draft removed`);
      // The removed card's button is gone: keep keyboard focus in the list.
      listRef.current?.focus();
    } catch (error) {
      notifyError(error instanceof ApiRequestError ? error.message : t`Something went wrong`);
    } finally {
      setRemoving(null);
    }
  };

  const loading = list.status === 'loading';
  const failed = list.status === 'failure';
  const shown = list.items.length;
  const total = list.total;
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
      <p role="status" aria-live="polite" style={failed ? errorText : undefined}>
        {loading ? (
          <Trans>Loading leads…</Trans>
        ) : failed ? (
          list.error || t`Something went wrong`
        ) : list.status === 'success' && shown > 0 ? (
          <Trans>
            Showing {shown} of {total}
          </Trans>
        ) : null}
      </p>
      {failed ? (
        <div>
          <Button variant="outline" onClick={() => void leadStore.load(api, kind)}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      {list.status === 'success' && shown === 0 ? <p>{empty}</p> : null}
      {shown > 0 ? (
        // Focus lands here after a removal (tabIndex -1: not a tab stop of its own).
        <div ref={listRef} tabIndex={-1}>
          <Stack as="ul" gap="md">
            {list.items.map((lead) => (
              <LeadCard
                key={lead._id}
                lead={lead}
                kind={kind}
                onRemove={kind === 'draft' ? () => void remove(lead) : undefined}
                removing={removing === lead._id}
              />
            ))}
          </Stack>
        </div>
      ) : null}
      {list.moreToLoad && !failed ? (
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
