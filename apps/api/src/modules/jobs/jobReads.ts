import type { JobDetailResponse, MyJobsQuery, MyJobsResponse } from '@quoteway/contracts';
import type { z } from 'zod';
import type { UserRow } from '../auth';
import { notifyQuotesOpened } from '../notifications';
import { jobDetail, type JobServiceDeps, ownJob } from './jobKit';
import { presentJob } from './present';
import { jobRepository } from './repository';

type MyJobs = z.output<typeof MyJobsQuery>;

/** What a customer reads: their jobs, and one job with its quotes. */
export function jobReadService(deps: JobServiceDeps) {
  const { db, clock } = deps;
  const repository = jobRepository(db);

  return {
    async myJobs(account: UserRow, query: MyJobs): Promise<MyJobsResponse> {
      const { rows, total } = await repository.customerJobs(
        account.id,
        { status: query.status, search: query.search },
        { limit: query.perPage, offset: (query.page - 1) * query.perPage },
      );
      return {
        jobs: rows.map((r) => presentJob(r.job, r.locality, r.professionName, Boolean(r.reviewed))),
        page: query.page,
        perPage: query.perPage,
        total,
      };
    },

    /**
     * One of the customer's jobs with its quotes; the quotes count as opened from now on, and
     * the businesses whose quotes were opened now are told.
     */
    async myJob(account: UserRow, id: string, origin: string): Promise<JobDetailResponse> {
      const job = await ownJob(db, account, id, false);
      const opened = await db.transaction(async (tx) => {
        const quoteIds = await jobRepository(tx).markQuotesOpened(job.id, clock.now());
        await notifyQuotesOpened(tx, deps.notify, {
          quoteIds,
          customerName: account.userName,
          origin,
        });
        return quoteIds.length;
      });
      if (opened > 0) deps.wakeOutbox();
      return jobDetail(db, job, clock.now());
    },
  };
}
