import type { ApiOutput, Locality } from '@quoteway/api-client';

// Wire-shaped answers of the API for the widgets' tests (GET /api/professions, /localities,
// /directory, /businesses/:id and its reviews, POST /api/jobs and /login-user).

export const TANE_ID = '00000000-0000-4000-8000-0000000000b1';
export const JOB_ID = '6f1c2b8e-1d7a-4c55-9a3e-2f4b5c6d7e8f';
export const VERIFICATION_ID = '0b9d6c1e-4f7a-4e1b-8c2d-3a4b5c6d7e8f';

const uid = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The gazetteer's first match for "auckland": a suburb of the Auckland territory. */
export const aucklandCentral: Locality = {
  id: 99,
  country: 'NZ',
  postcode: '1010',
  locality: 'Auckland Central',
  region: 'Auckland',
  territory: 'Auckland',
  island: 'North Island',
  lat: -36.85,
  lng: 174.76,
};

export const professionList: ApiOutput<'professions'> = {
  categories: [
    { slug: 'building-construction', name: 'Building & Construction' },
    { slug: 'plumbing-gas', name: 'Plumbing & Gas' },
  ],
  professions: [
    { slug: 'builder', name: 'Builder', categorySlug: 'building-construction', baseCredits: 12 },
    { slug: 'plumber', name: 'Plumber', categorySlug: 'plumbing-gas', baseCredits: 8 },
  ],
};

export const plumber: ApiOutput<'profession'> = {
  slug: 'plumber',
  name: 'Plumber',
  categorySlug: 'plumbing-gas',
  baseCredits: 8,
  questions: [
    {
      id: 'work',
      kind: 'multiple',
      label: 'What needs doing?',
      options: ['Leaking tap', 'Blocked drain', 'Other (Please specify)'],
      required: true,
    },
    {
      id: 'timing',
      kind: 'timing',
      label: 'When do you need this done?',
      options: ['As soon as possible', 'Within 2 weeks', 'Specific date'],
      required: true,
    },
  ],
};

export function jobSummary(status: 'pending' | 'open'): ApiOutput<'postJob'>['job'] {
  return {
    _id: JOB_ID,
    professionSlug: 'plumber',
    professionName: 'Plumber',
    titleParts: ['Plumber'],
    photos: [],
    description: 'The kitchen tap drips all night.',
    answers: [],
    budgetCents: null,
    currency: 'NZD',
    timing: 'As soon as possible',
    location: aucklandCentral,
    status,
    credits: 8,
    noOfQuotes: 0,
    maxQuotes: 5,
    createdAt: '2030-06-15T09:00:00.000Z',
    hiredAt: null,
    completedAt: null,
    cancelledAt: null,
    reviewed: false,
  };
}

/** Tane Plumbing, verified and rated, as its public page is answered. */
export function taneBusiness(): ApiOutput<'business'> {
  return {
    _id: TANE_ID,
    slug: 'tane-plumbing',
    businessName: 'Tane Plumbing',
    description: 'Family plumbers since 1998.',
    logoUrl: '/api/media/public/logo-abcdefghij.jpg',
    coverUrl: null,
    website: null,
    publicPhone: null,
    professions: [{ slug: 'plumber', name: 'Plumber' }],
    location: aucklandCentral,
    serviceRadiusKm: 40,
    openingHours: null,
    businessAlwaysOpen: false,
    businessNumberKind: 'NZBN',
    businessNumber: '9429041234567',
    verified: true,
    verifiedAt: '2030-05-01T00:00:00.000Z',
    licences: [],
    yearFounded: 1998,
    gallery: [],
    rating: {
      average: 4.8,
      count: 12,
      distribution: [0, 0, 1, 1, 10],
      quality: 4.9,
      communication: 4.7,
      value: 4.5,
      punctuality: 4.6,
    },
    hires: 31,
    responseMinutes: 95,
    memberSince: '2029-03-10T00:00:00.000Z',
  };
}

/** Review `n` of Tane Plumbing. */
export function review(n: number): ApiOutput<'businessReviews'>['reviews'][number] {
  return {
    _id: uid('aaaaaaaa', n),
    businessId: TANE_ID,
    reviewerName: `Reviewer ${n}.`,
    rating: 5,
    quality: 5,
    communication: 4,
    value: 4,
    punctuality: 5,
    text: `Review number ${n}: fixed the leak in an hour.`,
    photos: [],
    professionSlug: 'plumber',
    professionName: 'Plumber',
    jobMonth: '2030-11',
    createdAt: '2030-11-20T09:00:00.000Z',
    editedAt: null,
    reply: null,
    reported: false,
  };
}

/** Business `n` as the directory lists it. */
export function directoryEntry(
  n: number,
  change: Partial<ApiOutput<'directory'>['businesses'][number]> = {},
): ApiOutput<'directory'>['businesses'][number] {
  return {
    _id: uid('bbbbbbbb', n),
    slug: `business-${n}`,
    businessName: `Business ${n}`,
    logoUrl: null,
    summary: `We are business number ${n}.`,
    professions: [{ slug: 'plumber', name: 'Plumber' }],
    location: aucklandCentral,
    verified: n % 2 === 1,
    rating: { average: 4.5, count: n },
    hires: n * 2,
    distanceKm: 3,
    ...change,
  };
}

/** A customer as the API answers a login. */
export function customer(): ApiOutput<'login'>['user'] {
  return {
    _id: uid('cccccccc', 1),
    email: 'aroha@example.nz',
    userName: 'Aroha Ngata',
    userType: 'Customer User',
    imageUrl: null,
    switchedToCustomerView: false,
    customerView: true,
    credits: 0,
    openingHours: null,
    businessAlwaysOpen: false,
    hasPassword: true,
    business: null,
    verifiedMobile: null,
  };
}
