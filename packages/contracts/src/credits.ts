import { currencyCodes, taxDocumentKinds } from '@quoteway/domain';
import { z } from 'zod';
import { INT4_MAX } from './text';
import { SavedCard } from './accounts';
import { countryCodes } from './gazetteer';

/** One fixed credit plan (spec section 9); prices in cents. */
const CreditPlan = z.object({
  id: z.string(),
  credits: z.number().int(),
  bonusCredits: z.number().int(),
  priceCents: z.number().int(),
  expiryDays: z.number().int(),
});

/**
 * How the browser takes a new card: the embedded sandbox's own form, or Stripe's Payment
 * Element (Stripe.js from `scriptUrl`, with the account's publishable key), which makes a
 * PaymentMethod in the browser so that card numbers never reach our server.
 */
const CardEntry = z.discriminatedUnion('processor', [
  z.object({ processor: z.literal('sandbox') }),
  z.object({
    processor: z.literal('stripe'),
    publishableKey: z.string(),
    scriptUrl: z.string(),
  }),
]);
export type CardEntry = z.infer<typeof CardEntry>;

/** The site's offer: its plans and custom pricing, in its currency's cents (cents, paise). */
export const PlansResponse = z.object({
  /**
   * The regional site whose prices these are, and the currency they are in: a signed-in
   * business's own country on any host, else the site asked (by the request's host).
   */
  country: z.enum(countryCodes),
  /** Why: `business`, the buyer's own country; `site`, the site the request was made on. */
  pricedFor: z.enum(['business', 'site']),
  currency: z.enum(currencyCodes),
  /** The site's GST rate in whole percent: plan prices include it. */
  gstRatePercent: z.number().int(),
  cardEntry: CardEntry,
  plans: z.array(CreditPlan),
  custom: z.object({
    minCredits: z.number().int(),
    maxCredits: z.number().int(),
    stepCredits: z.number().int(),
    /** Bonus credits are the purchased credits divided by this, rounded down. */
    bonusDivisor: z.number().int(),
    expiryDays: z.number().int(),
    /** Price per credit by size; each band covers up to and including upToCredits. */
    priceBands: z.array(
      z.object({ upToCredits: z.number().int(), perCreditCents: z.number().int() }),
    ),
  }),
});

const CardDetails = z.object({
  number: z.string().min(1).max(30),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().max(10),
});

/** A plan or a custom number of credits, paid with a saved card's token or a new card. */
export const PurchaseBody = z.object({
  planId: z.string().max(40).optional(),
  customCredits: z.number().int().max(INT4_MAX).optional(),
  cardToken: z.string().max(200).optional(),
  /** Pay with the card saved on the account (its token never leaves the server). */
  useSavedCard: z.boolean().optional(),
  card: CardDetails.optional(),
  /** Keep the new card (brand, last four digits, expiry and a token) for next time. */
  saveCard: z.boolean().default(false),
});
export type PurchaseBody = z.infer<typeof PurchaseBody>;

export const PurchaseHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200) });

export const PurchaseResponse = z.object({
  purchase: z.object({
    id: z.string(),
    planId: z.string().nullable(),
    credits: z.number().int(),
    bonusCredits: z.number().int(),
    /** What was charged, in `currency`'s cents (the site's price). */
    amountCents: z.number().int(),
    currency: z.enum(currencyCodes),
    chargeId: z.string(),
    expiresAt: z.string(),
  }),
  balance: z.number().int(),
  card: SavedCard.nullable(),
  /** The purchase's tax invoice (purchases made before invoices existed have none). */
  taxInvoice: z.object({ id: z.string(), number: z.string() }).optional(),
});
export type PurchaseResponse = z.infer<typeof PurchaseResponse>;

/**
 * 202: the card's bank asks the business to authenticate (3-D Secure). The browser completes
 * it with Stripe.js (`handleNextAction` with `clientSecret`), then finalises the purchase.
 */
export const PurchaseActionResponse = z.object({
  nextAction: z.object({ purchaseId: z.string(), clientSecret: z.string() }),
});
export type PurchaseActionResponse = z.infer<typeof PurchaseActionResponse>;

export const PurchaseParams = z.object({ id: z.uuid() });

/** The header Stripe signs each webhook with (`t=<timestamp>,v1=<HMAC-SHA256>`). */
export const StripeWebhookHeaders = z.object({
  'stripe-signature': z.string().max(4000).optional(),
});

/** A Stripe event as Stripe posts it (only what routing it needs is checked here). */
export const StripeWebhookBody = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The acknowledgement Stripe waits for (any 2xx): a repeated event is acknowledged too. */
export const StripeWebhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});

export const TaxDocumentParams = z.object({ id: z.uuid() });
export const TaxDocumentPdfQuery = z.object({
  expires: z.coerce.number().int(),
  sig: z.string().max(100),
});

const DocumentRef = z.object({ id: z.string(), number: z.string() });

