import type { JobDetailResult } from '@quoteway/api-client';
import { useState } from 'react';
import { api } from '../api';
import { useRealtimeVersion } from '../session/realtimeHub';
import { type Loadable, useLoad } from '../useApi';

/** One of the customer's jobs with its quotes, while it is expanded (`jobId` null: not). */
export function useJobDetail(jobId: string | null) {
  // A new quote on any of my jobs (realtime `new-conversation`) re-reads the open one.
  const quoted = useRealtimeVersion('new-conversation');
  const loaded = useLoad(
    `my-job:${jobId ?? ''}`,
    () => (jobId ? api.myJob(jobId) : Promise.resolve(null)),
    quoted,
  );
  // What an action (hire, complete, cancel) returned replaces what was loaded.
  const [latest, setLatest] = useState<JobDetailResult | null>(null);
  const detail: Loadable<JobDetailResult | null> =
    latest && latest.job._id === jobId ? { state: 'success', data: latest } : loaded;
  return { detail, replace: setLatest };
}
