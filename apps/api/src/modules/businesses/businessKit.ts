import type { GalleryPhoto, PublicBusiness, RatingSummary } from '@quoteway/contracts';
import { businessSlug, ratingAverage } from '@quoteway/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../db/client';
import { presentLocality } from '../jobs';
import { type FileStorage, publicMediaUrl } from '../../infra/storage';
import {
  type BusinessRepository,
  type BusinessRow,
  businessRepository,
  type PhotoRow,
} from './repository';

export interface BusinessServiceDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Public images live in this storage folder and are served at /api/media/public/<file>. */
export const PUBLIC_FOLDER = 'public';
/** A business's median response time counts the quotes of this window. */
const RESPONSE_WINDOW_MS = 90 * 86_400_000;

export const businessMessages = {
  notFound: /*i18n*/ 'No such business',
  noProfile: /*i18n*/ 'This account has no business profile',
  photoNotFound: /*i18n*/ 'No such photo',
  galleryFull: /*i18n*/ 'You can show at most {photos} photos: remove one first',
  photoRemoved: /*i18n*/ 'Photo removed',
  imageNotFound: /*i18n*/ 'No such image',
} as const;

/** The address of a stored public image, if there is one. */
export function publicImageUrl(key: string): string;
export function publicImageUrl(key: string | null): string | null;
export function publicImageUrl(key: string | null): string | null {
  return key ? publicMediaUrl(key) : null;
}

function ratingSummary(b: BusinessRow): RatingSummary {
  const n = b.ratingCount;
  return {
    average: ratingAverage(b.ratingSum, n),
    count: n,
    distribution: [b.rating1, b.rating2, b.rating3, b.rating4, b.rating5],
    quality: ratingAverage(b.qualitySum, n),
    communication: ratingAverage(b.communicationSum, n),
    value: ratingAverage(b.valueSum, n),
    punctuality: ratingAverage(b.punctualitySum, n),
  };
}

export function presentPhoto(row: PhotoRow): GalleryPhoto {
  return {
    _id: row.id,
    url: publicImageUrl(row.key),
    thumbnailUrl: publicImageUrl(row.thumbnailKey),
    width: row.width,
    height: row.height,
    caption: row.caption,
  };
}

export const slugOf = (b: BusinessRow) => b.slug ?? businessSlug(b.businessName, b.userId);
export const isVerified = (b: BusinessRow) => b.businessNumberStatus === 'verified';

/** A business as its public page shows it, with its trades, gallery, hires and response time. */
export function businessPresenter({ db, clock }: BusinessServiceDeps) {
  const repository = businessRepository(db);

  return async function present(
    profile: NonNullable<Awaited<ReturnType<BusinessRepository['profile']>>>,
  ): Promise<PublicBusiness> {
    const { business: b } = profile;
    const [trades, photos, hires, responseMinutes] = await Promise.all([
      repository.professionsOf([b.userId]),
      repository.photos(b.userId),
      repository.hires([b.userId]),
      repository.medianResponseMinutes(
        b.userId,
        new Date(clock.now().getTime() - RESPONSE_WINDOW_MS),
      ),
    ]);
    return {
      _id: b.userId,
      slug: slugOf(b),
      businessName: b.businessName,
      description: b.description,
      logoUrl: publicImageUrl(b.logoKey),
      coverUrl: publicImageUrl(b.coverKey),
      website: b.businessUrl || null,
      publicPhone: b.publicPhone || null,
      professions: trades.map(({ slug, name }) => ({ slug, name })),
      location: profile.locality ? presentLocality(profile.locality) : null,
      serviceRadiusKm: b.serviceRadiusKm,
      openingHours: profile.openingHours ?? null,
      businessAlwaysOpen: profile.businessAlwaysOpen,
      businessNumberKind: b.businessNumberKind,
      businessNumber: b.businessNumber,
      verified: isVerified(b),
      verifiedAt:
        isVerified(b) && b.businessNumberCheckedAt ? b.businessNumberCheckedAt.toISOString() : null,
      licences: b.licences,
      yearFounded: b.yearFounded,
      gallery: photos.map(presentPhoto),
      rating: ratingSummary(b),
      hires: hires.get(b.userId) ?? 0,
      responseMinutes: responseMinutes === null ? null : Math.round(responseMinutes),
      memberSince: b.createdAt.toISOString(),
    };
  };
}
