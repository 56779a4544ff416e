export { ConsoleProvider } from './console';
export type { ConsoleServices, ServerToClientEvents } from './console';
export { ProfilePictureField } from './profile/ProfilePictureField';
// A business's reviews look the same on its public page (the shell's) and in its console.
export { PhotoGrid } from './reviews/PhotoViewer';
export { RatingSummary } from './reviews/RatingSummary';
export { ReportReviewDialog } from './reviews/ReportReviewDialog';
export { ReviewCard } from './reviews/ReviewCard';
export { businessRoutes } from './routes';
