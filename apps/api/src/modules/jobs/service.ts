import type { JobServiceDeps } from './jobKit';
import { jobReadService } from './jobReads';
import { jobLifecycleService } from './lifecycle';
import { jobPhotoService } from './photos';
import { jobPostingService } from './posting';

export type { JobServiceDeps } from './jobKit';
export { returnMessages, UNOPENED_QUOTE_RETURN_MS } from './lifecycle';

/**
 * The customer's side of the marketplace, by use case: posting jobs, reading them with their
 * quotes, its photos, and what follows (hiring, completion, cancellation, returns).
 */
export function jobService(deps: JobServiceDeps) {
  return {
    ...jobPostingService(deps),
    ...jobReadService(deps),
    ...jobLifecycleService(deps),
    ...jobPhotoService(deps),
  };
}
export type JobService = ReturnType<typeof jobService>;
