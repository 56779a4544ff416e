import type { JobSummary, MyJobsResult } from '@quoteway/api-client';
import { JOB_LIST_PAGE_SIZE } from '@quoteway/domain';
import { useEffect, useState } from 'react';
import { api } from '../api';
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
  const list = useLoad(`my-jobs:${status}:${page}:${search}`, () =>
    api.myJobs({ page, perPage: JOB_LIST_PAGE_SIZE, search, status }),
  );
  const [changed, setChanged] = useState<Record<string, JobSummary>>({});
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
    jobChanged: (job: JobSummary) => setChanged((current) => ({ ...current, [job._id]: job })),
  };
}
