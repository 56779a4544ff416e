import {
  currencyCodes,
  BUSINESS_DESCRIPTION_MAX_LENGTH,
  REPLY_MAX_LENGTH,
  REPORT_DETAIL_MAX_LENGTH,
  REVIEW_MAX_LENGTH,
  REVIEW_MIN_LENGTH,
} from '@quoteway/domain';
import { z } from 'zod';
import { InternationalPhone, OpeningHours } from './accounts';
import { slug, uuid } from './fields';
import { Locality } from './gazetteer';
import { INT4_MAX } from './text';

// ---------------------------------------------------------------------------------------
// Business profiles, their public pages, the directory and verified reviews.
// Ratings are stored as integer sums; averages are computed for display (one decimal).
// ---------------------------------------------------------------------------------------

const stars = z
  .number()
  .int()
  .min(1, /*i18n*/ 'must be 1 to 5 stars')
  .max(5, /*i18n*/ 'must be 1 to 5 stars');

// The limits live in the domain, so the browser's forms check the same ones without loading
// these schemas (the index passes the server's on).
export const DESCRIPTION_MAX_LENGTH = BUSINESS_DESCRIPTION_MAX_LENGTH;
export const DIRECTORY_PAGE_SIZE = 20;
/**
 * The directory's Bayesian average: each business's ratings are blended with this many
 * ratings at the site's mean, so one 5-star review does not outrank forty 4.8s.
 */
export const BAYES_PRIOR_WEIGHT = 5;

/** A licence or membership the business holds (an LBP number, Master Plumbers...). */
export const Licence = z.object({
  name: z.string().trim().min(2).max(80),
  number: z.string().trim().max(40).default(''),
});
export type Licence = z.infer<typeof Licence>;

/** What the business edits on its profile (trades, area and hours have their own calls). */
export const BusinessProfileBody = z.object({
  businessName: z.string().trim().min(2).max(120),
  description: z.string().trim().max(DESCRIPTION_MAX_LENGTH).default(''),
  website: z
    .string()
    .trim()
    .max(300)
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v),
      /*i18n*/ 'must be a web address (https://...)',
    )
    .default(''),
  /** Shown on the public page; empty for none (customers then reach the business by chat). */
  publicPhone: z.union([z.literal(''), InternationalPhone]).default(''),
  licences: z.array(Licence).max(10).default([]),
  yearFounded: z
    .number()
    .int()
    .min(1850, /*i18n*/ 'must be 1850 or later')
    .max(2100, /*i18n*/ 'must not be in the future')
    .nullable()
    .default(null),
});
export type BusinessProfileBody = z.input<typeof BusinessProfileBody>;

export const businessImageKinds = ['logo', 'cover'] as const;
export const BusinessImageParams = z.object({ kind: z.enum(businessImageKinds) });
export const GalleryPhotoFields = z.object({
  caption: z.string().trim().max(140).default(''),
});
export const GalleryPhotoParams = z.object({ id: uuid });
export const PublicImageParams = z.object({
  /** A stored file name (`<random>.jpg`). */
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,80}\.jpg$/, /*i18n*/ 'is not an image name')
    .max(90),
});

export const GalleryPhoto = z.object({
  _id: uuid,
  url: z.string(),
  /** A 400 px wide version for grids. */
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string(),
});
export type GalleryPhoto = z.infer<typeof GalleryPhoto>;

