import { type ApiOutput, apiQuery, apiRouteKey, type JobSummary } from '@quoteway/api-client';
import { JOB_LIST_PAGE_SIZE } from '@quoteway/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api';
import { subscribeRealtime } from '../session/realtimeHub';
import type { JobTab } from './jobTabs';

/** Wait this long after the last keystroke in the search box before asking the server. */
export const JOB_SEARCH_PAUSE_MS = 300;

interface MyJobsQuery {
  status: JobTab;
  search: string;
  page: number;
}

/**
 * One page of the customer's jobs (6 a page). Jobs changed on this screen (hired,
 * completed, cancelled) are patched into every cached page as the server returned them.
 */
export function useMyJobs({ status, search, page }: MyJobsQuery) {
  const queryClient = useQueryClient();
  const jobs = useQuery(
    apiQuery(api, 'myJobs', { query: { page, perPage: JOB_LIST_PAGE_SIZE, search, status } }),
  );
  // A business quoting starts a conversation with the customer: re-read the quote counts.
  useEffect(
    () =>
      subscribeRealtime('new-conversation', () => {
        void queryClient.invalidateQueries({ queryKey: apiRouteKey('myJobs') });
        void queryClient.invalidateQueries({ queryKey: apiRouteKey('myJob') });
      }),
    [queryClient],
  );
  return {
    jobs,
    /** Show a job as the server returned it after an action. */
    jobChanged: (job: JobSummary) =>
      queryClient.setQueriesData<ApiOutput<'myJobs'>>(
        { queryKey: apiRouteKey('myJobs') },
        (list) => list && { ...list, jobs: list.jobs.map((j) => (j._id === job._id ? job : j)) },
      ),
  };
}
