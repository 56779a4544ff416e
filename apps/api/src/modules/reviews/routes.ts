import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { ReviewService } from './service';

type ReviewHandlers = Pick<
  RouteHandlers,
  | 'jobReview'
  | 'postReview'
  | 'editReview'
  | 'addReviewPhoto'
  | 'replyToReview'
  | 'reportReview'
  | 'businessReviews'
  | 'recentReviews'
>;

/** Verified reviews: written by the hiring customer, replied to by the business. */
export function reviewHandlers({ reviews }: { reviews: ReviewService }): ReviewHandlers {
  return {
    jobReview: async ({ account, params }) => reviews.forJob(account, params.id),
    postReview: async ({ account, params, body, origin }) => ({
      review: await reviews.write(account, params.id, body, origin),
    }),
    editReview: async ({ account, params, body }) => ({
      review: await reviews.edit(account, params.id, body),
    }),
    addReviewPhoto: async ({ account, params, file }) => ({
      review: await reviews.addPhoto(account, params.id, file.bytes),
    }),
    replyToReview: async ({ account, params, body, origin }) => ({
      review: await reviews.reply(account, params.id, body.text, origin),
    }),
    reportReview: async ({ account, params, body }) =>
      reviews.report(account, params.id, body.reason, body.detail),
    businessReviews: async ({ params, query }) => reviews.ofBusiness(params.id, query),
    recentReviews: async ({ market, query }) => reviews.recent(market, query),
  };
}
