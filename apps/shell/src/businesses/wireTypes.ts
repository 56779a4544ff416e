import type { ApiOutput } from '@quoteway/api-client';

/** A business as everyone may see it (GET /api/businesses/:id). */
export type PublicBusiness = ApiOutput<'business'>;
/** One verified review with the business's reply (GET /api/businesses/:id/reviews). */
export type BusinessReview = ApiOutput<'businessReviews'>['reviews'][number];
/** A business in the directory's results (GET /api/directory). */
export type DirectoryEntry = ApiOutput<'directory'>['businesses'][number];
