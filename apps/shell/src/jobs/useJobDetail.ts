import { type ApiOutput, apiQuery, apiQueryKey } from '@quoteway/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

type JobDetail = ApiOutput<'myJob'>;

/**
 * One of the customer's jobs with its quotes, while it is expanded (`jobId` null: not).
 * A new quote (realtime `new-conversation`, see useMyJobs) invalidates it.
 */
export function useJobDetail(jobId: string | null) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    ...apiQuery(api, 'myJob', { params: { id: jobId ?? '' } }),
    enabled: jobId !== null,
  });
  return {
    detail,
    /** What an action (hire, complete, cancel) returned replaces what was loaded. */
    replace: (result: JobDetail) =>
      queryClient.setQueryData(apiQueryKey('myJob', { params: { id: result.job._id } }), result),
  };
}
