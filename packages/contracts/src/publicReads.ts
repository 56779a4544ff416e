// Generated from src/routes.ts by `pnpm --filter @quoteway/contracts routes`: do not edit.
// The route table's public reads (GET, public access), without schemas: a module of their own,
// so that a page's first screen can read them before the API client (and the rest of the
// route index) loads. `routeIndex` takes their entries from here.

export const publicReads = {
  healthz: { method: 'GET', path: '/healthz', access: 'public' },
  readyz: { method: 'GET', path: '/readyz', access: 'public' },
  searchLocalities: { method: 'GET', path: '/localities', access: 'public' },
  nearestLocality: { method: 'GET', path: '/localities/nearest', access: 'public' },
  professions: { method: 'GET', path: '/professions', access: 'public' },
  profession: { method: 'GET', path: '/professions/:slug', access: 'public' },
  contentPage: { method: 'GET', path: '/content/:page', access: 'public' },
  checkBusinessNumber: { method: 'GET', path: '/business-number/check', access: 'public' },
  socialProvidersList: { method: 'GET', path: '/auth/providers', access: 'public' },
  plans: { method: 'GET', path: '/plans', access: 'public' },
  business: { method: 'GET', path: '/businesses/:id', access: 'public' },
  businessBySlug: { method: 'GET', path: '/businesses/by-slug/:slug', access: 'public' },
  businessReviews: { method: 'GET', path: '/businesses/:id/reviews', access: 'public' },
  directory: { method: 'GET', path: '/directory', access: 'public' },
  siteStats: { method: 'GET', path: '/stats', access: 'public' },
  recentReviews: { method: 'GET', path: '/reviews/recent', access: 'public' },
} as const;
