import { createECDH, randomBytes } from 'node:crypto';
import {
  DEFAULT_WIRE_PASSPHRASE,
  type RouteDef,
  type RouteName,
  routes,
} from '@quoteway/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/infra/clock';
import { queryRows } from '../src/db/client';
import { savedCards, sessions, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/passwords';
import { encryptWirePassword } from '../src/modules/auth/wirePassword';
import { createTestApp, type TestApp } from './app';
import {
  business,
  customer,
  localityId,
  open,
  type Party,
  postJob,
  quoteBody,
} from './marketplace';
import { multipart } from './multipart';

// The access matrix on real objects: every protected route of the route table is called by a
// visitor, a customer, a business and another business on objects that belong to someone
// else, and each must get the answer its role and relation allow. Nobody's call may change
// the owners' rows or show them anything private of the owners. A route added to the table
// fails the type check below until it has a case here.
//
// The world of each case:
//   owner     a customer with a job, a quote on it and a conversation about it
//   quoter    the plumber who quoted and talks with the owner
//   drafter   a plumber in the area who saved the job as a draft
//   customer  another customer, with no part in any of it
//   business  a plumber in the area: the job is a lead it may see and quote, nothing more
//   other     an electrician in Auckland: the job is not its lead at all
//   visitor   no session

type Caller = 'visitor' | 'owner' | 'quoter' | 'drafter' | 'customer' | 'business' | 'other';
const everyone: Caller[] = [
  'visitor',
  'owner',
  'quoter',
  'drafter',
  'customer',
  'business',
  'other',
];
const customers: Caller[] = ['owner', 'customer'];

interface World {
  parties: Record<Exclude<Caller, 'visitor'>, Party>;
  jobId: string;
  jobCredits: number;
  quoteId: string;
  conversationId: string;
  /** The owner's review of the quoter, on a second job the quoter did and completed. */
  reviewId: string;
  /** A photo in the quoter's gallery. */
  photoId: string;
  /** The owner's notification of the quoter's quote. */
  notificationId: string;
  /** A purchase of credits by the quoter, and its tax invoice. */
  purchaseId: string;
  invoiceId: string;
  /** A device the quoter gets lead alerts on. */
  pushDeviceId: string;
  /** What only the owner and the quoter may read. */
  private: string[];
  /** What only the owner and the businesses the job is a lead for may read. */
  lead: string[];
}

interface Request {
  query?: Record<string, string>;
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart body (fields, then the file) instead of JSON. */
  form?: ReturnType<typeof multipart>;
}

interface Case {
  /**
   * Whose object the call acts on: the job (its owner), the lead (the businesses it matched),
   * the conversation (its two parties), the owner's notification, or the caller's own
   * account (`self`).
   */
  object: 'job' | 'lead' | 'conversation' | 'review' | 'notification' | 'self';
  request(world: World): Request | Promise<Request>;
  /** Who may do it (2xx). For `self`, every caller of the right role acts on its own data. */
  allowed: Caller[];
  /** Answers other than the default for particular callers (a 409 for a second quote). */
  answers?: Partial<Record<Caller, number>>;
  /** Set the owners' objects up for the allowed call (a job must be hired to complete). */
  prepare?(world: World): Promise<void>;
}

type ProtectedRoute = {
  [K in RouteName]: (typeof routes)[K]['access'] extends 'public' ? never : K;
}[RouteName];

/** A saved sandbox card (Visa 4242) for each of these businesses. */
async function saveCards(world: World, who: Array<'quoter' | 'drafter' | 'business' | 'other'>) {
  for (const party of who) {
    await t.database.db
      .insert(savedCards)
      .values({
        userId: world.parties[party].id,
        token: `tok_sandbox_4242_${party}`,
        brand: 'Visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
      })
      .onConflictDoNothing();
  }
}

const reviewBody = {
  rating: 4,
  quality: 4,
  communication: 5,
  value: 4,
  punctuality: 4,
  text: 'Turned up on time and did a tidy job of it.',
};

/** A browser's push subscription with a new endpoint (keys as a browser makes them). */
function pushSubscription() {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint: `https://push.example.net/send/${randomBytes(8).toString('hex')}`,
    keys: {
      p256dh: keys.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

const tinyPng = () =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

const cases: Record<ProtectedRoute, Case> = {
  // ---- the caller's own account ----
  me: { object: 'self', request: () => ({ body: { isApk: false } }), allowed: ['owner'] },
  setPassword: {
    object: 'self',
    request: () => ({
      body: { password: encryptWirePassword('Kowhai-Tree-2026', DEFAULT_WIRE_PASSPHRASE) },
    }),
    allowed: ['owner'],
  },
  updateUserField: {
    object: 'self',
    request: () => ({ body: { field: 'userName', value: 'Renamed Person' } }),
    allowed: ['owner'],
  },
  updateBusinessHours: {
    object: 'self',
    request: () => ({
      body: {
        openingHours: [{ day: 1, open: '07:00', close: '17:00' }],
        businessAlwaysOpen: false,
      },
    }),
    allowed: ['quoter'],
  },
  registerMyBusiness: {
    object: 'self',
    request: async () => ({
      body: {
        businessName: 'Side Line Ltd',
        businessProfession: 'plumber',
        businessABN: '9429041925676',
        country: 'NZ',
        mobile: '+64 21 555 0199',
        location: await localityId(t, 'Wellington Central'),
      },
    }),
    allowed: ['owner'],
    // One business per account.
    answers: { quoter: 409, drafter: 409, business: 409, other: 409 },
  },
  deleteAccount: { object: 'self', request: () => ({}), allowed: ['owner'] },
  // The test parties sign in without a password, so none is asked for.
  changeEmail: {
    object: 'self',
    request: () => ({ body: { email: `moving-${randomBytes(5).toString('hex')}@example.co.nz` } }),
    allowed: ['owner'],
  },
  changePassword: {
    object: 'self',
    request: () => ({
      body: {
        currentPassword: encryptWirePassword('Kowhai-Tree-2026', DEFAULT_WIRE_PASSPHRASE),
        password: encryptWirePassword('Rata-Blossom-2027', DEFAULT_WIRE_PASSPHRASE),
      },
    }),
    allowed: ['owner'],
    // Without a password there is none to change (Set password is the way).
    answers: { customer: 409, business: 409, other: 409 },
    async prepare(world) {
      const hash = await hashPassword('Kowhai-Tree-2026');
      await t.database.db
        .update(users)
        .set({ passwordHash: hash })
        .where(eq(users.id, world.parties.owner.id));
    },
  },
  accountSessions: { object: 'self', request: () => ({}), allowed: ['owner'] },
  endSession: {
    object: 'self',
    request: async (w) => {
      const [session] = await t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, w.parties.owner.id));
      return { params: { id: session?.id ?? '' } };
    },
    allowed: ['owner'],
    // The owner's session is nobody else's to end: as if it did not exist.
    answers: { customer: 404, business: 404, other: 404 },
  },
  notificationPreferences: { object: 'self', request: () => ({}), allowed: ['owner'] },
  updateNotificationPreferences: {
    object: 'self',
    request: () => ({ body: { preferences: { 'quote-received': { email: false } } } }),
    allowed: ['owner'],
  },
  // Every caller exports its own data; none may find the owners' secrets in it.
  exportAccount: { object: 'self', request: () => ({}), allowed: ['owner'] },
  uploadProfileImage: {
    object: 'self',
    request: async () => ({
      form: multipart(
        {},
        { field: 'image', filename: 'me.png', type: 'image/png', bytes: await tinyPng() },
      ),
    }),
    allowed: ['owner'],
  },
  postJob: {
    object: 'self',
    request: async () => ({
      body: {
        professionSlug: 'plumber',
        answers: [
          { questionId: 'work-type', options: ['Leak or burst pipe'] },
          { questionId: 'property-type', options: ['House'] },
          { questionId: 'timing', options: ['As soon as possible'] },
          { questionId: 'budget', options: ['Total'], amountCents: 50_000 },
        ],
        description: 'A dripping outside tap that needs a new washer.',
        budgetCents: 50_000,
        timing: 'As soon as possible',
        localityId: await localityId(t, 'Porirua'),
        mobile: '+64 21 123 4567',
      },
    }),
    allowed: ['owner'],
    // Anyone may post a job, but a mobile not yet verified (the visitor's, the businesses'
    // here) must first be proved by a texted code.
    answers: { visitor: 400, business: 400, other: 400 },
  },
  myJobs: { object: 'self', request: () => ({}), allowed: ['owner'] },
  getLeads: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  getQuotedLeads: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  getDraftLeads: { object: 'self', request: () => ({}), allowed: ['drafter'] },
  quoteActivity: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  returnOnSpend: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  serviceArea: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  updateServiceArea: {
    object: 'self',
    request: async () => ({
      body: {
        professions: ['plumber'],
        localityId: await localityId(t, 'Wellington Central'),
        radiusKm: 30,
      },
    }),
    allowed: ['quoter'],
  },
  purchase: {
    object: 'self',
    request: () => ({
      headers: { 'idempotency-key': `matrix-${randomBytes(8).toString('hex')}` },
      body: {
        planId: 'plan-100',
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      },
    }),
    allowed: ['quoter'],
  },
  ledger: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  // Anyone may read the plans; a business reads its own country's (nothing of anyone else's).
  plans: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  spendingControls: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  // Lead alerts by Web Push: each business's own devices.
  pushPublicKey: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  pushDevices: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  addPushDevice: {
    object: 'self',
    request: () => ({ body: pushSubscription() }),
    allowed: ['quoter'],
  },
  removePushDevice: {
    object: 'self',
    request: (w) => ({ params: { id: w.pushDeviceId } }),
    allowed: ['quoter'],
    // The quoter's device is nobody else's to remove: as if it did not exist.
    answers: { drafter: 404, business: 404, other: 404 },
  },
  // Automatic quotes: each business's own rule and templates (no id to borrow).
  autoQuoteSettings: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  saveAutoQuoteRule: {
    object: 'self',
    request: () => ({
      body: {
        trades: ['plumber'],
        radiusKm: 10,
        maxLeadCredits: 20,
        maxPerDay: 5,
        weeklyBudgetCredits: 100,
        activeFromMinute: 0,
        activeToMinute: 1440,
        timeZone: 'Pacific/Auckland',
        paused: true,
      },
    }),
    allowed: ['quoter'],
    // The electrician may set a rule only for its own trades: the plumbing one names the field.
    answers: { other: 400 },
  },
  saveQuoteTemplate: {
    object: 'self',
    request: () => ({
      params: { professionSlug: 'plumber' },
      body: { estCost: { type: 'Flat', value: 100 }, comment: 'Hello {firstName}' },
    }),
    allowed: ['quoter'],
    answers: { other: 400 },
  },
  removeQuoteTemplate: {
    object: 'self',
    request: () => ({ params: { professionSlug: 'plumber' } }),
    allowed: ['quoter'],
  },
  updateSpendingControls: {
    object: 'self',
    request: () => ({ body: { weeklyCapCredits: null } }),
    allowed: ['quoter'],
  },
  // Auto top-up: each business's own consent, with its own saved card (no id to borrow).
  autoTopUp: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  enableAutoTopUp: {
    object: 'self',
    // Every business agrees with a card of its own, saved beforehand: the strangers' before
    // they call, the owners' (whose rows are compared after the strangers' calls) in `prepare`.
    request: async (w) => {
      await saveCards(w, ['business', 'other']);
      return {
        body: {
          planId: 'plan-50',
          priceCents: 2000,
          currency: 'NZD',
          cardLast4: '4242',
          thresholdCredits: 10,
          monthlyMaxCents: 2000,
          confirmed: true,
        },
      };
    },
    allowed: ['quoter'],
    prepare: (w) => saveCards(w, ['quoter', 'drafter']),
  },
  disableAutoTopUp: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  // The quoter's purchase and invoice: to other businesses they do not exist.
  finalisePurchase: {
    object: 'self',
    request: (w) => ({ params: { id: w.purchaseId } }),
    allowed: ['quoter'],
    answers: { drafter: 404, business: 404, other: 404 },
  },
  taxDocument: {
    object: 'self',
    request: (w) => ({ params: { id: w.invoiceId } }),
    allowed: ['quoter'],
    answers: { drafter: 404, business: 404, other: 404 },
  },
  conversations: { object: 'self', request: () => ({}), allowed: ['owner'] },
  contactUsers: { object: 'self', request: () => ({}), allowed: ['owner'] },
  myBusinessProfile: { object: 'self', request: () => ({}), allowed: ['quoter'] },
  updateBusinessProfile: {
    object: 'self',
    request: () => ({
      body: { businessName: 'Renamed Plumbing Ltd', description: 'Leaks fixed fast.' },
    }),
    allowed: ['quoter'],
  },
  uploadBusinessImage: {
    object: 'self',
    request: async () => ({
      params: { kind: 'logo' },
      form: multipart(
        {},
        { field: 'image', filename: 'logo.png', type: 'image/png', bytes: await tinyPng() },
      ),
    }),
    allowed: ['quoter'],
  },
  removeBusinessImage: {
    object: 'self',
    request: () => ({ params: { kind: 'cover' } }),
    allowed: ['quoter'],
  },
  addGalleryPhoto: {
    object: 'self',
    request: async () => ({
      form: multipart(
        { caption: 'A new cylinder' },
        { field: 'image', filename: 'work.png', type: 'image/png', bytes: await tinyPng() },
      ),
    }),
    allowed: ['quoter'],
  },
  removeGalleryPhoto: {
    object: 'self',
    request: (w) => ({ params: { id: w.photoId } }),
    allowed: ['quoter'],
    // The photo is the quoter's: to other businesses it does not exist.
    answers: { business: 404, other: 404 },
  },

  // ---- the caller's own notifications and applications ----
  notifications: {
    object: 'self',
    request: () => ({ query: { limit: '10' } }),
    allowed: ['owner'],
  },
  markAllNotificationsRead: { object: 'self', request: () => ({}), allowed: ['owner'] },
  applications: { object: 'self', request: () => ({}), allowed: ['owner'] },
  // The owner's notification: to anyone else it does not exist.
  markNotificationRead: {
    object: 'notification',
    request: (w) => ({ params: { id: w.notificationId } }),
    allowed: ['owner'],
  },

  // ---- the owner's job ----
  myJob: { object: 'job', request: (w) => ({ params: { id: w.jobId } }), allowed: ['owner'] },
  hire: {
    object: 'job',
    request: (w) => ({ params: { id: w.jobId }, body: { quoteId: w.quoteId } }),
    allowed: ['owner'],
  },
  completeJob: {
    object: 'job',
    request: (w) => ({ params: { id: w.jobId } }),
    allowed: ['owner'],
    prepare: async (w) => {
      const hired = await call('hire', 'owner', w, {
        params: { id: w.jobId },
        body: { quoteId: w.quoteId },
      });
      expect(hired.statusCode, hired.body).toBe(200);
    },
  },
  cancelJob: { object: 'job', request: (w) => ({ params: { id: w.jobId } }), allowed: ['owner'] },
  addJobPhoto: {
    object: 'job',
    request: async (w) => ({
      params: { id: w.jobId },
      form: multipart(
        {},
        { field: 'image', filename: 'leak.png', type: 'image/png', bytes: await tinyPng() },
      ),
    }),
    allowed: ['owner'],
  },

  jobReview: {
    object: 'job',
    request: (w) => ({ params: { id: w.jobId } }),
    allowed: ['owner'],
  },
  postReview: {
    object: 'job',
    request: (w) => ({ params: { id: w.jobId }, body: reviewBody }),
    allowed: ['owner'],
    // Only the customer who hired may review: the others are told so (403), as the issue asks.
    answers: { customer: 403, quoter: 403, drafter: 403, business: 403, other: 403 },
    prepare: async (w) => {
      const hired = await call('hire', 'owner', w, {
        params: { id: w.jobId },
        body: { quoteId: w.quoteId },
      });
      expect(hired.statusCode, hired.body).toBe(200);
      const done = await call('completeJob', 'owner', w, { params: { id: w.jobId } });
      expect(done.statusCode, done.body).toBe(200);
    },
  },

  // ---- the owner's review of the quoter ----
  editReview: {
    object: 'review',
    request: (w) => ({ params: { id: w.reviewId }, body: reviewBody }),
    allowed: ['owner'],
  },
  addReviewPhoto: {
    object: 'review',
    request: async (w) => ({
      params: { id: w.reviewId },
      form: multipart(
        {},
        { field: 'image', filename: 'deck.png', type: 'image/png', bytes: await tinyPng() },
      ),
    }),
    allowed: ['owner'],
  },
  replyToReview: {
    object: 'review',
    request: (w) => ({
      params: { id: w.reviewId },
      body: { text: 'Thank you for the kind words.' },
    }),
    allowed: ['quoter'],
  },
  reportReview: {
    object: 'review',
    request: (w) => ({ params: { id: w.reviewId }, body: { reason: 'other', detail: 'Checking' } }),
    allowed: ['owner', 'quoter'],
  },

  // ---- the job as a lead ----
  getLead: {
    object: 'lead',
    request: (w) => ({ params: { id: w.jobId } }),
    allowed: ['quoter', 'drafter', 'business'],
  },
  reportLead: {
    object: 'lead',
    request: (w) => ({
      params: { id: w.jobId },
      body: { reason: 'unreachable', detail: 'The number rings out' },
    }),
    allowed: ['quoter', 'drafter', 'business'],
  },
  sendQuote: {
    object: 'lead',
    request: (w) => ({ body: quoteBody({ _id: w.jobId, credits: w.jobCredits }) }),
    allowed: ['drafter', 'business'],
    // It quoted already.
    answers: { quoter: 409 },
  },
  saveJobAsDraft: {
    object: 'lead',
    request: (w) => ({ body: { id: w.jobId, metadata: { comment: 'Thinking about it' } } }),
    allowed: ['drafter', 'business'],
    answers: { quoter: 409 },
  },
  removeDraftLeads: {
    object: 'lead',
    request: (w) => ({ query: { jobId: w.jobId } }),
    allowed: ['drafter'],
  },

  // ---- the conversation between the owner and the quoter ----
  conversation: {
    object: 'conversation',
    request: (w) => ({ query: { conversationId: w.conversationId } }),
    allowed: ['owner', 'quoter'],
  },
  sendMessage: {
    object: 'conversation',
    request: (w) => ({ body: { conversationId: w.conversationId, message: 'Hello there' } }),
    allowed: ['owner', 'quoter'],
  },
  sendMediaMessage: {
    object: 'conversation',
    request: async (w) => ({
      form: multipart(
        { conversationId: w.conversationId, message: 'A photo' },
        { field: 'file', filename: 'photo.png', bytes: await tinyPng() },
      ),
    }),
    allowed: ['owner', 'quoter'],
  },
  seenConversation: {
    object: 'conversation',
    request: (w) => ({ body: { conversationId: w.conversationId } }),
    allowed: ['owner', 'quoter'],
  },
  block: {
    object: 'conversation',
    request: (w) => ({ body: { userId: w.parties.owner.id, blocked: true } }),
    // The owner cannot block itself (400); only the quoter has talked with the owner.
    allowed: ['quoter'],
    answers: { owner: 400 },
  },

  // ---- the operator console: none of these callers is an operator ----
  operatorSecondFactor: {
    object: 'job',
    request: () => ({ body: { code: '123456' } }),
    allowed: [],
    answers: {
      owner: 403,
      quoter: 403,
      drafter: 403,
      customer: 403,
      business: 403,
      other: 403,
    },
  },
  adminMe: { object: 'job', request: () => ({}), allowed: [] },
  addOperator: {
    object: 'job',
    request: (w) => ({
      body: { email: w.parties.owner.email, role: 'admin', reason: 'Trying my luck' },
    }),
    allowed: [],
  },
  auditLog: { object: 'job', request: () => ({}), allowed: [] },
  leadReportQueue: { object: 'job', request: () => ({}), allowed: [] },
  spamAccounts: { object: 'job', request: () => ({}), allowed: [] },
  adminOverview: { object: 'job', request: () => ({}), allowed: [] },
  markSpam: {
    object: 'job',
    request: (w) => ({
      params: { id: w.parties.owner.id },
      body: { spam: true, reason: 'Trying my luck' },
    }),
    allowed: [],
  },
  reviewReportQueue: { object: 'job', request: () => ({}), allowed: [] },
  purchaseQueue: { object: 'job', request: () => ({}), allowed: [] },
  verificationQueue: { object: 'job', request: () => ({}), allowed: [] },
  recheckBusiness: {
    object: 'job',
    request: (w) => ({ params: { businessId: w.parties.owner.id } }),
    allowed: [],
  },
  decideVerification: {
    object: 'job',
    request: (w) => ({
      params: { businessId: w.parties.owner.id },
      body: { decision: 'verify', note: 'Trying my luck', date: '2026-12-07' },
    }),
    allowed: [],
  },
  refundPurchase: {
    object: 'job',
    request: (w) => ({ params: { id: w.jobId }, body: { reason: 'Trying my luck' } }),
    allowed: [],
  },
  decideReviewReport: {
    object: 'job',
    request: (w) => ({
      params: { id: w.reviewId },
      body: { subject: 'review', decision: 'remove', reason: 'Trying my luck' },
    }),
    allowed: [],
  },
  decideLeadReport: {
    object: 'job',
    request: (w) => ({
      params: { id: w.jobId },
      body: { decision: 'confirm', reason: 'Trying my luck' },
    }),
    allowed: [],
  },
  adminPeopleSearch: { object: 'job', request: () => ({ query: { q: 'owner' } }), allowed: [] },
  adminPerson: {
    object: 'job',
    request: (w) => ({ params: { userId: w.parties.owner.id } }),
    allowed: [],
  },
  adminEndSessions: {
    object: 'job',
    request: (w) => ({
      params: { userId: w.parties.owner.id },
      body: { reason: 'Trying my luck' },
    }),
    allowed: [],
  },
  adminCreditAdjustment: {
    object: 'job',
    request: (w) => ({
      params: { userId: w.parties.owner.id },
      body: { credits: 5, reason: 'Trying my luck' },
    }),
    allowed: [],
  },
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 });
});
afterAll(() => t?.close());

