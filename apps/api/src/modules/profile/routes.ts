import { ApiError, UserResponse } from '@quoteway/contracts';
import '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldRejected } from '../auth/service';
import type { AccountRepository } from '../auth/repository';
import type { AccountService } from '../auth/service';
import type { SessionStore } from '../auth/sessions';
import { requireUser } from '../auth/authenticate';
import { isStorageKey, type FileStorage } from '../storage/storage';
import { NotAnImageError, normaliseAvatar } from './avatar';

export interface ProfileRoutesOptions {
  accounts: AccountService;
  repository: AccountRepository;
  sessions: SessionStore;
  storage: FileStorage;
}

/** Profile pictures may be this large before re-encoding (phone photos are 3-8 MB). */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MEDIA_PREFIX = '/api/media/';

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { accounts, repository, storage } = options;

  app.post(
    '/profile-image',
    {
      preHandler: requireUser(options.sessions, repository),
      schema: {
        tags: ['accounts'],
        summary: 'Upload a profile picture (multipart field "image"); re-encoded as a 700x700 JPEG',
        consumes: ['multipart/form-data'],
        response: { 200: UserResponse, 400: ApiError, 401: ApiError, 413: ApiError },
      },
    },
    async (request) => {
      const user = request.account;
      if (!user) throw new Error('profile-image needs a user');
      if (!request.isMultipart())
        throw new FieldRejected('body.image', 'send the picture as multipart/form-data');
      const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'image') throw new FieldRejected('body.image', 'is required');
      const bytes = await part.toBuffer();
      let jpeg: Buffer;
      try {
        jpeg = await normaliseAvatar(bytes);
      } catch (error) {
        if (error instanceof NotAnImageError) {
          throw new FieldRejected(
            'body.image',
            'must be a JPEG, PNG, WebP, GIF, HEIC or AVIF picture',
          );
        }
        throw error;
      }
      const key = await storage.put('avatars', 'jpg', jpeg);
      const previous = user.imageUrl?.startsWith(MEDIA_PREFIX)
        ? user.imageUrl.slice(MEDIA_PREFIX.length)
        : null;
      const updated = await repository.updateUser(user.id, { imageUrl: `${MEDIA_PREFIX}${key}` });
      if (previous) await storage.remove(previous);
      return { user: await accounts.toAuthUser(updated) };
    },
  );

  app.get(
    '/media/avatars/:file',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A profile picture (public: shown beside reviews and quotes)',
        params: z.object({ file: z.string().max(80) }),
        response: { 404: ApiError },
      },
    },
    async (request, reply) => {
      const key = `avatars/${request.params.file}`;
      const bytes = isStorageKey(key) ? await storage.get(key) : null;
      if (!bytes)
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: 'No such picture' });
      // Keys are unguessable and never reused, so the picture can be cached forever.
      reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable');
      // Binary body: Fastify sends Buffers as they are; the zod response types cover JSON only.
      return reply.send(bytes as never);
    },
  );
};
