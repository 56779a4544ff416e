import {
  type BusinessProfileBody,
  type DirectoryEntry,
  type DirectoryQuery,
  type DirectoryResponse,
  GALLERY_MAX_PHOTOS,
  type GalleryPhoto,
  type MyBusinessProfile,
  type PublicBusiness,
  type RatingSummary,
  type SiteStats,
} from '@quoteway/contracts';
import { businessSlug, ratingAverage } from '@quoteway/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../infra/clock';
import type { Database, Queryable } from '../../db/client';
import { AccountError, FieldRejected, NotFoundError } from '../../errors';
import { requireBusiness, type UserRow } from '../auth';
import { presentLocality } from '../jobs';
import { type FileStorage, isStorageKey, publicMediaUrl } from '../../infra/storage';
import { type EncodedImage, encodeCover, encodeLogo, encodePhoto } from './images';
import {
  type BusinessRepository,
  type BusinessRow,
  businessRepository,
  type LocalityRow,
  type PhotoRow,
} from './repository';

type ProfileInput = z.output<typeof BusinessProfileBody>;
type DirectoryInput = z.output<typeof DirectoryQuery>;
type ImageKind = 'logo' | 'cover';
type MissingPart = MyBusinessProfile['missing'][number];

/** Public images live in this storage folder and are served at /api/media/public/<file>. */
const PUBLIC_FOLDER = 'public';
const RESPONSE_WINDOW_MS = 90 * 86_400_000;
/** A description counts towards completeness from this length. */
const DESCRIPTION_COMPLETE_LENGTH = 80;
/** Photos a gallery needs to count towards completeness. */
const GALLERY_COMPLETE_PHOTOS = 3;
const SUMMARY_LENGTH = 200;
/** The site's mean rating when there are no reviews yet. */
const DEFAULT_SITE_MEAN = 4.0;
/**
 * The site's mean and the home page's figures are sums over every business (and this month's
 * jobs): each process reuses them for this long rather than scanning on every request.
 */
const SITE_FIGURES_TTL_MS = 60_000;

const businessMessages = {
  notFound: /*i18n*/ 'No such business',
  noProfile: /*i18n*/ 'This account has no business profile',
  photoNotFound: /*i18n*/ 'No such photo',
  galleryFull: /*i18n*/ 'You can show at most {photos} photos: remove one first',
  photoRemoved: /*i18n*/ 'Photo removed',
  imageNotFound: /*i18n*/ 'No such image',
} as const;

