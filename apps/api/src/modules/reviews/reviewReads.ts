import {
  type JobReviewResponse,
  REVIEW_WINDOW_DAYS,
  PRICE_GUIDE_NEARBY_KM,
  type RecentReviewsQuery,
  type RecentReviewsResponse,
  type ReviewsResponse,
} from '@quoteway/contracts';
import type { SiteCountry } from '@quoteway/domain';
import type { z } from 'zod';
import { FieldRejected, NotFoundError } from '../../errors';
import type { UserRow } from '../auth';
import { publicMediaUrl } from '../../infra/storage';
import { reviewRepository } from './repository';
import { DAY_MS, presentReview, type ReviewKit, type ReviewServiceDeps } from './reviewKit';

type RecentReviewsInput = z.output<typeof RecentReviewsQuery>;

/** A local page's reviews are of jobs this near its place (its price guide's "nearby"). */
const RECENT_AREA_KM = PRICE_GUIDE_NEARBY_KM;

/** Reading reviews: the customer's job's review and whether it may be written, a business's, the latest. */
export function reviewReadService(deps: ReviewServiceDeps, kit: ReviewKit) {
  const { db, clock } = deps;
  const { editRefusal } = kit;
  const repository = reviewRepository(db);

  return {
    async forJob(account: UserRow, jobId: string): Promise<JobReviewResponse> {
      const job = await repository.findJob(jobId);
      if (!job || job.customerId !== account.id) throw new NotFoundError(/*i18n*/ 'Job not found');
      const [row, hired] = await Promise.all([
        repository.byJob(jobId),
        job.hiredQuoteId ? repository.hiredBusiness(job.hiredQuoteId) : undefined,
      ]);
      const until = job.completedAt
        ? new Date(job.completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS)
        : null;
      const reason = !hired
        ? 'not-hired'
        : job.status !== 'completed'
          ? 'not-completed'
          : row
            ? 'reviewed'
            : until && until.getTime() < clock.now().getTime()
              ? 'window-closed'
              : null;
      return {
        review: row ? presentReview(row) : null,
        canWrite: reason === null,
        canEdit: row ? editRefusal(row.review) === null : false,
        reason,
        writeUntil: until?.toISOString() ?? null,
        business: hired
          ? {
              _id: hired.userId,
              businessName: hired.businessName ?? hired.userName,
              logoUrl: hired.logoKey ? publicMediaUrl(hired.logoKey) : null,
            }
          : null,
      };
    },

    async ofBusiness(
      businessId: string,
      query: { page: number; perPage: number },
    ): Promise<ReviewsResponse> {
      if (!(await repository.publicBusiness(businessId))) {
        throw new NotFoundError(/*i18n*/ 'Business not found');
      }
      const { rows, total } = await repository.ofBusiness(businessId, {
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return { reviews: rows.map(presentReview), total, page: query.page, perPage: query.perPage };
    },

    /**
     * The site's latest good reviews (its country's businesses only); with a trade and a
     * place, of that trade's jobs within RECENT_AREA_KM of the place.
     */
    async recent(site: SiteCountry, query: RecentReviewsInput): Promise<RecentReviewsResponse> {
      let area: { lat: number; lng: number; radiusM: number } | undefined;
      if (query.localityId !== undefined) {
        const place = await repository.locality(query.localityId);
        if (!place)
          throw new FieldRejected('querystring.localityId', /*i18n*/ 'is not a known locality');
        area = { ...place, radiusM: RECENT_AREA_KM * 1000 };
      }
      const rows = await repository.recent(query.limit, {
        country: site,
        profession: query.profession,
        area,
      });
      return {
        reviews: rows.map((row) => ({
          ...presentReview(row),
          business: {
            _id: row.review.businessId,
            businessName: row.businessName,
            slug: row.slug ?? row.review.businessId,
          },
        })),
      };
    },
  };
}
