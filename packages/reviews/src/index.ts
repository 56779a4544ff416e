// Public face of @quoteway/reviews: how a business's reviews look, the same on its public
// page (the shell's) and in its console, and the dialog that reports one to the operators.
export { PhotoGrid } from './PhotoViewer';
export { RatingSummary } from './RatingSummary';
export { ReportReviewDialog } from './ReportReviewDialog';
export { ReviewCard } from './ReviewCard';