/** The address of a stored public image, if there is one. */
function publicImageUrl(key: string): string;
function publicImageUrl(key: string | null): string | null;
function publicImageUrl(key: string | null): string | null {
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

function presentPhoto(row: PhotoRow): GalleryPhoto {
  return {
    _id: row.id,
    url: publicImageUrl(row.key),
    thumbnailUrl: publicImageUrl(row.thumbnailKey),
    width: row.width,
    height: row.height,
    caption: row.caption,
  };
}

/** The first lines of a description, cut at a word. */
function summaryOf(description: string): string {
  if (description.length <= SUMMARY_LENGTH) return description;
  const cut = description.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const slugOf = (b: BusinessRow) => b.slug ?? businessSlug(b.businessName, b.userId);
const isVerified = (b: BusinessRow) => b.businessNumberStatus === 'verified';
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** What the profile still lacks, in the order of the meter's hints. */
function missingParts(business: PublicBusiness): MissingPart[] {
  const missing: MissingPart[] = [];
  if (!business.logoUrl) missing.push('logo');
  if (!business.coverUrl) missing.push('cover');
  if (business.description.length < DESCRIPTION_COMPLETE_LENGTH) missing.push('description');
  if (!business.website) missing.push('website');
  if (business.licences.length === 0) missing.push('licences');
  if (business.yearFounded === null) missing.push('yearFounded');
  if (business.gallery.length < GALLERY_COMPLETE_PHOTOS) missing.push('gallery');
  if (!business.openingHours && !business.businessAlwaysOpen) missing.push('hours');
  if (!business.location) missing.push('serviceArea');
  if (!business.verified) missing.push('verification');
  return missing;
}
const PROFILE_PARTS = 10;

/**
 * Business profiles and their public side: the business's own profile (fields, logo, cover,
 * gallery), the public page, the directory and the home page's figures. Images are
 * re-encoded before they are stored; a replaced or removed file is deleted after the change
 * commits, so a failed change never leaves the profile pointing at nothing.
 */
export function businessService(deps: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  log: FastifyBaseLogger;
}) {
  const { db, clock, storage, log } = deps;
  const repository = businessRepository(db);

  /** `load`, remembered for SITE_FIGURES_TTL_MS of the clock's time. */
  function remembered<T>(load: () => Promise<T>): () => Promise<T> {
    let held: { at: number; value: Promise<T> } | null = null;
    return () => {
      const at = clock.now().getTime();
      if (!held || at - held.at >= SITE_FIGURES_TTL_MS || at < held.at) {
        const value = load();
        held = { at, value };
        // A failed load is not remembered.
        void value.catch(() => {
          if (held?.value === value) held = null;
        });
      }
      return held.value;
    };
  }
  const siteMean = remembered(async () => (await repository.siteMean()) ?? DEFAULT_SITE_MEAN);
  const siteFigures = remembered(() => {
    const now = clock.now();
    return repository.siteFigures(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  });

  /** Delete stored files no row points at any more; a failure is logged, not the caller's. */
  async function discard(keys: Array<string | null | undefined>) {
    for (const key of keys) {
      if (!key) continue;
      try {
        await storage.remove(key);
      } catch (error) {
        log.warn({ err: error, key }, 'could not remove a replaced public image');
      }
    }
  }

  /** Store re-encoded images, run `change` with their keys, and take them back if it fails. */
  async function storeThen<T>(images: EncodedImage[], change: (keys: string[]) => Promise<T>) {
    const keys: string[] = [];
    try {
      for (const image of images) keys.push(await storage.put(PUBLIC_FOLDER, 'jpg', image.bytes));
      return await change(keys);
    } catch (error) {
      await discard(keys);
      throw error;
    }
  }

  async function present(
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
  }

  /** The signed-in business's own profile with its completeness. */
  async function ownProfile(account: UserRow): Promise<MyBusinessProfile> {
    requireBusiness(account);
    const profile = await repository.profile(account.id, { onlyShown: false });
    if (!profile) throw new NotFoundError(businessMessages.noProfile);
    const business = await present(profile);
    const missing = missingParts(business);
    return {
      business,
      completeness: Math.round((100 * (PROFILE_PARTS - missing.length)) / PROFILE_PARTS),
      missing,
    };
  }

  /** Lock the business's row in `tx` (uploads and gallery changes of one business queue). */
  async function lockOwn(tx: Queryable, account: UserRow): Promise<BusinessRow> {
    const row = await businessRepository(tx).lock(account.id);
    if (!row) throw new NotFoundError(businessMessages.noProfile);
    return row;
  }

  return {
    myProfile: ownProfile,

    async updateProfile(account: UserRow, body: ProfileInput): Promise<MyBusinessProfile> {
      requireBusiness(account);
      if (body.yearFounded !== null && body.yearFounded > clock.now().getUTCFullYear()) {
        throw new FieldRejected('body.yearFounded', /*i18n*/ 'must not be in the future');
      }
      await db.transaction(async (tx) => {
        const current = await lockOwn(tx, account);
        await businessRepository(tx).updateProfile(account.id, {
          businessName: body.businessName,
          // The page's address follows the name; the id part keeps old links resolvable.
          slug:
            body.businessName === current.businessName && current.slug
              ? current.slug
              : businessSlug(body.businessName, account.id),
          description: body.description,
          businessUrl: body.website || null,
          publicPhone: body.publicPhone || null,
          licences: body.licences,
          yearFounded: body.yearFounded,
        });
      });
      return ownProfile(account);
    },

    /** Replace the logo or the cover; the previous file is removed after the change. */
    async setImage(account: UserRow, kind: ImageKind, bytes: Buffer): Promise<MyBusinessProfile> {
      requireBusiness(account);
      const image = kind === 'logo' ? await encodeLogo(bytes) : await encodeCover(bytes);
      const previous = await storeThen([image], ([key = '']) =>
        db.transaction(async (tx) => {
          const current = await lockOwn(tx, account);
          await businessRepository(tx).setImageKey(account.id, kind, key);
          return kind === 'logo' ? current.logoKey : current.coverKey;
        }),
      );
      await discard([previous]);
      return ownProfile(account);
    },

    async removeImage(account: UserRow, kind: ImageKind): Promise<MyBusinessProfile> {
      requireBusiness(account);
      const previous = await db.transaction(async (tx) => {
        const current = await lockOwn(tx, account);
        await businessRepository(tx).setImageKey(account.id, kind, null);
        return kind === 'logo' ? current.logoKey : current.coverKey;
      });
      await discard([previous]);
      return ownProfile(account);
    },

    /** Add a photo of work: at most GALLERY_MAX_PHOTOS, counted under the business's lock. */
    async addPhoto(account: UserRow, caption: string, bytes: Buffer): Promise<GalleryPhoto> {
      requireBusiness(account);
      const full = () =>
        new AccountError(409, businessMessages.galleryFull, {}, { photos: GALLERY_MAX_PHOTOS });
      // A full gallery is refused before the work of encoding and storing.
      if ((await repository.countPhotos(account.id)) >= GALLERY_MAX_PHOTOS) throw full();
      const photo = await encodePhoto(bytes);
      const row = await storeThen([photo, photo.thumbnail], ([key = '', thumbnailKey = '']) =>
        db.transaction(async (tx) => {
          await lockOwn(tx, account);
          const inTx = businessRepository(tx);
          if ((await inTx.countPhotos(account.id)) >= GALLERY_MAX_PHOTOS) throw full();
          return inTx.insertPhoto({
            businessId: account.id,
            key,
            thumbnailKey,
            width: photo.width,
            height: photo.height,
            caption,
            createdAt: clock.now(),
          });
        }),
      );
      return presentPhoto(row);
    },

    async removePhoto(account: UserRow, id: string): Promise<{ message: string }> {
      requireBusiness(account);
      const removed = await db.transaction(async (tx) => {
        await lockOwn(tx, account);
        return businessRepository(tx).deletePhoto(account.id, id);
      });
      // Someone else's photo is answered like a missing one.
      if (!removed) throw new NotFoundError(businessMessages.photoNotFound);
      await discard([removed.key, removed.thumbnailKey]);
      return { message: businessMessages.photoRemoved };
    },

    /** A public image's bytes, or null for a name that is not one of ours. */
    async publicImage(file: string): Promise<Buffer | null> {
      const key = `${PUBLIC_FOLDER}/${file}`;
      return isStorageKey(key) ? storage.get(key) : null;
    },

    /** A business's public page; unknown ids, customers and closed accounts are a 404. */
    async business(id: string): Promise<PublicBusiness> {
      const profile = await repository.profile(id, { onlyShown: true });
      if (!profile) throw new NotFoundError(businessMessages.notFound);
      return present(profile);
    },

    async directory(query: DirectoryInput): Promise<DirectoryResponse> {
      const { page, perPage } = query;
      let place: LocalityRow | undefined;
      if (query.localityId !== undefined) {
        place = await repository.locality(query.localityId);
        if (!place)
          throw new FieldRejected('querystring.localityId', /*i18n*/ 'is not a known locality');
      }
      const { rows, total } = await repository.directory({
        siteMean: await siteMean(),
        profession: query.profession,
        place,
        verified: query.verified,
        minRating: query.minRating,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const ids = rows.map((r) => r.business.userId);
      const [trades, hires] = await Promise.all([
        repository.professionsOf(ids),
        repository.hires(ids),
      ]);
      const businesses = rows.map(
        ({ business: b, locality, distanceM }): DirectoryEntry => ({
          _id: b.userId,
          slug: slugOf(b),
          businessName: b.businessName,
          logoUrl: publicImageUrl(b.logoKey),
          summary: summaryOf(b.description),
          professions: trades
            .filter((t) => t.userId === b.userId)
            .map(({ slug, name }) => ({ slug, name })),
          location: locality ? presentLocality(locality) : null,
          verified: isVerified(b),
          rating: { average: ratingAverage(b.ratingSum, b.ratingCount), count: b.ratingCount },
          hires: hires.get(b.userId) ?? 0,
          distanceKm: place && distanceM !== null ? oneDecimal(distanceM / 1000) : null,
        }),
      );
      return {
        businesses,
        total,
        page,
        perPage,
        locality: place ? presentLocality(place) : null,
      };
    },

    /** Figures for the home page, from the live data (at most a minute old). */
    async stats(): Promise<SiteStats> {
      const figures = await siteFigures();
      return {
        businesses: figures.businesses,
        verifiedBusinesses: figures.verified,
        averageRating: ratingAverage(figures.ratingSum, figures.reviews),
        reviews: figures.reviews,
        jobsThisMonth: figures.jobsThisMonth,
      };
    },
  };
}

export type BusinessService = ReturnType<typeof businessService>;
