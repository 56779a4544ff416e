export { ConsoleProvider } from './console';
// The person's own account settings, shown by the console (/leads/settings) and the shell
// (/settings); the password rules the shell's sign-up shows too.
export { AccountSettings } from './account/AccountSettings';
export { PasswordRules } from './account/PasswordRules';
export type { ConsoleServices, ServerToClientEvents } from './console';
export { ProfilePictureField } from './profile/ProfilePictureField';
// A business's reviews look the same on its public page (the shell's) and in its console.
export { PhotoGrid } from './reviews/PhotoViewer';
export { RatingSummary } from './reviews/RatingSummary';
export { ReportReviewDialog } from './reviews/ReportReviewDialog';
export { ReviewCard } from './reviews/ReviewCard';
export { businessRoutes } from './routes';
