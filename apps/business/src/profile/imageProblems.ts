import { ApiRequestError, isNetworkError } from '@quoteway/api-client';

/**
 * 10 MB, the server's limit for a logo, a cover or a gallery photo (the route table's
 * `maxBytes`); checked here first so a phone does not upload a photo only to have it refused.
 */
const BUSINESS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Why a picture could not be used. */
export type ImageProblem =
  /** Not a picture the server can read (checked from its bytes: 415, or the file's type). */
  | 'not-an-image'
  /** Larger than 10 MB (413, or checked before upload). */
  | 'too-large'
  /** The gallery already has its 20 photos (409). */
  | 'gallery-full'
  /** No answer from the server. */
  | 'network'
  /** Anything else: the server's own message is shown. */
  | 'other';

/**
 * A chosen file's problem before any upload, or null when it may go. A file whose type the
 * browser does not know (some phones' HEIC photos) goes up: the server reads its bytes.
 */
export function checkImageFile(file: { type: string; size: number }): ImageProblem | null {
  if (file.type !== '' && !file.type.startsWith('image/')) return 'not-an-image';
  if (file.size > BUSINESS_IMAGE_MAX_BYTES) return 'too-large';
  return null;
}

/** What a failed upload means for the person who chose the picture. */
export function imageProblemOf(error: unknown): ImageProblem {
  if (isNetworkError(error)) return 'network';
  if (!(error instanceof ApiRequestError)) return 'other';
  if (error.status === 413) return 'too-large';
  if (error.status === 415) return 'not-an-image';
  if (error.status === 409) return 'gallery-full';
  // A file the server could not read as multipart image data is named by its field.
  if (error.status === 400 && error.fieldMessage('image') !== undefined) return 'not-an-image';
  return 'other';
}

/** A picture ready to upload: resized when the browser could, as chosen otherwise. */
export interface PreparedImage {
  blob: Blob;
  name: string;
}

/**
 * Shrink a chosen picture before it goes up (a phone's 6 MB photo becomes a few hundred KB);
 * a picture the browser cannot decode goes as it is, unless it is over the limit.
 */
export async function prepareImage(
  file: File,
  resize: (file: Blob) => Promise<Blob>,
): Promise<PreparedImage | ImageProblem> {
  const early = checkImageFile({ type: file.type, size: 0 });
  if (early) return early;
  try {
    const blob = await resize(file);
    const base = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return { blob, name: `${base}.jpg` };
  } catch {
    if (file.size > BUSINESS_IMAGE_MAX_BYTES) return 'too-large';
    return { blob: file, name: file.name };
  }
}

/**
 * An address showing a chosen file before it is uploaded, or null where the browser cannot
 * make one; revoke it with `URL.revokeObjectURL` when it is no longer shown.
 */
export function localPreviewOf(file: Blob): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    // No object URLs here (or not for this kind of Blob): the file's name is shown instead.
    return null;
  }
}

/** Let go of a preview made by `localPreviewOf`. */
export function releasePreview(url: string | null) {
  if (url) URL.revokeObjectURL(url);
}

/** A picture refused before it was sent (its type, or its size where it could not shrink). */
export class ImageProblemError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
    this.name = 'ImageProblemError';
  }
}
