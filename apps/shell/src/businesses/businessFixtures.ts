import type { Locality } from '@quoteway/api-client';
import type { BusinessReview, DirectoryEntry, PublicBusiness } from './wireTypes';

// Wire-shaped business data for the tests of the public pages (what GET /api/businesses/:id,
// its reviews and GET /api/directory answer).

export const TANE_ID = '00000000-0000-4000-8000-0000000000b1';

/** A uuid numbered `n` in a family (`prefix`: 8 hex digits). */
const uid = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ponsonby: Locality = {
  id: 101,
  country: 'NZ',
  postcode: '1011',
  locality: 'Ponsonby',
  region: 'Auckland',
  territory: 'Auckland',
  island: 'North Island',
  lat: -36.85,
  lng: 174.74,
};

export const auckland: Locality = {
  ...ponsonby,
  id: 100,
  postcode: '1010',
  locality: 'Auckland',
};

export const aucklandCentral: Locality = {
  ...ponsonby,
  id: 99,
  postcode: '1010',
  locality: 'Auckland Central',
};

/** Tane Plumbing: verified, rated, with a gallery, hours and contact details. */
export function taneBusiness(change: Partial<PublicBusiness> = {}): PublicBusiness {
  return {
    _id: TANE_ID,
    slug: 'tane-plumbing',
    businessName: 'Tane Plumbing',
    description: 'Family plumbers since 1998.\nBlocked drains, hot water and leaks.',
    logoUrl: '/api/media/public/logo-abcdefghij.jpg',
    coverUrl: '/api/media/public/cover-abcdefghij.jpg',
    website: 'https://www.taneplumbing.co.nz/about',
    publicPhone: '+64 21 555 0101',
    professions: [
      { slug: 'plumber', name: 'Plumber' },
      { slug: 'gasfitter', name: 'Gasfitter' },
    ],
    location: ponsonby,
    serviceRadiusKm: 40,
    openingHours: [
      { day: 1, open: '07:30', close: '16:00' },
      { day: 2, open: '07:30', close: '16:00' },
      { day: 0, closed: true },
    ],
    businessAlwaysOpen: false,
    businessNumberKind: 'NZBN',
    businessNumber: '9429041234567',
    verified: true,
    verifiedAt: '2030-05-01T00:00:00.000Z',
    licences: [{ name: 'Certifying Plumber', number: 'PGDB 12345' }],
    yearFounded: 1998,
    gallery: [1, 2, 3].map((n) => ({
      _id: uid('99999999', n),
      url: `/api/media/public/photo-${n}-abcdefghij.jpg`,
      thumbnailUrl: `/api/media/public/thumb-${n}-abcdefghij.jpg`,
      width: 1600,
      height: 1200,
      caption: n === 2 ? 'New hot water cylinder' : '',
    })),
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
    ...change,
  };
}

/** Review `n` of Tane Plumbing, for a plumbing job completed in November 2030. */
export function review(n: number, change: Partial<BusinessReview> = {}): BusinessReview {
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
    ...change,
  };
}

/** Business `n` as the directory lists it. */
export function directoryEntry(n: number, change: Partial<DirectoryEntry> = {}): DirectoryEntry {
  return {
    _id: uid('bbbbbbbb', n),
    slug: `business-${n}`,
    businessName: `Business ${n}`,
    logoUrl: null,
    summary: `We are business number ${n}.`,
    professions: [{ slug: 'plumber', name: 'Plumber' }],
    location: ponsonby,
    verified: n % 2 === 1,
    rating: { average: 4.5, count: n },
    hires: n * 2,
    distanceKm: null,
    ...change,
  };
}

/** The trades and categories (GET /api/professions). */
export const professionList = {
  categories: [
    { slug: 'building-construction', name: 'Building & Construction' },
    { slug: 'plumbing-gas', name: 'Plumbing & Gas' },
  ],
  professions: [
    { slug: 'builder', name: 'Builder', categorySlug: 'building-construction', baseCredits: 12 },
    { slug: 'plumber', name: 'Plumber', categorySlug: 'plumbing-gas', baseCredits: 8 },
    { slug: 'gasfitter', name: 'Gasfitter', categorySlug: 'plumbing-gas', baseCredits: 8 },
    {
      slug: 'electrician',
      name: 'Electrician',
      categorySlug: 'building-construction',
      baseCredits: 10,
    },
  ],
};
