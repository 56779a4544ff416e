import { useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '@quoteway/api-client';
import { GALLERY_MAX_PHOTOS } from '@quoteway/domain';
import type { ImageProblem } from './imageProblems';

/** What to tell the business when a picture could not be used, in its language. */
export function useImageProblemText() {
  const { t } = useLingui();
  return (problem: ImageProblem, error?: unknown): string => {
    switch (problem) {
      case 'not-an-image':
        return t`That file is not a photo we can use. Choose a JPEG, PNG or WebP photo.`;
      case 'too-large':
        return t`That photo is larger than 10 MB. Choose a smaller one.`;
      case 'gallery-full':
        return t`Your gallery is full (${GALLERY_MAX_PHOTOS} photos). Remove a photo to add another.`;
      case 'network':
        return t`We could not reach the server. Check your connection and try again.`;
      default:
        return error instanceof ApiRequestError ? error.message : t`Something went wrong`;
    }
  };
}
