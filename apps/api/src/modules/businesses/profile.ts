import {
  type BusinessProfileBody,
  GALLERY_MAX_PHOTOS,
  type GalleryPhoto,
  type MyBusinessProfile,
  type PublicBusiness,
} from '@quoteway/contracts';
import { businessSlug } from '@quoteway/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { AccountError, FieldRejected, NotFoundError } from '../../errors';
import { requireBusiness, type UserRow } from '../auth';
import { isStorageKey } from '../../infra/storage';
import {
  type BusinessServiceDeps,
  businessMessages,
  businessPresenter,
  PUBLIC_FOLDER,
  presentPhoto,
} from './businessKit';
import { type EncodedImage, encodeCover, encodeLogo, encodePhoto } from './images';
import { type BusinessRow, businessRepository } from './repository';

type ProfileInput = z.output<typeof BusinessProfileBody>;
type ImageKind = 'logo' | 'cover';
type MissingPart = MyBusinessProfile['missing'][number];

/** A description counts towards completeness from this length. */
const DESCRIPTION_COMPLETE_LENGTH = 80;
/** Photos a gallery needs to count towards completeness. */
const GALLERY_COMPLETE_PHOTOS = 3;

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
 * The business's own profile: its fields, logo, cover and gallery, and how complete it is.
 * Images are re-encoded before they are stored; a replaced or removed file is deleted after
 * the change commits, so a failed change never leaves the profile pointing at nothing.
 */
export function businessProfileService(deps: BusinessServiceDeps) {
  const { db, clock, storage, log } = deps;
  const repository = businessRepository(db);
  const present = businessPresenter(deps);

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
  };
}
