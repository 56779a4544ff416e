import type { BusinessServiceDeps } from './businessKit';
import { directoryService } from './directory';
import { businessProfileService } from './profile';

/**
 * Business profiles and their public side: the business's own profile (fields, logo, cover,
 * gallery), the public page, the directory and the home page's figures. One service made of
 * two by use case.
 */
export function businessService(deps: BusinessServiceDeps) {
  return { ...businessProfileService(deps), ...directoryService(deps) };
}

export type BusinessService = ReturnType<typeof businessService>;