async function makeWorld(): Promise<World> {
  let reviewId = '';
  const tag = randomBytes(5).toString('hex');
  const parties = {
    owner: await customer(t, systemClock),
    customer: await customer(t, systemClock),
    quoter: await business(t, systemClock, { credits: 200 }),
    drafter: await business(t, systemClock, { credits: 200 }),
    business: await business(t, systemClock, { credits: 200 }),
    other: await business(t, systemClock, {
      profession: 'electrician',
      locality: 'Auckland Central',
      radiusKm: 20,
      credits: 200,
    }),
  };
  const jobText = `Job ${tag}: the hot water cylinder leaks through the ceiling.`;
  const job = await postJob(t, parties.owner, { description: jobText });
  const quoteText = `Quote ${tag}: a new cylinder valve, parts included.`;
  const quoted = await t.app.inject({
    method: 'POST',
    url: '/api/send-quote',
    headers: parties.quoter.headers,
    payload: quoteBody(job, { comment: quoteText }),
  });
  if (quoted.statusCode !== 200) throw new Error(`quote: ${quoted.body}`);
  const { conversationId, quote } = quoted.json() as {
    conversationId: string;
    quote: { _id: string };
  };
  const messageText = `Message ${tag}: the gate code is 4417.`;
  const said = await t.app.inject({
    method: 'POST',
    url: '/api/send-message',
    headers: parties.owner.headers,
    payload: { conversationId, message: messageText },
  });
  if (said.statusCode !== 200) throw new Error(`message: ${said.body}`);
  // A second job, done by the quoter and reviewed by the owner.
  const done = await postJob(t, parties.owner, { description: `Done ${tag}: a new tap.` });
  const quotedDone = await t.app.inject({
    method: 'POST',
    url: '/api/send-quote',
    headers: parties.quoter.headers,
    payload: quoteBody(done),
  });
  const doneQuote = quotedDone.json().quote._id as string;
  for (const [url, payload] of [
    [`/api/jobs/${done._id}/hire`, { quoteId: doneQuote }],
    [`/api/jobs/${done._id}/complete`, undefined],
    [`/api/jobs/${done._id}/review`, { ...reviewBody, text: `Review ${tag}: lovely work.` }],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: parties.owner.headers,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    if (url.endsWith('/review')) reviewId = res.json().review._id;
  }
  const drafted = await t.app.inject({
    method: 'POST',
    url: '/api/save-job-as-draft',
    headers: parties.drafter.headers,
    payload: { id: job._id, metadata: { comment: 'Maybe on Friday' } },
  });
  if (drafted.statusCode !== 200) throw new Error(`draft: ${drafted.body}`);
  const photo = multipart(
    { caption: `Work ${tag}` },
    { field: 'image', filename: 'work.png', type: 'image/png', bytes: await tinyPng() },
  );
  const shown = await t.app.inject({
    method: 'POST',
    url: '/api/business/profile/photos',
    headers: { ...parties.quoter.headers, ...photo.headers },
    payload: photo.payload,
  });
  if (shown.statusCode !== 200) throw new Error(`photo: ${shown.body}`);
  const [told] = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM notifications WHERE user_id = ${parties.owner.id}
        AND kind = 'quote-received' AND link LIKE ${`%${job._id}`}`,
  );
  if (!told) throw new Error('no notification of the quote');
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: { ...parties.quoter.headers, 'idempotency-key': `world-${tag}` },
    payload: {
      planId: 'plan-50',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    },
  });
  if (bought.statusCode !== 200) throw new Error(`purchase: ${bought.body}`);
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/push/devices',
    headers: parties.quoter.headers,
    payload: pushSubscription(),
  });
  if (subscribed.statusCode !== 200) throw new Error(`push device: ${subscribed.body}`);
  return {
    pushDeviceId: (subscribed.json() as { devices: Array<{ id: string }> }).devices[0]?.id ?? '',
    purchaseId: bought.json().purchase.id,
    invoiceId: bought.json().taxInvoice.id,
    parties,
    jobId: job._id,
    jobCredits: job.credits,
    quoteId: quote._id,
    conversationId,
    reviewId,
    photoId: (shown.json() as { _id: string })._id,
    notificationId: told.id,
    private: [
      parties.owner.email,
      quoteText,
      messageText,
      conversationId,
      quote._id,
      'Maybe on Friday',
    ],
    lead: [jobText, job._id],
  };
}

/**
 * Every row in the database that names one of the world's people or objects, except the
 * bookkeeping a refused call may leave (limit counters, the outbox, the dev mailboxes). A
 * refused call must leave these exactly as they were.
 */
async function snapshot(world: World): Promise<string[]> {
  const ids = [
    world.parties.owner.id,
    world.parties.quoter.id,
    world.parties.drafter.id,
    world.jobId,
    world.quoteId,
    world.conversationId,
    world.reviewId,
  ];
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('auth_failures', 'outbox', 'dev_mailbox', 'dev_sms')
          AND table_name NOT LIKE '\\_\\_%' ESCAPE '\\'
        ORDER BY table_name`,
  );
  const pattern = ids.join('|');
  const rows: string[] = [];
  for (const { name } of tables) {
    const found = await queryRows<{ row: string }>(
      t.database.db,
      sql`SELECT to_jsonb(x)::text AS row FROM ${sql.identifier(name)} x
          WHERE to_jsonb(x)::text ~ ${pattern} ORDER BY 1`,
    );
    rows.push(...found.map(({ row }) => `${name} ${row}`));
  }
  return rows;
}

