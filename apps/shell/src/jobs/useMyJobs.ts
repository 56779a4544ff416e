import type { JobSummary, MyJobsResult } from '@quoteway/api-client';
import { JOB_LIST_PAGE_SIZE } from '@quoteway/domain';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { useRealtimeVersion } from '../session/realtimeHub';
import { type Loadable, useLoad } from '../useApi';
import type { JobTab } from './jobTabs';

/** Wait this long after the last keystroke in the search box before asking the server. */
export const JOB_SEARCH_PAUSE_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface MyJobsQuery {
  status: JobTab;
  search: string;
  page: number;
}

/**
 * One page of the customer's jobs (6 a page). Jobs changed on this screen (hired,
 * completed, cancelled) are shown as the server last returned them, without a reload.
 */
export function useMyJobs({ status, search, page }: MyJobsQuery) {
  // A business quoting starts a conversation with the customer: re-read the quote counts.
  const quoted = useRealtimeVersion('new-conversation');
  const list = useLoad(
    `my-jobs:${status}:${page}:${search}`,
    () => api.myJobs({ page, perPage: JOB_LIST_PAGE_SIZE, search, status }),
    quoted,
  );
  // What actions returned, until a realtime re-read brings fresher answers from the server.
  const [edits, setEdits] = useState<{ version: number; jobs: Record<string, JobSummary> }>({
    version: 0,
    jobs: {},
  });
  const changed = edits.version === quoted ? edits.jobs : {};
  const jobs: Loadable<MyJobsResult> =
    list.state === 'success'
      ? {
          state: 'success',
          data: { ...list.data, jobs: list.data.jobs.map((job) => changed[job._id] ?? job) },
        }
      : list;
  return {
    jobs,
    /** Show a job as the server returned it after an action. */
    jobChanged: (job: JobSummary) =>
      setEdits((current) => ({
        version: quoted,
        jobs: { ...(current.version === quoted ? current.jobs : {}), [job._id]: job },
      })),
  };
}
