import type { ApiOutput, AuthUser, Locality } from '@quoteway/api-client';

type ListedLead = ApiOutput<'getLeads'>['data'][number];
/** One lead with its draft, quote and contact, as get-lead/:id sends it (opened). */
export type LeadDetailResult = ApiOutput<'getLead'>;
/** A purchase's answer. */
export type PurchaseResult = ApiOutput<'purchase'>;

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
    categorySlug: 'plumbing',
    description: `Leaking kitchen tap number ${n}, needs a new washer and a check of the pipes.`,
    answers: [],
    budgetCents: 45_000,
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
