import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { shortAddressService } from './service';

/** The short address of a business (what `/b/<slug>` redirects by). */
export function publicPagesHandlers({
  shortAddresses,
}: {
  shortAddresses: ReturnType<typeof shortAddressService>;
}): Pick<RouteHandlers, 'businessBySlug'> {
  return {
    businessBySlug: async ({ params }) => shortAddresses.businessBySlug(params.slug),
  };
}
