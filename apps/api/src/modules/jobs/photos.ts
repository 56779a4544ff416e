import type { JobDetailResponse } from '@quoteway/contracts';
import { JOB_MAX_PHOTOS } from '@quoteway/domain';
import { AccountError, FieldRejected } from '../../errors';
import type { UserRow } from '../auth';
import { jobDetail, type JobServiceDeps, ownJob } from './jobKit';
import type { JobRow } from './repository';
import { jobRepository } from './repository';

const jobPhotoMessages = {
  full: /*i18n*/ 'A job can carry at most {photos} photos',
  closed: /*i18n*/ 'Photos can be added only while the job is open',
} as const;

/**
 * The customer's photos of a job. A visitor adds them after posting, with the session the
 * posting answered (the job exists and is theirs by then): nothing is uploaded before anyone
 * owns it.
 */
export function jobPhotoService(deps: JobServiceDeps) {
  const { db, clock, storage } = deps;

  /** What refuses a photo on this job now, or null. */
  function refusal(job: JobRow): Error | null {
    if (job.status === 'cancelled' || job.status === 'completed') {
      return new AccountError(409, jobPhotoMessages.closed);
    }
    if (job.photos.length >= JOB_MAX_PHOTOS) {
      return new FieldRejected('body.image', jobPhotoMessages.full, { photos: JOB_MAX_PHOTOS });
    }
    return null;
  }

  return {
    /** Add a photo to the caller's own job: at most JOB_MAX_PHOTOS, counted under its lock. */
    async addPhoto(account: UserRow, id: string, bytes: Buffer): Promise<JobDetailResponse> {
      // Refused before the work of encoding and storing (someone else's job is a 404).
      const before = refusal(await ownJob(db, account, id, false));
      if (before) throw before;
      const photo = await deps.encodePhoto(bytes);
      const keys = {
        key: await storage.put('public', 'jpg', photo.bytes),
        thumbnailKey: await storage.put('public', 'jpg', photo.thumbnail.bytes),
      };
      try {
        const job = await db.transaction(async (tx) => {
          const locked = await ownJob(tx, account, id, true);
          const refused = refusal(locked);
          if (refused) throw refused;
          const changed = await jobRepository(tx).updateJob(id, {
            photos: [...locked.photos, keys],
          });
          return changed ?? locked;
        });
        return await jobDetail(db, job, clock.now());
      } catch (error) {
        // Refused: the stored files belong to nothing.
        await Promise.all([storage.remove(keys.key), storage.remove(keys.thumbnailKey)]);
        throw error;
      }
    },
  };
}
