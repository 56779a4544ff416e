import type { JobDetailResult } from '@quoteway/api-client';
import { useState } from 'react';
import { api } from '../api';
import { type Loadable, useLoad } from '../useApi';

/** One of the customer's jobs with its quotes, while it is expanded (`jobId` null: not). */
export function useJobDetail(jobId: string | null) {
  const loaded = useLoad(`my-job:${jobId ?? ''}`, () =>
    jobId ? api.myJob(jobId) : Promise.resolve(null),
  );
  // What an action (hire, complete, cancel) returned replaces what was loaded.
  const [latest, setLatest] = useState<JobDetailResult | null>(null);
  const detail: Loadable<JobDetailResult | null> =
    latest && latest.job._id === jobId ? { state: 'success', data: latest } : loaded;
  return { detail, replace: setLatest };
}
