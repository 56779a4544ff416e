import type { ApiRequestError } from './errors';

/**
 * Whether an error is the API's answer with `status` (an ApiRequestError's), tested by its
 * shape, in a module of its own: a first screen checks it without downloading the error
 * classes (the client's chunk brings them).
 */
export function answeredWith(error: unknown, status: number): boolean {
  const answer = error as Partial<Pick<ApiRequestError, 'kind' | 'status'>> | null;
  return typeof answer === 'object' && answer?.kind === 'http' && answer.status === status;
}
