import type { ApiOutput } from '@quoteway/api-client';

/** A business as everyone may see it (GET /api/businesses/:id). */
export type PublicBusiness = ApiOutput<'business'>;
/** Its rating summary: average, count, distribution by stars, the four detailed averages. */
export type RatingSummaryData = PublicBusiness['rating'];
/** One verified review with the business's reply (GET /api/businesses/:id/reviews). */
export type BusinessReview = ApiOutput<'businessReviews'>['reviews'][number];
/** A business in the directory's results (GET /api/directory). */
export type DirectoryEntry = ApiOutput<'directory'>['businesses'][number];
/** A photo as the viewer shows it: the full image, its thumbnail and an optional caption. */
export interface ViewerPhoto {
  url: string;
  thumbnailUrl: string;
  caption?: string;
}
