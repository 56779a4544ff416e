import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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

// ---------------------------------------------------------------------------------------
// Accounts: users, businesses, sessions, one-time e-mail links, social logins, auth
// failures (rate limiting), the outbox and the embedded-mode dev mailbox.
// ---------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case and trimmed. */
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    userType: text('user_type').$type<'Customer User' | 'Business User'>().notNull(),
    status: text('status').$type<'PENDING' | 'ACTIVE' | 'DELETED' | 'SPAM'>().notNull(),
    /** argon2id; null for accounts created by social sign-in that never set a password. */
    passwordHash: text('password_hash'),
    imageUrl: text('image_url'),
    mobile: text('mobile'),
    switchedToCustomerView: boolean('switched_to_customer_view').notNull().default(false),
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    businessAlwaysOpen: boolean('business_always_open').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Opening hours per weekday (0 = Sunday): closed, or one opening span "HH:MM"-"HH:MM". */
export type OpeningHours = Array<
  { day: number; open: string; close: string } | { day: number; closed: true }
>;

export const businesses = pgTable('businesses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  businessName: text('business_name').notNull(),
  businessUrl: text('business_url'),
  professionSlug: text('profession_slug')
    .notNull()
    .references(() => professions.slug),
  country: text('country').notNull(),
  /** Digits only (NZBN, ABN, ACN) or the GSTIN as entered, upper-case. */
  businessNumber: text('business_number').notNull(),
  businessNumberKind: text('business_number_kind')
    .$type<'NZBN' | 'ABN' | 'ACN' | 'GSTIN'>()
    .notNull(),
  /** `unverified` when the register could not be reached; re-checked by the outbox. */
  businessNumberStatus: text('business_number_status')
    .$type<'verified' | 'unverified' | 'format-only'>()
    .notNull(),
  businessNumberCheckedAt: timestamp('business_number_checked_at', { withTimezone: true }),
  designation: text('designation'),
  mobile: text('mobile').notNull(),
  localityId: integer('locality_id').references(() => localities.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').$type<'verify' | 'reset' | 'reactivate'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash)],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').$type<'google' | 'linkedin' | 'facebook'>().notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] })],
);

/** OAuth round trips in flight: state, PKCE verifier and which kind of account to create. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  userType: text('user_type').$type<'Customer User' | 'Business User'>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failure counters for auth rate limits (`ip:...`, `account:...`), shared by processes. */
export const authFailures = pgTable('auth_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * Side effects that leave the process, written in the same transaction as their cause and
 * delivered by the worker (`FOR UPDATE SKIP LOCKED`, so several workers may run).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.availableAt)],
);

/** Mail "sent" in embedded mode without SMTP_URL; shown at /dev/mailbox (never in production). */
export const devMailbox = pgTable('dev_mailbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text_body').notNull(),
  html: text('html_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change to a business's credits (spec: shown in dollars). The balance is the sum;
 * the marketplace issue adds lots and expiry on top of this ledger.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    kind: text('kind')
      .$type<'purchase' | 'bonus' | 'quote' | 'return' | 'expiry' | 'grant'>()
      .notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_entries_user_idx').on(t.userId)],
);

/**
 * Credits as lots: each purchase, bonus, grant or return adds a lot with an expiry; spending
 * takes from the lots expiring first. The balance is the remaining credits of unexpired lots;
 * every change to a lot writes its `credit_entries` row in the same transaction.
 */
export const creditLots = pgTable(
  'credit_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Credits still unspent (zeroed when the lot expires). */
    credits: integer('credits').notNull(),
    originalCredits: integer('original_credits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    source: text('source').$type<'purchase' | 'bonus' | 'grant' | 'return'>().notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_lots_user_expiry_idx').on(t.userId, t.expiresAt)],
);

/**
 * Credit purchases, one per (user, Idempotency-Key): a retry finds the first attempt. Failed
 * charges stay (for support); `response` is what the first request answered.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of what was asked for: the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    planId: text('plan_id'),
    credits: integer('credits').notNull(),
    bonusCredits: integer('bonus_credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    chargeId: text('charge_id'),
    failureStatus: text('failure_status'),
    failureMessage: text('failure_message'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchases_user_key').on(t.userId, t.idempotencyKey)],
);

/** A business's saved card: only what can be shown, and the processor's opaque token. */
export const savedCards = pgTable('saved_cards', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  token: text('token').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
