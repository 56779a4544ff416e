import { answeredWith } from '@quoteway/api-client';
import { useJobWizardServices } from '../services';
import { useWizard } from './wizardStore';

/**
 * The business a job was requested from (a business page's "Request a quote"), as its
 * public page shows it; `businessId` is what the job is sent with: none once the business
 * turns out not to exist any more.
 */
export function useDirectBusiness() {
  const { useApiRead } = useJobWizardServices();
  const id = useWizard((s) => s.businessId);
  const business = useApiRead('business', { params: { id: id ?? '' } }, { enabled: id !== null });
  const gone = answeredWith(business.error, 404);
  return {
    businessId: gone ? null : id,
    name: business.data?.businessName ?? null,
    /** The business's trades: a direct request is for one of them. */
    trades: business.data?.professions ?? [],
    gone,
  };
}
