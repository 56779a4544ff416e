import type { ApiOutput, AuthUser, Locality } from '@quoteway/api-client';

type ListedLead = ApiOutput<'getLeads'>['data'][number];
/** One lead with its draft, quote and contact, as get-lead/:id sends it (opened). */
export type LeadDetailResult = ApiOutput<'getLead'>;
/** A purchase's answer. */
export type PurchaseResult = ApiOutput<'finalisePurchase'>;

/** A business user in business view, with 70 credits. */
export function businessUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    _id: '7d1f0c52-35a4-4d6b-9a53-0f0e5e7d1b01',
    email: 'tane@plumbing.example.nz',
    userName: 'Tane Plumbing',
    userType: 'Business User',
    imageUrl: null,
    switchedToCustomerView: false,
    customerView: false,
    credits: 70,
    openingHours: null,
    businessAlwaysOpen: false,
    hasPassword: true,
    business: null,
    ...overrides,
  };
}

/** Wellington Central, as the gazetteer sends it. */
export function wellington(overrides: Partial<Locality> = {}): Locality {
  return {
    id: 4201,
    country: 'NZ',
    postcode: '6011',
    locality: 'Wellington Central',
    region: 'Wellington',
    territory: 'Wellington City',
    island: 'North Island',
    lat: -41.2865,
    lng: 174.7762,
    ...overrides,
  };
}

/** A uuid-shaped id whose last digits are `n` (contracts ask for uuids). */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** An open lead as the lead lists send it (posted an hour before `now`). */
export function listedLead(n: number, overrides: Partial<ListedLead> = {}): ListedLead {
  return {
    _id: uuid(n),
    professionSlug: 'plumber',
    professionName: 'Plumber',
    // A job its answers do not name is titled by its trade.
    titleParts: [overrides.professionName ?? 'Plumber'],
    photos: [],
    categorySlug: 'plumbing',
    description: `Leaking kitchen tap number ${n}, needs a new washer and a check of the pipes.`,
    answers: [],
    budgetCents: 45_000,
    currency: 'NZD',
    timing: 'As soon as possible',
    location: wellington(),
    distanceKm: 4,
    credits: 12,
    noOfQuotes: 2,
    maxQuotes: 5,
    status: 'open',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    customer: { firstName: 'Aroha' },
    direct: false,
    quote: null,
    ...overrides,
  };
}

/** The business's own profile, as GET /api/business/profile sends it. */
export type MyProfileResult = ApiOutput<'myBusinessProfile'>;
type ProfileBusiness = MyProfileResult['business'];
type GalleryPhoto = ProfileBusiness['gallery'][number];

/** A photo of past work (`n` numbers its id and file). */
export function galleryPhoto(n: number, overrides: Partial<GalleryPhoto> = {}): GalleryPhoto {
  return {
    _id: uuid(500 + n),
    url: `/api/media/public/photo-${String(n).padStart(8, '0')}.jpg`,
    thumbnailUrl: `/api/media/public/thumb-${String(n).padStart(8, '0')}.jpg`,
    width: 1600,
    height: 1200,
    caption: `Job ${n}`,
    ...overrides,
  };
}

/**
 * Tane Plumbing's profile: a plumber in Wellington with a verified NZBN, four reviews,
 * no logo, cover, licences or photos yet (the business may be changed by `business`).
 */
export function myProfile(
  business: Partial<ProfileBusiness> = {},
  overrides: Partial<Omit<MyProfileResult, 'business'>> = {},
): MyProfileResult {
  return {
    business: {
      _id: uuid(900),
      slug: 'tane-plumbing',
      businessName: 'Tane Plumbing',
      description: 'Plumbing and gasfitting around Wellington since 2009.',
      logoUrl: null,
      coverUrl: null,
      website: null,
      publicPhone: null,
      professions: [{ slug: 'plumber', name: 'Plumber' }],
      location: wellington(),
      serviceRadiusKm: 25,
      openingHours: null,
      businessAlwaysOpen: false,
      businessNumberKind: 'NZBN',
      businessNumber: '9429041234567',
      verified: true,
      verifiedAt: '2026-11-03T09:30:00Z',
      licences: [],
      yearFounded: null,
      gallery: [],
      rating: {
        average: 4.8,
        count: 4,
        distribution: [0, 0, 0, 1, 3],
        quality: 4.8,
        communication: 4.5,
        value: 4.8,
        punctuality: 5,
      },
      hires: 6,
      responseMinutes: 42,
      memberSince: '2026-01-15T00:00:00Z',
      ...business,
    },
    completeness: 50,
    missing: ['logo', 'cover', 'website', 'licences', 'gallery', 'hours'],
    ...overrides,
  };
}
