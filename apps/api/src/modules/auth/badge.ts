import type { BusinessBadge } from '@quoteway/contracts';
import { ratingAverage } from '@quoteway/domain';
import { publicMediaUrl } from '../../infra/storage';
import type { BusinessRow, UserRow } from './repository';

/**
 * The trust line shown wherever a customer weighs a business (a quote in My Jobs, the chat
 * header): its name, logo, verification and rating, from the business row's aggregates.
 */
export function businessBadge(
  owner: Pick<UserRow, 'id' | 'userName'>,
  business: BusinessRow | null,
): BusinessBadge {
  return {
    _id: owner.id,
    businessName: business?.businessName ?? owner.userName,
    logoUrl: business?.logoKey ? publicMediaUrl(business.logoKey) : null,
    verified: business?.businessNumberStatus === 'verified',
    rating: {
      average: business ? ratingAverage(business.ratingSum, business.ratingCount) : null,
      count: business?.ratingCount ?? 0,
    },
  };
}
