import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  businesses,
  businessPhotos,
  businessProfessions,
  conversations,
  jobs,
  localities,
  messages,
  quotes,
  reviews,
  users,
} from '../../db/schema';
import type { FileStorage } from '../../infra/storage';
import { type DemoBusiness, demoBusinesses, demoLoginProfile, suburbs } from './businesses';
import {
  type BusinessPictures,
  drawPictures,
  type JpegImage,
  type PictureSubject,
} from './pictures';
import { demoBusinessEmail } from './accounts';
import { type LoginBusiness, type Place, planDirectory, type StoredPictures } from './plan';
import { payForSeededQuotes } from './ledger';
import { recountRatings } from './ratings';

/** Storage folder of public images (served at /api/media/public/<file>). */
const PUBLIC_FOLDER = 'public';
/** Rows per INSERT statement. */
const CHUNK = 200;
/** The seed of the directory's random choices: the same directory on every fresh database. */
const DIRECTORY_SEED = 20_260_411;

/** The first listed business's e-mail: present once the directory has been seeded. */
function markerEmail(): string {
  const [first] = demoBusinesses;
  if (!first) throw new Error('no demo businesses');
  return demoBusinessEmail(first.name);
}

/** Every locality the directory names: its businesses' suburbs and its customers'. */
const placeNames = [
  ...new Set([...demoBusinesses.map((b) => b.locality), ...Object.values(suburbs).flat()]),
];

/** The regions of the demo's three cities: a suburb's name may recur elsewhere (Manukau, Northland). */
const demoRegions = ['Auckland', 'Wellington', 'Canterbury'];

async function findPlaces(db: Queryable): Promise<Map<string, Place>> {
  const rows = await db
    .select({
      id: localities.id,
      name: localities.locality,
      lat: localities.lat,
      lng: localities.lng,
    })
    .from(localities)
    .where(
      and(
        eq(localities.country, 'NZ'),
        inArray(localities.region, demoRegions),
        inArray(localities.locality, placeNames),
      ),
    )
    // The seed's own rows (with a territorial authority) before GeoNames' of the same name.
    .orderBy(sql`${localities.territory} = ''`, localities.id);
  const places = new Map<string, Place>();
  for (const row of rows) if (!places.has(row.name)) places.set(row.name, row);
  return places;
}

/**
 * Whether the directory is to be seeded: not when it already is, nor when the gazetteer
 * lacks the NZ seed localities it is set in (another gazetteer was imported first).
 */
export async function directoryWanted(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, markerEmail()));
  if (row) return false;
  return (await findPlaces(db)).size === placeNames.length;
}

const subjectOf = (business: Pick<DemoBusiness, 'name' | 'city' | 'trades'>): PictureSubject => ({
  name: business.name,
  city: business.city,
  trades: business.trades,
  places: suburbs[business.city],
});

/**
 * Draw every picture of the directory (the listed businesses, then the demo login's
 * business). Pure CPU work: done before the seed takes its lock, so the lock is held only
 * for the writes.
 */
export function drawDirectoryPictures(loginName: string): Promise<BusinessPictures[]> {
  return drawPictures([
    ...demoBusinesses.map(subjectOf),
    subjectOf({ ...demoLoginProfile, name: loginName }),
  ]);
}

