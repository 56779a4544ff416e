import type { JobStatus } from '@quoteway/api-client';

/**
 * The tabs of /my-jobs/:tabId, by position: 0 All, 1 Open, 2 Hired, 3 Completed,
 * 4 Cancelled. A missing or unknown tab id shows All. (Jobs waiting for the poster's
 * e-mail confirmation, `pending`, show under All only.)
 */
export const jobTabs = [
  'all',
  'open',
  'hired',
  'completed',
  'cancelled',
] as const satisfies readonly ('all' | JobStatus)[];
export type JobTab = (typeof jobTabs)[number];

/** The tab index a `:tabId` route parameter names (0, All, when it names none). */
export function tabIndexOf(tabId: string | undefined): number {
  const index = Number(tabId);
  return Number.isInteger(index) && index >= 0 && index < jobTabs.length ? index : 0;
}
