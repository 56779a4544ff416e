// Generated from src/routes.ts by `pnpm --filter @quoteway/contracts routes`: do not edit.
// The route table's public reads (GET, public access), without schemas, each its own export:
// a page's first screen imports the few it reads before the API client loads, and the bundle
// keeps only those (the route index, which the client uses, is a module apart).

export const healthz = { method: 'GET', path: '/healthz', access: 'public' } as const;
export const readyz = { method: 'GET', path: '/readyz', access: 'public' } as const;
export const searchLocalities = { method: 'GET', path: '/localities', access: 'public' } as const;
export const nearestLocality = { method: 'GET', path: '/localities/nearest', access: 'public' } as const;
export const placeElsewhere = { method: 'GET', path: '/localities/elsewhere', access: 'public' } as const;
export const professions = { method: 'GET', path: '/professions', access: 'public' } as const;
export const profession = { method: 'GET', path: '/professions/:slug', access: 'public' } as const;
export const tradeGuide = { method: 'GET', path: '/professions/:slug/guide', access: 'public' } as const;
export const contentPage = { method: 'GET', path: '/content/:page', access: 'public' } as const;
export const checkBusinessNumber = { method: 'GET', path: '/business-number/check', access: 'public' } as const;
export const socialProvidersList = { method: 'GET', path: '/auth/providers', access: 'public' } as const;
export const business = { method: 'GET', path: '/businesses/:id', access: 'public' } as const;
export const businessBySlug = { method: 'GET', path: '/businesses/by-slug/:slug', access: 'public' } as const;
export const businessReviews = { method: 'GET', path: '/businesses/:id/reviews', access: 'public' } as const;
export const directory = { method: 'GET', path: '/directory', access: 'public' } as const;
export const siteStats = { method: 'GET', path: '/stats', access: 'public' } as const;
export const recentReviews = { method: 'GET', path: '/reviews/recent', access: 'public' } as const;
export const priceGuide = { method: 'GET', path: '/price-guide', access: 'public' } as const;
export const moderationFigures = { method: 'GET', path: '/moderation-figures', access: 'public' } as const;
