import { ADJUSTMENT_MAX_CREDITS, PEOPLE_SEARCH_MIN_LENGTH } from '@quoteway/domain';
import { z } from 'zod';
import { uuid } from './fields';

/** Support's search: a name, e-mail address, phone number or business number (any part of it). */
export const PeopleSearchQuery = z.object({
  q: z.string().trim().min(PEOPLE_SEARCH_MIN_LENGTH).max(120),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});

const accountTypes = z.enum(['Customer User', 'Business User']);
const accountStatuses = z.enum(['PENDING', 'ACTIVE', 'DELETED', 'SPAM']);

const PersonSummary = z.object({
  id: uuid,
  email: z.string(),
  userName: z.string(),
  userType: accountTypes,
  status: accountStatuses,
  mobile: z.string().nullable(),
  businessName: z.string().nullable(),
  businessNumber: z.string().nullable(),
  createdAt: z.string(),
});

export const PeopleSearchResponse = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  /** Whether a further page has matches. */
  more: z.boolean(),
  people: z.array(PersonSummary),
});

export const PersonParams = z.object({ userId: uuid });

/** One account as support sees it. Sessions carry the device and times, never a token. */
export const PersonResponse = z.object({
  person: PersonSummary.extend({
    locale: z.string(),
    businessNumberKind: z.string().nullable(),
    businessNumberStatus: z.string().nullable(),
  }),
  jobs: z.array(
    z.object({ id: uuid, professionSlug: z.string(), status: z.string(), createdAt: z.string() }),
  ),
  quotes: z.array(
    z.object({
      id: uuid,
      jobId: uuid,
      credits: z.number().int(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  ledger: z.object({
    balance: z.number().int(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number().int(),
        kind: z.string(),
        reason: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
  /** Reports this account made, and reports about its reviews, replies or jobs. */
  reports: z.array(
    z.object({
      type: z.enum(['lead', 'review']),
      /** `by`: the account reported; `about`: someone reported the account's job or review. */
      direction: z.enum(['by', 'about']),
      subjectId: uuid,
      reason: z.string(),
      decision: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: uuid,
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      lastUsedAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
});

/** An operator's action on an account: the reason is recorded in the audit log. */
export const EndSessionsBody = z.object({
  reason: z.string().trim().min(1).max(1000),
});

export const EndSessionsResponse = z.object({
  userId: uuid,
  /** How many live sessions ended. */
  ended: z.number().int(),
});

/** Credits added (positive) or taken (negative), with a reason the business is told. */
export const CreditAdjustmentBody = z.object({
  credits: z
    .number()
    .int()
    .min(-ADJUSTMENT_MAX_CREDITS)
    .max(ADJUSTMENT_MAX_CREDITS)
    .refine((n) => n !== 0, /*i18n*/ 'must not be zero'),
  reason: z.string().trim().min(1).max(1000),
});

export const CreditAdjustmentResponse = z.object({
  userId: uuid,
  credits: z.number().int(),
  balanceBefore: z.number().int(),
  balance: z.number().int(),
});

/** The published moderation figures: how many months back, this month included. */
export const ModerationFiguresQuery = z.object({
  months: z.coerce.number().int().min(1).max(36).default(12),
});

const reviewReasonFigures = z.object({
  reason: z.string(),
  reported: z.number().int(),
  kept: z.number().int(),
  removed: z.number().int(),
});

/**
 * Each month (UTC, `YYYY-MM`, newest first): reported reviews and the operators' decisions on
 * them by reason, reported leads and those confirmed, credits returned for fake leads and for
 * quotes the customer never opened, and the median time from a report to its decision.
 * Computed from the reports, the audit log and the ledger.
 */
export const ModerationFiguresResponse = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      reviews: z.array(reviewReasonFigures),
      leadsReported: z.number().int(),
      leadsConfirmed: z.number().int(),
      creditsReturnedFakeLeads: z.number().int(),
      creditsReturnedUnreadQuotes: z.number().int(),
      /** Null when nothing was decided that month. */
      medianDecisionSeconds: z.number().int().nullable(),
    }),
  ),
});
