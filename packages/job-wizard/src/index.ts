// Public face of @quoteway/job-wizard: the job wizard, shared by the shell (home, landing
// pages, /iframehome) and the embed's widgets, and the form pieces it is built of, which the
// shell's other forms use too.
import * as formStyles from './forms/forms.css';

export { JobWizardProvider, useJobWizardServices } from './services';
export type { ApiRead, JobWizardServices, UseApiRead } from './services';

// The wizard: its steps are `@quoteway/job-wizard/wizard` (src/wizard.ts), which the apps load
// when a customer goes on into it, so a page with the first step only does not carry them.
export type { JobWizardProps, PostedJob } from './jobs/JobWizard';
export { siteCountry, useWizard } from './jobs/wizardStore';
export { useDirectBusiness } from './jobs/useDirectBusiness';
export { RequestAudience } from './jobs/RequestAudience';
export { useLandingPrefill, useLandingTarget } from './jobs/useLandingPrefill';
export type { LandingAddress, LandingTarget } from './jobs/useLandingPrefill';
export type { ProfessionList } from './jobs/wireTypes';

// Form pieces the design system does not have
export { formStyles };
export { FormStatus } from './forms/FormStatus';
export type { FormStatusValue } from './forms/FormStatus';
export { useFormFeedback } from './forms/useFormFeedback';
export { usePhoneMessages } from './forms/usePhoneMessages';
export { internationalPhone, PhoneField } from './forms/PhoneField';
export type { CallingCode } from './forms/PhoneField';
export { LocalityField } from './forms/LocalityField';
export { localityLabel, useLocalitySearch } from './forms/useLocalitySearch';
export { useDebouncedValue } from './forms/useDebouncedValue';
