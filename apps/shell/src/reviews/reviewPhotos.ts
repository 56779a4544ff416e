/** The pictures a review may carry (the server reads the bytes again and re-encodes them). */
export const reviewPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** 10 MB, the server's limit for one photo: checked here so a phone does not upload in vain. */
const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot go with a review, or null when it can. */
export type ReviewPhotoProblem = 'type' | 'size';

export function checkReviewPhoto(file: { type: string; size: number }): ReviewPhotoProblem | null {
  if (!(reviewPhotoTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0 || file.size > REVIEW_PHOTO_MAX_BYTES) return 'size';
  return null;
}
