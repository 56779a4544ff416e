import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { ProfileService } from './service';

type ProfileHandlers = Pick<RouteHandlers, 'uploadProfileImage' | 'avatar'>;

/** Upload and serve profile pictures. */
export function profileHandlers({ profile }: { profile: ProfileService }): ProfileHandlers {
  return {
    uploadProfileImage: async ({ account, file }) => ({
      user: await profile.setPicture(account, file.bytes),
    }),
    avatar: async ({ params, reply }) => {
      const bytes = await profile.picture(params.file);
      if (!bytes) {
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: 'No such picture' });
      }
      // Keys are unguessable and never reused, so the picture can be cached forever.
      reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable');
      // Binary body: Fastify sends Buffers as they are; the zod response types cover JSON only.
      return reply.send(bytes as never);
    },
  };
}
