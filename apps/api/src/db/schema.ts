import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
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
import type { AccountTheme, Question } from '@quoteway/contracts';
import type {
  CurrencyCode,
  NotificationKind,
  NotificationTopic,
  SiteCountry,
  TaxDocumentKind,
  TopicPreference,
} from '@quoteway/domain';

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

/**
 * One row counting the changes to `localities` (a statement trigger adds one per writing
 * statement, whoever writes: the server's loading, another process, the CLI). A process's
 * in-memory place index is current while this number is the one it was built at.
 */
export const localitiesVersion = pgTable('localities_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The place files that ship with Quoteway (places), each loaded into `localities` once
 * per version: a restart skips a file whose SHA-256 is recorded, a changed file loads again.
 */
export const placeFiles = pgTable('place_files', {
  file: text('file').primaryKey(),
  sha256: text('sha256').notNull(),
  imported: integer('imported').notNull(),
  rejected: integer('rejected').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /** When an operator marked the account as spam (null unless it is SPAM). */
    spamMarkedAt: timestamp('spam_marked_at', { withTimezone: true }),
    /** The status to give back when an operator lifts the spam mark. */
    statusBeforeSpam: text('status_before_spam').$type<'PENDING' | 'ACTIVE'>(),
    /** argon2id; null for accounts created by social sign-in that never set a password. */
    passwordHash: text('password_hash'),
    imageUrl: text('image_url'),
    mobile: text('mobile'),
    switchedToCustomerView: boolean('switched_to_customer_view').notNull().default(false),
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    businessAlwaysOpen: boolean('business_always_open').notNull().default(false),
    /** The language the person reads (the interface's locale): e-mails and texts use it. */
    locale: text('locale').notNull().default('en'),
    /** The theme chosen in settings (`system` follows the device). */
    theme: text('theme').$type<AccountTheme>().notNull().default('system'),
    /** Choices over the defaults of `defaultNotificationPreferences` (by topic). */
    notificationPreferences: jsonb('notification_preferences')
      .$type<Partial<Record<NotificationTopic, TopicPreference>>>()
      .notNull()
      .default({}),
    /** When the person accepted the Terms of Use and the Privacy Policy (at sign-up). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** When `mobile` was last confirmed by a texted code. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Support's search by any part of a name, e-mail or phone (0035).
    index('users_user_name_trgm_idx').using('gin', t.userName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
  ],
);

/** Opening hours per weekday (0 = Sunday): closed, or one opening span "HH:MM"-"HH:MM". */
export type OpeningHours = Array<
  { day: number; open: string; close: string } | { day: number; closed: true }
>;

export const businesses = pgTable(
  'businesses',
  {
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
    /** When a register last refused the number; null once it, or an operator, verifies it. */
    businessNumberRejectedAt: timestamp('business_number_rejected_at', { withTimezone: true }),
    designation: text('designation'),
    mobile: text('mobile').notNull(),
    localityId: integer('locality_id').references(() => localities.id),
    /** Service area: jobs within this many km of the locality become leads. */
    serviceRadiusKm: integer('service_radius_km').notNull().default(50),
    /** The locality's coordinates, copied so matching needs no join (GiST-indexed). */
    serviceLat: doublePrecision('service_lat'),
    serviceLng: doublePrecision('service_lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // ---- the public profile ----
    /** The readable part of the page's address: the name, then a short id ("tane-plumbing-4f2a"). */
    slug: text('slug'),
    description: text('description').notNull().default(''),
    /** Storage keys of the re-encoded logo and cover photo. */
    logoKey: text('logo_key'),
    coverKey: text('cover_key'),
    publicPhone: text('public_phone'),
    licences: jsonb('licences')
      .$type<Array<{ name: string; number: string }>>()
      .notNull()
      .default([]),
    yearFounded: integer('year_founded'),
    // ---- the rating aggregates, changed in the same transaction as the reviews ----
    ratingCount: integer('rating_count').notNull().default(0),
    /** Sums of the stars, so averages are exact; distribution: reviews with 1..5 stars. */
    ratingSum: integer('rating_sum').notNull().default(0),
    rating1: integer('rating_1').notNull().default(0),
    rating2: integer('rating_2').notNull().default(0),
    rating3: integer('rating_3').notNull().default(0),
    rating4: integer('rating_4').notNull().default(0),
    rating5: integer('rating_5').notNull().default(0),
    qualitySum: integer('quality_sum').notNull().default(0),
    communicationSum: integer('communication_sum').notNull().default(0),
    valueSum: integer('value_sum').notNull().default(0),
    punctualitySum: integer('punctuality_sum').notNull().default(0),
  },
  (t) => [
    uniqueIndex('businesses_slug_key').on(t.slug),
    // Support's search by any part of a business name, number or phone (0035).
    index('businesses_business_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
    index('businesses_business_number_trgm_idx').using('gin', t.businessNumber.op('gin_trgm_ops')),
    index('businesses_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
    index('businesses_service_earth_idx').using(
      'gist',
      sql`ll_to_earth(${t.serviceLat}, ${t.serviceLng})`,
    ),
  ],
);

/** The trades a business takes leads for (its registration trade and any it adds). */
export const businessProfessions = pgTable(
  'business_professions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    professionSlug: text('profession_slug')
      .notNull()
      .references(() => professions.slug),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.professionSlug] }),
    index('business_professions_slug_idx').on(t.professionSlug, t.userId),
  ],
);

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
    /** The browser's User-Agent at sign-in (shown as "Chrome on Android" in settings). */
    userAgent: text('user_agent'),
    /** Refreshed at most every few minutes by the requests the session makes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator passed the second factor on this session (opens `/api/admin`). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
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
    purpose: text('purpose')
      .$type<'verify' | 'reset' | 'reactivate' | 'change-email' | 'first-password'>()
      .notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For `change-email`: the address the link was sent to, which becomes the account's. */
    newEmail: text('new_email'),
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

/**
 * What happened that the person should know of, shown in the header's popover. The text is a
 * `server` catalog message filled from `values` when read, so it reads in the reader's
 * language; `link` is the app path opening it leads to.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    values: jsonb('values').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

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
      .$type<
        'purchase' | 'bonus' | 'quote' | 'return' | 'expiry' | 'grant' | 'refund' | 'adjustment'
      >()
      .notNull(),
    /** The purchase a purchase, bonus or refund entry belongs to (its tax invoice, credit note). */
    purchaseId: uuid('purchase_id').references((): AnyPgColumn => purchases.id),
    /**
     * Why, as a `server` catalog message (the English text, `{placeholders}` filled from
     * `reason_values`), so the ledger reads in each person's language.
     */
    reason: text('reason').notNull(),
    reasonValues: jsonb('reason_values').$type<Record<string, string | number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId),
    // The published moderation figures read the returns by month (0035).
    index('credit_entries_returns_idx').on(t.createdAt).where(sql`${t.kind} = 'return'`),
  ],
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
    source: text('source')
      .$type<'purchase' | 'bonus' | 'grant' | 'return' | 'adjustment'>()
      .notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_lots_user_expiry_idx').on(t.userId, t.expiresAt)],
);

