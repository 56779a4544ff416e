import type { BusinessServiceDeps } from './businessKit';
import { directoryService } from './directory';
import { priceGuideService } from './priceGuide';
import { businessProfileService } from './profile';

/**
 * Business profiles and their public side: the business's own profile (fields, logo, cover,
 * gallery), the public page, the directory, the home page's figures and the local pages' price
 * guide. One service made of three by use case.
 */
export function businessService(deps: BusinessServiceDeps) {
  return {
    ...businessProfileService(deps),
    ...directoryService(deps),
    ...priceGuideService(deps),
  };
}

export type BusinessService = ReturnType<typeof businessService>;
