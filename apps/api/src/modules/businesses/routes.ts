import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { BusinessService } from './service';

type BusinessHandlers = Pick<
  RouteHandlers,
  | 'myBusinessProfile'
  | 'updateBusinessProfile'
  | 'uploadBusinessImage'
  | 'removeBusinessImage'
  | 'addGalleryPhoto'
  | 'removeGalleryPhoto'
  | 'publicImage'
  | 'business'
  | 'businessBySlug'
  | 'directory'
  | 'siteStats'
  | 'priceGuide'
>;

/** Business profiles, public pages, the directory and the home page's figures. */
export function businessHandlers({
  businesses,
}: {
  businesses: BusinessService;
}): BusinessHandlers {
  return {
    myBusinessProfile: async ({ account }) => businesses.myProfile(account),
    updateBusinessProfile: async ({ account, body }) => businesses.updateProfile(account, body),
    uploadBusinessImage: async ({ account, params, file }) =>
      businesses.setImage(account, params.kind, file.bytes),
    removeBusinessImage: async ({ account, params }) =>
      businesses.removeImage(account, params.kind),
    addGalleryPhoto: async ({ account, body, file }) =>
      businesses.addPhoto(account, body.caption, file.bytes),
    removeGalleryPhoto: async ({ account, params }) => businesses.removePhoto(account, params.id),
    publicImage: async ({ params, reply }) => {
      const bytes = await businesses.publicImage(params.file);
      if (!bytes) {
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: 'No such image' });
      }
      // Keys are unguessable and never reused, so the image can be cached forever.
      reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable');
      // Binary body: Fastify sends Buffers as they are; the zod response types cover JSON only.
      return reply.send(bytes as never);
    },
    business: async ({ params, market }) => businesses.business(market, params.id),
    businessBySlug: async ({ params, market }) =>
      businesses.business(market, { slug: params.slug }),
    directory: async ({ query, market }) => businesses.directory(market, query),
    siteStats: async ({ market }) => businesses.stats(market),
    priceGuide: async ({ market, query }) => businesses.priceGuide(market, query),
  };
}
