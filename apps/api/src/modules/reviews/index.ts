import type { ModuleContext } from '../../context';
import type { FileStorage } from '../../infra/storage';
import { reviewHandlers } from './routes';
import { reviewService } from './service';

/** Verified reviews, the replies of businesses, reports, and the rating aggregates. */
export function reviewsModule(
  { db, clock, wakeOutbox, notify }: ModuleContext,
  deps: { storage: FileStorage },
) {
  const reviews = reviewService({ db, clock, storage: deps.storage, wakeOutbox, notify });
  return { service: reviews, routes: reviewHandlers({ reviews }) };
}