export const RatingSummary = z.object({
  /** Mean of the overall stars, one decimal; null before the first review. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** Reviews with 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: z.array(z.number().int()).length(5),
  /** Means of the four detailed ratings (null before the first review). */
  quality: z.number().nullable(),
  communication: z.number().nullable(),
  value: z.number().nullable(),
  punctuality: z.number().nullable(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

const businessNumberKinds = ['NZBN', 'ABN', 'ACN', 'GSTIN'] as const;

/** A business as everyone may see it. */
export const PublicBusiness = z.object({
  _id: uuid,
  /** Its page's address is `/b/<slug>` (`/business-details/<id>` redirects there). */
  slug: z.string(),
  businessName: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  website: z.string().nullable(),
  publicPhone: z.string().nullable(),
  /** The trades it takes work in: slug and name. */
  professions: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** Where it is based and how far it travels. */
  location: Locality.nullable(),
  serviceRadiusKm: z.number().int(),
  openingHours: OpeningHours.nullable(),
  businessAlwaysOpen: z.boolean(),
  businessNumberKind: z.enum(businessNumberKinds),
  /** Only `verified` earns the badge; the number itself is shown in full (it is public). */
  businessNumber: z.string(),
  verified: z.boolean(),
  /** When the register last confirmed the number (ISO), if it did. */
  verifiedAt: z.string().nullable(),
  licences: z.array(Licence),
  yearFounded: z.number().int().nullable(),
  gallery: z.array(GalleryPhoto),
  rating: RatingSummary,
  /** Jobs it was hired for on Quoteway. */
  hires: z.number().int(),
  /** Median minutes from a lead going live to this business's quote (last 90 days). */
  responseMinutes: z.number().int().nullable(),
  memberSince: z.string(),
});
export type PublicBusiness = z.infer<typeof PublicBusiness>;

export const BusinessParams = z.object({ id: uuid });
export const BusinessSlugParams = z.object({ slug: z.string().max(160) });

/** The business's own view: the public page plus how complete the profile is. */
export const MyBusinessProfile = z.object({
  business: PublicBusiness,
  /** 0-100: the share of the profile's parts that are filled in. */
  completeness: z.number().int().min(0).max(100),
  /** The parts still missing, for the meter's hints. */
  missing: z.array(
    z.enum([
      'logo',
      'cover',
      'description',
      'website',
      'licences',
      'yearFounded',
      'gallery',
      'hours',
      'serviceArea',
      'verification',
    ]),
  ),
});
export type MyBusinessProfile = z.infer<typeof MyBusinessProfile>;

// ---- reviews -----------------------------------------------------------------------------

export const ReviewBody = z.object({
  rating: stars,
  quality: stars,
  communication: stars,
  value: stars,
  punctuality: stars,
  text: z
    .string()
    .trim()
    .min(REVIEW_MIN_LENGTH, `must be at least ${REVIEW_MIN_LENGTH} characters`)
    .max(REVIEW_MAX_LENGTH),
});
export type ReviewBody = z.infer<typeof ReviewBody>;

export const ReviewParams = z.object({ id: uuid });
export const ReviewPhotoFields = z.object({});
export const ReplyBody = z.object({
  text: z.string().trim().min(2, /*i18n*/ 'must not be empty').max(REPLY_MAX_LENGTH),
});
export const reportReasons = [
  'fake',
  'offensive',
  'personal-information',
  'not-a-hire',
  'other',
] as const;
export const ReportBody = z.object({
  reason: z.enum(reportReasons),
  detail: z.string().trim().max(REPORT_DETAIL_MAX_LENGTH).default(''),
});

export const Review = z.object({
  _id: uuid,
  businessId: uuid,
  /** The reviewer's first name and initial ("Aroha N."), never the full name. */
  reviewerName: z.string(),
  rating: z.number().int(),
  quality: z.number().int(),
  communication: z.number().int(),
  value: z.number().int(),
  punctuality: z.number().int(),
  text: z.string(),
  photos: z.array(z.object({ url: z.string(), thumbnailUrl: z.string() })),
  /** "Verified hire": the trade of the job and the month it was completed ("2026-11"). */
  professionSlug: z.string(),
  professionName: z.string(),
  jobMonth: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
  /** True once someone reported it; it stays visible until an operator decides. */
  reported: z.boolean(),
});
export type Review = z.infer<typeof Review>;

export const ReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
export const ReviewsResponse = z.object({
  reviews: z.array(Review),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponse>;

/** The review of one of my jobs, or whether I may write one and until when. */
export const JobReviewResponse = z.object({
  review: Review.nullable(),
  /** Whether the signed-in customer may write (or still edit) the review now. */
  canWrite: z.boolean(),
  canEdit: z.boolean(),
  /** Why not, when not: 'not-completed' | 'window-closed' | 'not-hired' | ... */
  reason: z.string().nullable(),
  /** The last day a review may be written (ISO), once the job is complete. */
  writeUntil: z.string().nullable(),
  business: z
    .object({ _id: uuid, businessName: z.string(), logoUrl: z.string().nullable() })
    .nullable(),
});
export type JobReviewResponse = z.infer<typeof JobReviewResponse>;

export const ReviewResponse = z.object({ review: Review });

// ---- the directory ---------------------------------------------------------------------

export const DirectoryQuery = z.object({
  profession: slug.optional(),
  /** A gazetteer locality: only businesses whose service area covers it. */
  localityId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  verified: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only businesses rated at least this (by their plain average). */
  minRating: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(DIRECTORY_PAGE_SIZE),
});
export type DirectoryQuery = z.input<typeof DirectoryQuery>;

export const DirectoryEntry = z.object({
  _id: uuid,
  slug: z.string(),
  businessName: z.string(),
  logoUrl: z.string().nullable(),
  /** The first lines of the description. */
  summary: z.string(),
  professions: z.array(z.object({ slug: z.string(), name: z.string() })),
  location: Locality.nullable(),
  verified: z.boolean(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  hires: z.number().int(),
  /** Kilometres from the searched place to the business's base, when a place was given. */
  distanceKm: z.number().nullable(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntry>;

export const DirectoryResponse = z.object({
  businesses: z.array(DirectoryEntry),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  /** The searched place, as the gazetteer spells it. */
  locality: Locality.nullable(),
});
export type DirectoryResponse = z.infer<typeof DirectoryResponse>;

/** Figures for the home page, computed from real data. */
export const SiteStats = z.object({
  businesses: z.number().int(),
  verifiedBusinesses: z.number().int(),
  /** Mean of every review's stars, one decimal (null before the first). */
  averageRating: z.number().nullable(),
  reviews: z.number().int(),
  jobsThisMonth: z.number().int(),
});
export type SiteStats = z.infer<typeof SiteStats>;

/** The latest verified reviews, with the business each is about. */
export const RecentReviewsResponse = z.object({
  reviews: z.array(
    Review.extend({
      business: z.object({ _id: uuid, businessName: z.string(), slug: z.string() }),
    }),
  ),
});
export type RecentReviewsResponse = z.infer<typeof RecentReviewsResponse>;

/** How many recent reviews a page may ask for (the home page shows six). */
const RECENT_REVIEWS_MAX = 12;

/** Narrows the latest reviews to a trade and the area around a place (a local page's). */
export const RecentReviewsQuery = z.object({
  profession: slug.optional(),
  /** A gazetteer locality: only reviews of jobs near it. */
  localityId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(RECENT_REVIEWS_MAX).default(6),
});
export type RecentReviewsQuery = z.input<typeof RecentReviewsQuery>;

/** A price guide is shown only when at least this many quotes are behind it. */
export const PRICE_GUIDE_MIN_QUOTES = 5;
/** "Nearby": quotes on jobs within this many km of the place. */
export const PRICE_GUIDE_NEARBY_KM = 30;

export const PriceGuideQuery = z.object({
  profession: slug,
  localityId: z.coerce.number().int().positive().max(INT4_MAX),
});
export type PriceGuideQuery = z.input<typeof PriceGuideQuery>;

/**
 * What a trade's jobs cost around a place, from the quotes sent on them: nearby (within
 * PRICE_GUIDE_NEARBY_KM), else across the place's region; `scope` null when neither has
 * PRICE_GUIDE_MIN_QUOTES quotes (then no figures). Amounts in the site currency's cents.
 */
export const PriceGuide = z.object({
  scope: z.enum(['nearby', 'region']).nullable(),
  /** The region the guide widened to (the place's state or region). */
  region: z.string(),
  currency: z.enum(currencyCodes),
  quotes: z.number().int(),
  medianCents: z.number().int().nullable(),
  /** The middle 80% of the quotes: the 10th and 90th percentiles. */
  lowCents: z.number().int().nullable(),
  highCents: z.number().int().nullable(),
});
export type PriceGuide = z.infer<typeof PriceGuide>;

/** The trust line shown with a quote (My Jobs, chat). */
export const BusinessBadge = z.object({
  _id: uuid,
  businessName: z.string(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type BusinessBadge = z.infer<typeof BusinessBadge>;
