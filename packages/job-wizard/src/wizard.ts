// `@quoteway/job-wizard/wizard`: the job wizard itself (its steps, the contact step's texted
// code, the review and the posted screen), apart from the package's index so that the apps
// load it when a customer goes on into it (the home page's hero holds only the first step's
// fields, from the index).
export { JobWizard } from './jobs/JobWizard';
export type { JobWizardProps, PostedJob } from './jobs/JobWizard';
