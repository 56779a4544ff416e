import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { BusinessNumberService } from './service';

/** The live business-number check the registration forms use. */
export function businessNumberHandlers(deps: {
  businessNumbers: BusinessNumberService;
}): Pick<RouteHandlers, 'checkBusinessNumber'> {
  return {
    checkBusinessNumber: async ({ query }) => {
      const { valid, message, status } = await deps.businessNumbers.check(
        query.country,
        query.number,
      );
      return { valid, message, status };
    },
  };
}