/** A tax invoice or credit note as issued: amounts in `currency`'s cents, negative on a credit note. */
export const TaxDocument = z.object({
  id: z.string(),
  kind: z.enum(taxDocumentKinds),
  number: z.string(),
  issuedAt: z.string(),
  currency: z.enum(currencyCodes),
  seller: z.object({ name: z.string(), taxNumber: z.string().nullable() }),
  buyer: z.object({
    name: z.string(),
    number: z.string().nullable(),
    numberKind: z.string().nullable(),
  }),
  planId: z.string().nullable(),
  credits: z.number().int(),
  bonusCredits: z.number().int(),
  excludingCents: z.number().int(),
  gstCents: z.number().int(),
  totalCents: z.number().int(),
  gstRatePercent: z.number().int(),
  /** A credit note's invoice; an invoice's credit note once refunded. */
  invoice: DocumentRef.nullable(),
  creditNote: DocumentRef.nullable(),
  /** The signature of the PDF's address (GET /tax-documents/:id/pdf), valid for an hour. */
  pdf: z.object({ expires: z.number().int(), sig: z.string() }),
});
export type TaxDocument = z.infer<typeof TaxDocument>;

const creditEntryKinds = [
  'purchase',
  'bonus',
  'quote',
  'return',
  'expiry',
  'grant',
  'refund',
  'adjustment',
] as const;

export const LedgerQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const LedgerResponse = z.object({
  balance: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  entries: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      kind: z.enum(creditEntryKinds),
      reason: z.string(),
      createdAt: z.string(),
      /** The tax invoice of a purchase entry, the credit note of a refund entry. */
      taxDocument: z.object({ id: z.string(), number: z.string() }).nullable(),
    }),
  ),
});

/** The most a weekly spending cap may be, in credits. */
const MAX_WEEKLY_CAP_CREDITS = 100_000;

/** A business's spending controls: the weekly cap on credits spent on quotes. */
export const SpendingControls = z.object({
  /** The most credits spent on quotes (by hand and automatically) in any 7 days; null: none. */
  weeklyCapCredits: z.number().int().nullable(),
  /** Credits spent on quotes in the last `windowDays` days, less credits returned. */
  spentThisWeek: z.number().int(),
  windowDays: z.number().int(),
});
export type SpendingControls = z.infer<typeof SpendingControls>;

export const SpendingControlsBody = z.object({
  weeklyCapCredits: z.number().int().min(1).max(MAX_WEEKLY_CAP_CREDITS).nullable(),
});
export type SpendingControlsBody = z.infer<typeof SpendingControlsBody>;

/** The lowest balance an auto top-up may wait for, and the most, in credits. */
const MAX_TOP_UP_THRESHOLD_CREDITS = 100_000;

/**
 * Turn auto top-up on (or change it), with the business's explicit confirmation of exactly
 * what it agrees to: the plan at the price it was shown (in its currency's cents), the saved
 * card (its last 4 digits), the balance below which a top-up is bought and the most spent on
 * top-ups in a calendar month (cents). Every field is required: nothing is assumed.
 */
export const AutoTopUpBody = z.object({
  planId: z.string().min(1).max(40),
  priceCents: z.number().int().min(1).max(INT4_MAX),
  currency: z.enum(currencyCodes),
  cardLast4: z.string().regex(/^\d{4}$/),
  thresholdCredits: z.number().int().min(1).max(MAX_TOP_UP_THRESHOLD_CREDITS),
  monthlyMaxCents: z.number().int().min(1).max(INT4_MAX),
  /** The business confirmed the dialog naming all of the above. */
  confirmed: z.literal(true),
});
export type AutoTopUpBody = z.infer<typeof AutoTopUpBody>;

/** Why an auto top-up consent ended. */
const autoTopUpEndings = ['switched-off', 'replaced', 'declined', 'card-changed'] as const;

/** A business's auto top-up: what it agreed to (or last agreed to) and this month's top-ups. */
export const AutoTopUp = z.object({
  enabled: z.boolean(),
  /** The consent in force, or (when off) the last one, with why it ended; null: never on. */
  consent: z
    .object({
      planId: z.string(),
      credits: z.number().int(),
      bonusCredits: z.number().int(),
      priceCents: z.number().int(),
      currency: z.enum(currencyCodes),
      card: z.object({ brand: z.string(), last4: z.string() }),
      thresholdCredits: z.number().int(),
      monthlyMaxCents: z.number().int(),
      consentedAt: z.string(),
      /** The name of the person who confirmed it. */
      consentedBy: z.string(),
      endedAt: z.string().nullable(),
      endedBecause: z.enum(autoTopUpEndings).nullable(),
      /** When a charge ended it: what the card's bank said (a catalog message, translated). */
      endedMessage: z.string().nullable(),
    })
    .nullable(),
  /** Charged (or being charged) for top-ups this calendar month (UTC), in cents. */
  spentThisMonthCents: z.number().int(),
  /** This calendar month's top-ups, newest first. */
  history: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      credits: z.number().int(),
      bonusCredits: z.number().int(),
      amountCents: z.number().int(),
      currency: z.enum(currencyCodes),
      status: z.enum(['pending', 'succeeded', 'failed']),
      taxInvoice: z.object({ id: z.string(), number: z.string() }).nullable(),
    }),
  ),
});
export type AutoTopUp = z.infer<typeof AutoTopUp>;