async function store(storage: FileStorage, pictures: readonly BusinessPictures[]) {
  const put = (image: JpegImage) => storage.put(PUBLIC_FOLDER, 'jpg', image.bytes);
  const stored: StoredPictures[] = [];
  for (const picture of pictures) {
    const [logoKey, coverKey] = await Promise.all([put(picture.logo), put(picture.cover)]);
    const gallery = await Promise.all(
      picture.gallery.map(async (photo) => ({
        key: await put(photo.full),
        thumbnailKey: await put(photo.thumbnail),
        width: photo.full.width,
        height: photo.full.height,
        caption: photo.caption,
      })),
    );
    stored.push({ logoKey, coverKey, gallery });
  }
  return stored;
}

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * The demo directory in one transaction (the caller's, holding the seed's lock): about 30
 * businesses with profiles and pictures in Auckland, Wellington and Christchurch, demo
 * customers, ten months of completed jobs with verified reviews, open jobs (leads, some for
 * the demo login's business) and the rating aggregates that match the reviews exactly.
 * The demo login's business gets a profile where its own is still empty.
 */
export async function seedDirectory(
  tx: Queryable,
  options: {
    storage: FileStorage;
    pictures: readonly BusinessPictures[];
    loginEmail: string;
    now: Date;
  },
): Promise<void> {
  const { now } = options;
  const places = await findPlaces(tx);

  // The demo login's business, where it is based (its own area, wherever the owner set it).
  const [login] = await tx
    .select({
      userId: businesses.userId,
      businessName: businesses.businessName,
      radiusKm: businesses.serviceRadiusKm,
      createdAt: businesses.createdAt,
      place: {
        id: localities.id,
        name: localities.locality,
        lat: localities.lat,
        lng: localities.lng,
      },
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .innerJoin(localities, eq(localities.id, businesses.localityId))
    .where(eq(users.email, options.loginEmail));
  const loginBusiness: LoginBusiness | null = login ?? null;

  const stored = await store(options.storage, options.pictures);
  const plan = planDirectory({
    now,
    places,
    listed: demoBusinesses,
    login: loginBusiness ? { ...loginBusiness, profile: demoLoginProfile } : null,
    pictures: stored,
    seed: DIRECTORY_SEED,
  });

  await insertAll(plan.users, (chunk) => tx.insert(users).values(chunk));
  await insertAll(plan.businesses, (chunk) => tx.insert(businesses).values(chunk));
  await insertAll(plan.businessProfessions, (chunk) =>
    tx.insert(businessProfessions).values(chunk).onConflictDoNothing(),
  );
  await insertAll(plan.jobs, (chunk) => tx.insert(jobs).values(chunk));
  await insertAll(plan.quotes, (chunk) => tx.insert(quotes).values(chunk));
  await payForSeededQuotes(
    tx,
    plan.quotes.flatMap((quote) => (quote.id ? [quote.id] : [])),
  );
  await insertAll(plan.conversations, (chunk) => tx.insert(conversations).values(chunk));
  await insertAll(plan.messages, (chunk) => tx.insert(messages).values(chunk));
  await insertAll(plan.reviews, (chunk) => tx.insert(reviews).values(chunk));
  await insertAll(plan.photos, (chunk) => tx.insert(businessPhotos).values(chunk));

  if (loginBusiness && plan.loginProfile) {
    const profile = plan.loginProfile;
    const id = loginBusiness.userId;
    // Fill only what the owner has not set; its history started ten months ago.
    const since = new Date(
      Math.min(loginBusiness.createdAt.getTime(), now.getTime() - 300 * 86_400_000),
    );
    await tx
      .update(businesses)
      .set({
        description: sql`CASE WHEN ${businesses.description} = '' THEN ${profile.description} ELSE ${businesses.description} END`,
        businessUrl: sql`coalesce(${businesses.businessUrl}, ${profile.businessUrl})`,
        licences: sql`CASE WHEN ${businesses.licences} = '[]'::jsonb THEN ${JSON.stringify(profile.licences)}::jsonb ELSE ${businesses.licences} END`,
        yearFounded: sql`coalesce(${businesses.yearFounded}, ${profile.yearFounded})`,
        logoKey: sql`coalesce(${businesses.logoKey}, ${profile.logoKey})`,
        coverKey: sql`coalesce(${businesses.coverKey}, ${profile.coverKey})`,
        slug: sql`coalesce(${businesses.slug}, ${profile.slug})`,
        createdAt: since,
      })
      .where(eq(businesses.userId, id));
    await tx
      .update(users)
      .set({
        openingHours: sql`coalesce(${users.openingHours}, ${JSON.stringify(profile.openingHours)}::jsonb)`,
        createdAt: since,
      })
      .where(eq(users.id, id));
  }

  // The aggregates, computed from the reviews just written, so they match them exactly.
  await recountRatings(tx, plan.businessIds);
}
