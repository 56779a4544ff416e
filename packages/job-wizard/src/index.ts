// Public face of @quoteway/job-wizard: the job wizard, shared by the shell (home, landing
// pages, /iframehome) and the embed's widgets. The form pieces it is built of are
// @quoteway/account-forms'.

export { JobWizardProvider, useJobWizardServices } from './services';
export type { JobWizardServices } from './services';
// How the wizard reads the API (the same type as the fields'); the shell implements it.
export type { ApiRead, UseApiRead } from '@quoteway/account-forms/fields';

// The wizard: its steps are `@quoteway/job-wizard/wizard` (src/wizard.ts), which the apps load
// when a customer goes on into it, so a page with the first step only does not carry them.
export type { JobWizardProps, PostedJob } from './jobs/JobWizard';
export { siteCountry, useWizard } from './jobs/wizardStore';
export { useDirectBusiness } from './jobs/useDirectBusiness';
export { RequestAudience } from './jobs/RequestAudience';
export { useLandingPrefill, useLandingTarget } from './jobs/useLandingPrefill';
export type { LandingAddress, LandingTarget } from './jobs/useLandingPrefill';
export type { ProfessionList } from './jobs/wireTypes';
