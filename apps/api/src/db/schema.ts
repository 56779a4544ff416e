import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Question } from '@quoteway/contracts';

export const professionCategories = pgTable('profession_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const professions = pgTable(
  'professions',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => professionCategories.slug),
    baseCredits: integer('base_credits').notNull(),
    questions: jsonb('questions').$type<Question[]>().notNull(),
  },
  (t) => [index('professions_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    postcode: text('postcode').notNull(),
    locality: text('locality').notNull(),
    region: text('region').notNull(),
    territory: text('territory').notNull().default(''),
    island: text('island').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    uniqueIndex('localities_country_postcode_locality_key').on(t.country, t.postcode, t.locality),
    index('localities_locality_trgm_idx').using('gin', t.locality.op('gin_trgm_ops')),
    index('localities_country_postcode_idx').on(t.country, t.postcode),
    // Nearest-locality lookups order by cube distance (KNN) on this GiST index.
    index('localities_earth_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`),
  ],
);
