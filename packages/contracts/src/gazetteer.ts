import { z } from 'zod';

export const countryCodes = ['NZ', 'AU', 'IN'] as const;
export type CountryCode = (typeof countryCodes)[number];

export const Locality = z.object({
  id: z.number().int(),
  country: z.enum(countryCodes),
  postcode: z.string(),
  locality: z.string(),
  region: z.string(),
  territory: z.string(),
  island: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Locality = z.infer<typeof Locality>;

export const LocalitySearchQuery = z.object({
  q: z.string().trim().min(1).max(80),
  country: z.enum(countryCodes).default('NZ'),
  limit: z.coerce.number().int().min(1).max(25).default(10),
});
export type LocalitySearchQuery = z.infer<typeof LocalitySearchQuery>;

/** A number from a query string; an empty value is missing, not zero. */
const queryNumber = (min: number, max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().min(min).max(max));

export const NearestLocalityQuery = z.object({
  lat: queryNumber(-90, 90),
  lng: queryNumber(-180, 180),
  country: z.enum(countryCodes).optional(),
});
export type NearestLocalityQuery = z.infer<typeof NearestLocalityQuery>;

export const LocalityList = z.object({ localities: z.array(Locality) });
export type LocalityList = z.infer<typeof LocalityList>;

/** A place name typed on one site, looked for in the other countries (`/localities/elsewhere`). */
export const PlaceElsewhereQuery = z.object({
  q: z.string().trim().min(1).max(80),
  /** The site's country, whose places the visitor's search already looked in. */
  country: z.enum(countryCodes).default('NZ'),
});
export type PlaceElsewhereQuery = z.infer<typeof PlaceElsewhereQuery>;

/**
 * The place of another country the name means, or null: found only when the site's own
 * country has no place by that name and another country has one.
 */
export const PlaceElsewhere = z.object({
  place: z
    .object({ locality: z.string(), region: z.string(), country: z.enum(countryCodes) })
    .nullable(),
});
export type PlaceElsewhere = z.infer<typeof PlaceElsewhere>;

export const NearestLocality = z.object({
  locality: Locality,
  distanceKm: z.number(),
});
export type NearestLocality = z.infer<typeof NearestLocality>;
