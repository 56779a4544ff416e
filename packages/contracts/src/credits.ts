import { currencyCodes } from '@quoteway/domain';
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

/** The site's offer: its plans and custom pricing, in its currency's cents (cents, paise). */
export const PlansResponse = z.object({
  /** The regional site asked (by the request's host), and the currency its prices are in. */
  country: z.enum(countryCodes),
  currency: z.enum(currencyCodes),
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
});
export type PurchaseResponse = z.infer<typeof PurchaseResponse>;

const creditEntryKinds = ['purchase', 'bonus', 'quote', 'return', 'expiry', 'grant'] as const;

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
    }),
  ),
});