/**
 * The reminders sent before credits expire: one row per (user, expiry instant, days before),
 * written in the reminder's transaction, so each reminder goes out exactly once however many
 * times, or in however many processes, its outbox check runs. `credits` is the amount named.
 */
export const creditExpiryReminders = pgTable(
  'credit_expiry_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    daysBefore: integer('days_before').notNull(),
    credits: integer('credits').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expiresAt, t.daysBefore] })],
);

/**
 * The register state of each business number over time: a register's answer (or that it could
 * not be reached, `unreachable`), or an operator's verification by hand (`operatorId`, with
 * the date it holds from and the operator's note as `message`).
 */
export const businessNumberChecks = pgTable(
  'business_number_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id),
    businessNumber: text('business_number').notNull(),
    outcome: text('outcome')
      .$type<'verified' | 'format-only' | 'rejected' | 'unreachable' | 'unverified'>()
      .notNull(),
    message: text('message').notNull(),
    operatorId: uuid('operator_id').references(() => users.id),
    effectiveOn: date('effective_on', { mode: 'string' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('business_number_checks_business_idx').on(t.businessId, t.checkedAt)],
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
    /** In `currency`'s cents: the price of the regional site the purchase was made on. */
    amountCents: integer('amount_cents').notNull(),
    /** ISO 4217 code of what was charged (the site's currency). */
    currency: text('currency').$type<CurrencyCode>().notNull().default('NZD'),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    chargeId: text('charge_id'),
    failureStatus: text('failure_status'),
    failureMessage: text('failure_message'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An auto top-up: the consent it was bought under. */
    autoTopUpConsentId: uuid('auto_top_up_consent_id').references(
      (): AnyPgColumn => autoTopUpConsents.id,
    ),
  },
  (t) => [
    uniqueIndex('purchases_user_key').on(t.userId, t.idempotencyKey),
    index('purchases_auto_top_up_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.autoTopUpConsentId} IS NOT NULL`),
    // A refund's webhook names the charge (the PaymentIntent), not the purchase.
    index('purchases_charge_id_idx').on(t.chargeId).where(sql`${t.chargeId} IS NOT NULL`),
  ],
);

/**
 * Retried writes (chat sends, quotes), one row per (user, Idempotency-Key), written in the
 * same statement or transaction as what it records: a retry, even a concurrent one, finds the
 * first result instead of writing twice. `requestHash` refuses the key reused for something
 * else; `result` is what the retry is answered from (a send's message id, a quote's answer).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** The route's name in the contracts (`sendMessage`, `sendQuote`). */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
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

/**
 * The last number each series of tax documents gave ("NZ" invoices, "NZ-CN" credit notes).
 * A purchase takes the next number with `UPDATE ... RETURNING` in its own transaction, so
 * the row lock queues concurrent purchases and a rolled-back purchase gives its number back:
 * numbers run without gaps or repeats.
 */
export const taxDocumentCounters = pgTable('tax_document_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Tax invoices (one per credited purchase) and credit notes (one per refund). Seller, buyer
 * and amounts are copied when the document is issued: a document never changes afterwards,
 * whatever later happens to the business's name or the site's configuration.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<TaxDocumentKind>().notNull(),
    /** NZ-000001, NZ-CN-000001 (`taxDocumentNumber` in @quoteway/domain). */
    number: text('number').notNull(),
    site: text('site').$type<SiteCountry>().notNull(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => taxDocuments.id),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    /** In `currency`'s cents; negative on a credit note. excluding + GST = total. */
    excludingCents: integer('excluding_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    credits: integer('credits').notNull(),
    bonusCredits: integer('bonus_credits').notNull(),
    planId: text('plan_id'),
    sellerName: text('seller_name').notNull(),
    sellerTaxNumber: text('seller_tax_number').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerNumber: text('buyer_number'),
    buyerNumberKind: text('buyer_number_kind'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_number').on(t.number),
    uniqueIndex('tax_documents_purchase_kind').on(t.purchaseId, t.kind),
    index('tax_documents_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------
// The marketplace: phone checks, jobs, quotes, drafts, conversations.
// ---------------------------------------------------------------------------------------

/** A texted one-time code for a mobile number; confirmed once, used by one job post. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164-ish: "+64211234567". */
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Text messages "sent" in embedded mode: `GET /api/dev/sms` (never in production). */
export const devSms = pgTable('dev_sms', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to_number').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JobAnswerRow = {
  questionId: string;
  options: string[];
  text?: string;
  date?: string;
  amountCents?: number;
};

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    professionSlug: text('profession_slug')
      .notNull()
      .references(() => professions.slug),
    answers: jsonb('answers').$type<JobAnswerRow[]>().notNull(),
    description: text('description').notNull(),
    budgetCents: integer('budget_cents'),
    timing: text('timing').notNull().default(''),
    localityId: integer('locality_id')
      .notNull()
      .references(() => localities.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    mobile: text('mobile').notNull(),
    /** Credits one quote costs, fixed when the job is posted. */
    credits: integer('credits').notNull(),
    status: text('status')
      .$type<'pending' | 'open' | 'hired' | 'completed' | 'cancelled'>()
      .notNull(),
    quotesCount: integer('quotes_count').notNull().default(0),
    hiredQuoteId: uuid('hired_quote_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it went live (became a lead): at posting, or when the poster verified. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Set while the job is hidden because an operator marked its customer as spam (the open
     * job went back to 'pending'); lifting the mark puts exactly these jobs back live.
     */
    spamHiddenAt: timestamp('spam_hidden_at', { withTimezone: true }),
    /** The business the customer asked for a quote from (its page's Request a quote). */
    directBusinessId: uuid('direct_business_id').references(() => users.id),
    /** With a direct business: the job goes to it alone, not to every matching business. */
    onlyDirect: boolean('only_direct').notNull().default(false),
    /**
     * The job's title, derived from its answers when it is posted: the English options of
     * its most specific answers ("Leak or burst pipe", "House"), each a reference text the
     * reader's language translates. Empty (jobs posted before titles): the trade names it.
     */
    titleParts: jsonb('title_parts').$type<string[]>().notNull().default([]),
    /** Storage keys of the customer's photos and their thumbnails (at most JOB_MAX_PHOTOS). */
    photos: jsonb('photos')
      .$type<Array<{ key: string; thumbnailKey: string }>>()
      .notNull()
      .default([]),
  },
  (t) => [
    index('jobs_customer_idx').on(t.customerId, t.createdAt),
    // The new-leads list searches the open jobs of one trade inside a service circle's box and
    // published in its window: all three in one index (btree_gist for the trade and the age).
    // With 100,000 jobs, the median business's search reads 45 buffers against 650 for a
    // trade-and-age btree index, which then checked each job's distance from the heap.
    index('jobs_open_trade_place_idx')
      .using(
        'gist',
        t.professionSlug,
        sql`ll_to_earth(${t.lat}, ${t.lng})`,
        sql`coalesce(${t.publishedAt}, ${t.createdAt})`,
      )
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.status} = 'open'`),
    // A business's direct leads (the jobs that asked it by name) without scanning the jobs.
    index('jobs_direct_idx').on(t.directBusinessId).where(sql`${t.directBusinessId} IS NOT NULL`),
  ],
);

/**
 * The first columns of a quote and of a review: its id, the job, and the business it is from
 * or about. Fresh builders for each table, which then owns its columns.
 */
const businessOnJobColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id),
  businessId: uuid('business_id')
    .notNull()
    .references(() => users.id),
});

export const quotes = pgTable(
  'quotes',
  {
    ...businessOnJobColumns(),
    estType: text('est_type').notNull(),
    estCents: integer('est_cents').notNull(),
    comment: text('comment').notNull(),
    checkboxes: jsonb('checkboxes')
      .$type<{ cost: boolean; inspection: boolean; information: boolean; comment: boolean }>()
      .notNull(),
    /** Credits paid for the lead (returned in full when the quote is returned). */
    credits: integer('credits').notNull(),
    /** Whether the price includes GST (the business says so when quoting). */
    gstIncluded: boolean('gst_included').notNull().default(true),
    /**
     * 'cancelled': the business was hired, then the customer cancelled the job (the hire
     * ended; its credits stay spent, since the lead became a hire).
     */
    status: text('status')
      .$type<'sent' | 'hired' | 'declined' | 'returned' | 'cancelled'>()
      .notNull(),
    conversationId: uuid('conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** First time the customer looked at it. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnReason: text('return_reason'),
  },
  (t) => [
    uniqueIndex('quotes_job_business_key').on(t.jobId, t.businessId),
    index('quotes_business_idx').on(t.businessId, t.createdAt),
  ],
);

export const draftLeads = pgTable(
  'draft_leads',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.jobId] })],
);

/** A conversation between a customer and a business, usually about one job. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').references(() => jobs.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_job_parties_key').on(t.jobId, t.customerId, t.businessId),
    index('conversations_customer_idx').on(t.customerId, t.lastMessageAt),
    index('conversations_business_idx').on(t.businessId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    messageType: text('message_type').$type<'text' | 'media' | 'quote'>().notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other party saw it; null means unread. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** A media message's stored files (storage keys) and what to show of them. */
    media: jsonb('media').$type<StoredMedia>(),
    /** When its recipient was e-mailed about it being unread (one e-mail per unread run). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.sentAt),
    index('messages_unread_idx').on(t.conversationId, t.senderId).where(sql`${t.seenAt} IS NULL`),
  ],
);

export type StoredMedia = {
  key: string;
  thumbnailKey: string | null;
  mimeType: string;
  thumbnailMimeType: string | null;
  name: string;
  size: number;
};

/** A user who blocked another: neither can message the other while the row exists. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** Photos of a business's past work (at most 20), re-encoded, in the order they were added. */
export const businessPhotos = pgTable(
  'business_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    caption: text('caption').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_photos_business_idx').on(t.businessId, t.createdAt)],
);

/**
 * A verified review: by the customer who hired the business on the job, once per job. The
 * business's aggregates change in the same transaction.
 */
export const reviews = pgTable(
  'reviews',
  {
    ...businessOnJobColumns(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    quality: integer('quality').notNull(),
    communication: integer('communication').notNull(),
    value: integer('value').notNull(),
    punctuality: integer('punctuality').notNull(),
    body: text('body').notNull(),
    /** Storage keys of the photos and their thumbnails. */
    photos: jsonb('photos')
      .$type<Array<{ key: string; thumbnailKey: string }>>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_job_key').on(t.jobId),
    index('reviews_business_idx').on(t.businessId, t.createdAt),
    index('reviews_created_idx').on(t.createdAt),
  ],
);

/** A report of a review by one of its parties; the review stays up until an operator decides. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The operator's decision, when made: 'kept', 'removed' (the review is taken off every
     * page and out of the business's figures) or 'reply-removed' (the business's reply is).
     */
    decision: text('decision').$type<'kept' | 'removed' | 'reply-removed'>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.reporterId] }),
    index('review_reports_open_idx').on(t.createdAt).where(sql`${t.decidedAt} IS NULL`),
  ],
);

// ---------------------------------------------------------------------------------------
// The operator console: staff accounts with their second factor, and the append-only
// audit log of what they do (a trigger refuses UPDATE, DELETE and TRUNCATE: 0023).
// ---------------------------------------------------------------------------------------

export const operators = pgTable('operators', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => users.id),
  role: text('role').$type<'support' | 'admin'>().notNull(),
  /** The TOTP secret (RFC 6238), base32. */
  totpSecret: text('totp_secret').notNull(),
  /** The last time step a code was accepted for: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** SHA-256 of each unused recovery code; a used one is removed. */
  recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'`),
  /** The operator who added this one; null for the command line. */
  addedBy: uuid('added_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The operator who acted; null for the command line. */
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Why: every operator decision gives a reason. */
    reason: text('reason').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_subject_idx').on(t.subjectId, t.id),
    index('audit_log_created_idx').on(t.action, t.createdAt),
  ],
);

/** A business's report of a lead (fake, unreachable, duplicate), decided by an operator. */
export const leadReports = pgTable(
  'lead_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').$type<'fake' | 'unreachable' | 'duplicate'>().notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator's decision, when made. */
    decision: text('decision').$type<'confirmed' | 'dismissed'>(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [uniqueIndex('lead_reports_job_business_key').on(t.jobId, t.businessId)],
);

/**
 * Stripe webhook events already handled, by Stripe's event id: a re-delivered event (Stripe
 * retries until it gets a 2xx, and may send one twice) is answered without acting again.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A business's spending controls. `weekly_cap_credits`: the most credits it spends on quotes
 * (manual and automatic) in any 7 days; none when null. The row is locked by every spend of
 * its business, so the cap's check and the spend are one step (`spendCredits`).
 */
export const spendingControls = pgTable('spending_controls', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => users.id),
  weeklyCapCredits: integer('weekly_cap_credits'),
  /** The auto top-up consent in force; null: auto top-up is off. */
  autoTopUpConsentId: uuid('auto_top_up_consent_id').references(() => autoTopUpConsents.id),
  /**
   * A spend left the balance below the threshold and queued a top-up that has not finished:
   * set and read under this row's lock, so many spends at once queue one top-up.
   */
  autoTopUpPending: boolean('auto_top_up_pending').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a business agreed to when it turned auto top-up on, one row per confirmation, never
 * changed but for its end: who confirmed, when, the plan at the price shown, the saved card
 * (a hash of its token, and its brand and last 4 as shown), the threshold and the monthly
 * maximum. A new confirmation ends the one before (`replaced`).
 */
export const autoTopUpConsents = pgTable(
  'auto_top_up_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id),
    consentedBy: uuid('consented_by')
      .notNull()
      .references(() => users.id),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    planId: text('plan_id').notNull(),
    credits: integer('credits').notNull(),
    bonusCredits: integer('bonus_credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    cardTokenHash: text('card_token_hash').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    thresholdCredits: integer('threshold_credits').notNull(),
    monthlyMaxCents: integer('monthly_max_cents').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBecause: text('ended_because').$type<
      'switched-off' | 'replaced' | 'declined' | 'card-changed'
    >(),
    endedMessage: text('ended_message'),
  },
  (t) => [index('auto_top_up_consents_business_idx').on(t.businessId, t.consentedAt)],
);

/** A business's quote template for one of its trades: what an automatic quote says. */
export const quoteTemplates = pgTable(
  'quote_templates',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id),
    professionSlug: text('profession_slug')
      .notNull()
      .references(() => professions.slug),
    estType: text('est_type').notNull(),
    estCents: integer('est_cents').notNull(),
    /** May hold {firstName} and {place}, filled from the lead when the quote is sent. */
    comment: text('comment').notNull(),
    checkboxes: jsonb('checkboxes')
      .$type<{ cost: boolean; inspection: boolean; information: boolean; comment: boolean }>()
      .notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.professionSlug] })],
);