async function call(name: RouteName, who: Caller, world: World, request: Request) {
  const def: RouteDef = routes[name];
  const path = def.path.replace(/:(\w+)/g, (_, key: string) => request.params?.[key] ?? '');
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const auth = who === 'visitor' ? {} : world.parties[who].headers;
  const json = request.body !== undefined && !request.form;
  return t.app.inject({
    method: def.method,
    url: `/api${path}${query}`,
    headers: {
      ...auth,
      ...request.headers,
      ...(request.form?.headers ?? {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.form
      ? { payload: request.form.payload }
      : json
        ? { payload: JSON.stringify(request.body) }
        : {}),
  });
}

/** The answer a caller should get: its role first, then its relation to the object. */
function expected(name: RouteName, c: Case, who: Caller): number | '2xx' {
  const def: RouteDef = routes[name];
  const fixed = c.answers?.[who];
  if (fixed !== undefined) return fixed;
  if (who === 'visitor' && def.access !== 'optional') return 401;
  // No caller of this world is an operator.
  if (def.access === 'operator') return 403;
  const isCustomer = customers.includes(who);
  if (def.access === 'business' && isCustomer) return 403;
  if (def.access === 'customer' && !isCustomer) return 403;
  if (c.object === 'self' || c.allowed.includes(who)) return '2xx';
  // Someone else's job, lead or conversation: as if it did not exist.
  return 404;
}

/** What a caller may read of the world, by its relation to it. */
function secretsFor(world: World, who: Caller): string[] {
  if (who === 'owner' || who === 'quoter') return [];
  const leadSeer = who === 'drafter' || who === 'business';
  return leadSeer ? world.private : [...world.private, ...world.lead];
}

/** The body as the client reads it: a sealed envelope is opened first. */
function readable(def: RouteDef, res: { statusCode: number; body: string }): string {
  if (!def.sealed || res.statusCode !== 200) return res.body;
  return JSON.stringify(open(JSON.parse(res.body)));
}

const entries = Object.entries(cases) as [ProtectedRoute, Case][];

describe('the ownership matrix', () => {
  it('has a case for every protected route of the table', () => {
    const protectedNames = (Object.keys(routes) as RouteName[])
      .filter((name) => routes[name].access !== 'public')
      .sort();
    expect(entries.map(([name]) => name).sort()).toEqual(protectedNames);
  });

  it.each(entries)('%s', async (name, c) => {
    const def: RouteDef = routes[name];
    const world = await makeWorld();
    const before = await snapshot(world);
    // The owners' accounts, business, job, quote, conversation, messages, draft, credits.
    expect(before.length).toBeGreaterThan(10);
    const answers: string[] = [];
    const wanted: string[] = [];

    // Everyone but the allowed callers first: none of them may touch the owners' rows.
    const refusedFirst = everyone.filter(
      (who) => !(c.object === 'self' ? ['owner', 'quoter', 'drafter'] : c.allowed).includes(who),
    );
    for (const who of refusedFirst) {
      const res = await call(name, who, world, await c.request(world));
      const want = expected(name, c, who);
      answers.push(`${who} ${res.statusCode}`);
      wanted.push(`${who} ${want === '2xx' && res.statusCode < 300 ? res.statusCode : want}`);
      const body = readable(def, res);
      for (const secret of secretsFor(world, who)) {
        expect(body, `${name} as ${who} shows ${secret}`).not.toContain(secret);
      }
    }
    expect(answers).toEqual(wanted);
    expect(await snapshot(world), `${name} by a stranger changed the owners' rows`).toEqual(before);

    // Then the allowed callers, so the case is known to be a real call that can succeed.
    await c.prepare?.(world);
    for (const who of c.allowed) {
      const res = await call(name, who, world, await c.request(world));
      expect(res.statusCode, `${name} as ${who}: ${res.body}`).toBeLessThan(300);
      expect(res.statusCode, `${name} as ${who}: ${res.body}`).toBeGreaterThanOrEqual(200);
    }
  });
});
