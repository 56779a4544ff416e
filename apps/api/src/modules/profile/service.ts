import type { AuthUser } from '@quoteway/contracts';
import { FieldRejected, NotAnImageError, PictureTooLargeError } from '../../errors';
import { tooManyPixelsMessage } from '../../infra/images';
import type { AccountService, UserRow } from '../auth';
import { type FileStorage, isStorageKey } from '../../infra/storage';
import { normaliseAvatar } from './avatar';
import type { ProfileRepository } from './repository';

const MEDIA_PREFIX = '/api/media/';

/** Profile pictures: re-encoded from what was uploaded, kept in file storage. */
export function profileService(deps: {
  accounts: AccountService;
  repository: ProfileRepository;
  storage: FileStorage;
}) {
  const { accounts, repository, storage } = deps;
  return {
    /** Replace the user's picture; the previous file is removed once the new one is saved. */
    async setPicture(user: UserRow, bytes: Buffer): Promise<AuthUser> {
      let jpeg: Buffer;
      try {
        jpeg = await normaliseAvatar(bytes);
      } catch (error) {
        if (error instanceof PictureTooLargeError) {
          throw new FieldRejected('body.image', tooManyPixelsMessage, error.size);
        }
        if (error instanceof NotAnImageError) {
          throw new FieldRejected(
            'body.image',
            /*i18n*/ 'must be a JPEG, PNG, WebP, GIF, HEIC or AVIF picture',
          );
        }
        throw error;
      }
      const key = await storage.put('avatars', 'jpg', jpeg);
      const previous = user.imageUrl?.startsWith(MEDIA_PREFIX)
        ? user.imageUrl.slice(MEDIA_PREFIX.length)
        : null;
      const updated = await repository.setImageUrl(user.id, `${MEDIA_PREFIX}${key}`);
      if (previous) await storage.remove(previous);
      return accounts.toAuthUser(updated);
    },

    /** A stored picture's bytes, or null for a name that is not one of ours. */
    async picture(file: string): Promise<Buffer | null> {
      const key = `avatars/${file}`;
      return isStorageKey(key) ? storage.get(key) : null;
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
