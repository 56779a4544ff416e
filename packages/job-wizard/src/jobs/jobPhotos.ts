// The wizard's side of a job's photos: what it lets a customer choose. The server reads each
// file's bytes again and re-encodes it; this only saves a phone from uploading in vain.

/** The pictures a job may carry, as the browser names their types. */
export const jobPhotoTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/gif',
] as const;

/** 10 MB, the server's limit for one photo. */
const JOB_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot go with a job, or null when it can. */
export type JobPhotoProblem = 'type' | 'size';

export function checkJobPhoto(file: { type: string; size: number }): JobPhotoProblem | null {
  if (!(jobPhotoTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0 || file.size > JOB_PHOTO_MAX_BYTES) return 'size';
  return null;
}
