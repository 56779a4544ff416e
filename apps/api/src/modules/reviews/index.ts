import type { ModuleContext } from '../../context';
import { reviewHandlers } from './routes';
import { reviewService } from './service';

export { reviewRepository } from './repository';

/** Verified reviews, the replies of businesses, reports, and the rating aggregates. */
export function reviewsModule({ db, clock, wakeOutbox, notify, storage }: ModuleContext) {
  const reviews = reviewService({ db, clock, storage, wakeOutbox, notify });
  return { service: reviews, routes: reviewHandlers({ reviews }) };
}
