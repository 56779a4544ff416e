import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { localities, operators, users } from '../db/schema';
import type { FileStorage } from '../infra/storage';
import { hashPassword, insertBusinessWithArea } from '../modules/auth';
import { addLot } from '../modules/credits';
import { hashRecoveryCode } from '../modules/operators';
import { directoryWanted, drawDirectoryPictures, seedDirectory } from './demo/directory';
import { seedRegionalMarkets } from './demo/regional';

/** The demo logins `npm start` prints. Never created in production. */
export const demoAccounts = [
  { email: 'customer@demo.quoteway.nz', password: 'Demo-Customer-2026', userType: 'Customer User' },
  { email: 'business@demo.quoteway.nz', password: 'Demo-Business-2026', userType: 'Business User' },
  { email: 'operator@demo.quoteway.nz', password: 'Demo-Operator-2026', userType: 'Operator' },
] as const;

/**
 * The demo operator's second factor, fixed so a developer (or a browser test) can compute its
 * codes: add this base32 secret to an authenticator app, or use a recovery code below. Only
 * the demo has it: production operators come from `pnpm cli create-operator`.
 */
export const demoOperatorSecondFactor = {
  totpSecret: 'JBSWY3DPEHPK3PXPQUOTEWAYDEMOOPS2',
  recoveryCodes: ['DEMO-OPER-ATOR-0001', 'DEMO-OPER-ATOR-0002', 'DEMO-OPER-ATOR-0003'],
} as const;

const DEMO_CREDITS = 200;
const DEMO_BUSINESS_NAME = 'Tane Plumbing Ltd';

/** Advisory lock key of the demo seed: processes starting together seed one at a time. */
const DEMO_SEED_LOCK = 724_102;

/**
 * The demo, once per database, never in production: the two demo logins (a verified
 * customer, and a verified business with credits) and a living directory around them
 * (`demo/`: about 30 businesses with profiles, pictures, past jobs and verified reviews,
 * and open jobs). Everything is written in one transaction under an advisory lock, so
 * processes starting together on an empty database seed it once, and a restart adds nothing.
 */
export async function seedDemo(
  db: Database,
  options: { storage: FileStorage; now?: Date },
): Promise<typeof demoAccounts> {
  const [customer, business, operator] = demoAccounts;
  const now = options.now ?? new Date();
  // Drawing the pictures takes a few seconds of CPU: do it before the lock, and only when
  // the directory is missing (a process that loses the race has drawn them for nothing).
  const pictures = (await directoryWanted(db))
    ? await drawDirectoryPictures(DEMO_BUSINESS_NAME)
    : null;
  const [wellington] = await db
    .select({ id: localities.id })
    .from(localities)
    .where(and(eq(localities.country, 'NZ'), eq(localities.postcode, '6011')));
  await db.transaction(async (tx) => {
    // Held until the transaction ends: a second process waits here, then finds the rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, customer.email));
    if (!existing) {
      await tx.insert(users).values({
        email: customer.email,
        userName: 'Aroha Customer',
        userType: 'Customer User',
        status: 'ACTIVE',
        verifiedAt: now,
        passwordHash: await hashPassword(customer.password),
      });
      const [owner] = await tx
        .insert(users)
        .values({
          email: business.email,
          userName: 'Tane Plumbing',
          userType: 'Business User',
          status: 'ACTIVE',
          verifiedAt: now,
          mobile: '+64 21 555 0101',
          passwordHash: await hashPassword(business.password),
        })
        .returning({ id: users.id });
      if (!owner) throw new Error('demo business was not created');
      await insertBusinessWithArea(tx, {
        userId: owner.id,
        businessName: DEMO_BUSINESS_NAME,
        businessUrl: null,
        professionSlug: 'plumber',
        country: 'NZ',
        businessNumber: '9429041925676',
        businessNumberKind: 'NZBN',
        businessNumberStatus: 'unverified',
        designation: 'Director',
        mobile: '+64 21 555 0101',
        localityId: wellington?.id ?? null,
      });
      // A grant that lasts as long as the demo: the spec's 90-day expiry is for purchases.
      await addLot(tx, {
        userId: owner.id,
        credits: DEMO_CREDITS,
        source: 'grant',
        reason: /*i18n*/ 'Demo credits',
        now,
        expiryDays: 36_500,
      });
    }
    await seedDemoOperator(tx, operator, now);
    if (!(await directoryWanted(tx))) return;
    await seedDirectory(tx, {
      storage: options.storage,
      pictures: pictures ?? (await drawDirectoryPictures(DEMO_BUSINESS_NAME)),
      loginEmail: business.email,
      now,
    });
  });
  return demoAccounts;
}

/** The demo operator (an admin with the fixed second factor), once: a restart adds nothing. */
async function seedDemoOperator(tx: Queryable, operator: (typeof demoAccounts)[2], now: Date) {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, operator.email));
  if (existing) return;
  const [account] = await tx
    .insert(users)
    .values({
      email: operator.email,
      userName: 'Quoteway Operator',
      userType: 'Customer User',
      status: 'ACTIVE',
      verifiedAt: now,
      passwordHash: await hashPassword(operator.password),
    })
    .returning({ id: users.id });
  if (!account) throw new Error('demo operator was not created');
  await tx.insert(operators).values({
    accountId: account.id,
    role: 'admin',
    totpSecret: demoOperatorSecondFactor.totpSecret,
    recoveryCodeHashes: demoOperatorSecondFactor.recoveryCodes.map(hashRecoveryCode),
    addedBy: null,
    createdAt: now,
  });
}

/**
 * The demo's Australian and Indian markets (`demo/regional.ts`), once per database, never in
 * production; run once those countries' places are in (they load after the server listens).
 * Under the demo's lock, in one transaction, like `seedDemo`. Returns the businesses added.
 */
export async function seedRegionalDemo(db: Database, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    return seedRegionalMarkets(tx, now);
  });
}