/**
 * A business's automatic-quote rule: which new leads get its templates sent automatically,
 * and the limits (a day's quotes, a week's credits). Its row is locked by every automatic
 * quote of its business, so the limits' checks and the quote are one step.
 */
export const autoQuoteRules = pgTable('auto_quote_rules', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => users.id),
  trades: text('trades').array().notNull(),
  radiusKm: integer('radius_km').notNull(),
  maxLeadCredits: integer('max_lead_credits').notNull(),
  maxPerDay: integer('max_per_day').notNull(),
  weeklyBudgetCredits: integer('weekly_budget_credits').notNull(),
  /** Minutes after local midnight, in `time_zone`: active from (inclusive) to (exclusive). */
  activeFromMinute: integer('active_from_minute').notNull(),
  activeToMinute: integer('active_to_minute').notNull(),
  timeZone: text('time_zone').notNull(),
  paused: boolean('paused').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each quote sent automatically, with the credits it took (for the limits and the 2-of-5 rule). */
export const autoQuotes = pgTable(
  'auto_quotes',
  {
    quoteId: uuid('quote_id')
      .primaryKey()
      .references(() => quotes.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    credits: integer('credits').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auto_quotes_business_idx').on(t.businessId, t.createdAt),
    index('auto_quotes_job_idx').on(t.jobId),
  ],
);

/** A device a business turned lead alerts on for: its browser's Web Push subscription. */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this subscription (one row per endpoint). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url) the payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last alert its push service accepted. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_devices_endpoint_idx').on(t.endpoint),
    index('push_devices_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The VAPID key pair generated on first use when VAPID_PUBLIC_KEY is not configured: one row,
 * shared by every process and kept across restarts, so subscriptions stay valid.
 */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
