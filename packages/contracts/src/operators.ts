import { EMAIL_MAX_LENGTH, isValidEmail } from '@quoteway/validation';
import { z } from 'zod';
import { uuid } from './fields';
import { reportReasons } from './businesses';
import { leadReportReasons } from './marketplace';

/** What an operator may do: support acts on queues and accounts; admin also adds operators. */
export const operatorRoles = ['support', 'admin'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** A six-digit code of the authenticator app, or one of the operator's recovery codes. */
export const SecondFactorBody = z.object({
  code: z.string().trim().min(6).max(40),
});

/** The signed-in operator, once the second factor is passed on this session. */
export const OperatorResponse = z.object({
  accountId: uuid,
  email: z.string(),
  role: z.enum(operatorRoles),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
});

export const AddOperatorBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH)
    .refine(isValidEmail, /*i18n*/ 'must be a valid e-mail address'),
  role: z.enum(operatorRoles),
  /** Why: recorded in the audit log. */
  reason: z.string().trim().min(1).max(1000),
});

/**
 * A new operator's second factor, shown once: the authenticator app's `otpauth://` URI (and
 * its secret, for typing in) and the single-use recovery codes.
 */
export const AddOperatorResponse = z.object({
  accountId: uuid,
  role: z.enum(operatorRoles),
  totpUri: z.string(),
  totpSecret: z.string(),
  recoveryCodes: z.array(z.string()),
});

/** Filters of the audit log, newest first; `before` pages on from an entry's id. */
export const AuditLogQuery = z.object({
  action: z.string().trim().min(1).max(80).optional(),
  actorId: uuid.optional(),
  subjectId: z.string().trim().min(1).max(80).optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** One operator action: who, what, when, why, and the before and after. */
export const AuditEntry = z.object({
  id: z.number().int(),
  /** Null for the command line (`pnpm cli create-operator`). */
  actorId: uuid.nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

export const AuditLogResponse = z.object({ entries: z.array(AuditEntry) });

/** The reported-leads queue: open reports oldest first, or decided ones newest first. */
export const LeadReportQueueQuery = z.object({
  state: z.enum(['open', 'decided']).default('open'),
  reason: z.enum(leadReportReasons).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const LeadReportQueueResponse = z.object({
  reports: z.array(
    z.object({
      id: uuid,
      jobId: uuid,
      businessId: uuid,
      reason: z.enum(leadReportReasons),
      detail: z.string(),
      createdAt: z.string(),
      decision: z.enum(['confirmed', 'dismissed']).nullable(),
      decidedAt: z.string().nullable(),
    }),
  ),
});

export const LeadReportParams = z.object({ id: uuid });

/**
 * An operator's decision on a reported lead: `confirm` withdraws the job and gives every
 * business that quoted on it its credits back; `reject` leaves the lead as it is.
 */
export const LeadReportDecisionBody = z.object({
  decision: z.enum(['confirm', 'reject']),
  /** Why: recorded in the audit log and told to the reporting business. */
  reason: z.string().trim().min(1).max(1000),
});

export const LeadReportDecisionResponse = z.object({
  id: uuid,
  decision: z.enum(['confirmed', 'dismissed']),
  /** Whether this decision withdrew the job (false when it was withdrawn already). */
  jobWithdrawn: z.boolean(),
  /** The credits given back, per business that quoted. */
  returned: z.array(z.object({ businessId: uuid, credits: z.number().int() })),
});

/** What a review report is about: the review (reported by its business) or the reply (by its reviewer). */
const reviewReportSubjects = ['review', 'reply'] as const;

/** The reported reviews and replies: open reports oldest first, or decided ones newest first. */
export const ReviewReportQueueQuery = z.object({
  state: z.enum(['open', 'decided']).default('open'),
  reason: z.enum(reportReasons).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ReviewReportQueueResponse = z.object({
  reports: z.array(
    z.object({
      reviewId: uuid,
      reporterId: uuid,
      subject: z.enum(reviewReportSubjects),
      reason: z.enum(reportReasons),
      detail: z.string(),
      createdAt: z.string(),
      decision: z.enum(['kept', 'removed', 'reply-removed']).nullable(),
      decidedAt: z.string().nullable(),
      review: z.object({
        businessId: uuid,
        customerId: uuid,
        rating: z.number().int(),
        body: z.string(),
        reply: z.string().nullable(),
      }),
    }),
  ),
});

export const ReviewReportParams = z.object({ id: uuid });

/** An operator's decision on the open report of a review or of its reply. */
export const ReviewReportDecisionBody = z.object({
  subject: z.enum(reviewReportSubjects),
  decision: z.enum(['keep', 'remove']),
  /** Why: recorded in the audit log and told to both parties. */
  reason: z.string().trim().min(1).max(1000),
});

export const ReviewReportDecisionResponse = z.object({
  reviewId: uuid,
  subject: z.enum(reviewReportSubjects),
  decision: z.enum(['kept', 'removed', 'reply-removed']),
});

export const AccountParams = z.object({ id: uuid });

/** Mark an account as spam (`spam: true`) or lift the mark, with a reason. */
export const SpamBody = z.object({
  spam: z.boolean(),
  /** Why: recorded in the audit log. */
  reason: z.string().trim().min(1).max(1000),
});

export const SpamResponse = z.object({
  accountId: uuid,
  status: z.enum(['PENDING', 'ACTIVE', 'SPAM']),
  /** Open jobs hidden by the mark, or put back live when it is lifted. */
  jobs: z.number().int(),
});

export const SpamListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Accounts marked as spam, the latest first. */
export const SpamListResponse = z.object({
  accounts: z.array(
    z.object({
      id: uuid,
      email: z.string(),
      userName: z.string(),
      userType: z.enum(['Customer User', 'Business User']),
      markedAt: z.string().nullable(),
    }),
  ),
});

/** The console's home: the day's key figures (since midnight UTC) and each queue's oldest open item. */
export const AdminOverviewResponse = z.object({
  today: z.object({
    jobs: z.number().int(),
    quotes: z.number().int(),
    purchases: z.number().int(),
  }),
  openReports: z.object({ leads: z.number().int(), reviews: z.number().int() }),
  /** Business numbers a register refused, waiting in the verification queue. */
  refusedBusinessNumbers: z.number().int(),
  /** When the oldest item of each queue came in; null when the queue is empty. */
  oldest: z.object({
    leadReport: z.string().nullable(),
    reviewReport: z.string().nullable(),
    refusedBusinessNumber: z.string().nullable(),
  }),
});

/** What became of a purchase: still charging, credited, refused by the card, or refunded. */
const purchaseStates = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PurchaseState = (typeof purchaseStates)[number];

/** A calendar day, YYYY-MM-DD (one message, whatever is wrong with it). */
const calendarDay = z
  .string()
  .refine(
    (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)),
    /*i18n*/ 'must be a date (YYYY-MM-DD)',
  );

/**
 * The payments queue: purchases newest first, by state, by business (its name, e-mail,
 * business number or account id) and by day (UTC, `from` and `to` included); `offset` pages on.
 */
export const PurchaseQueueQuery = z.object({
  state: z.enum(purchaseStates).optional(),
  business: z.string().trim().min(1).max(200).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const PurchaseQueueResponse = z.object({
  purchases: z.array(
    z.object({
      id: uuid,
      businessId: uuid,
      businessName: z.string(),
      email: z.string(),
      state: z.enum(purchaseStates),
      planId: z.string().nullable(),
      credits: z.number().int(),
      bonusCredits: z.number().int(),
      /** Credits of this purchase (bonus included) still unspent and unexpired. */
      creditsLeft: z.number().int(),
      amountCents: z.number().int(),
      currency: z.string(),
      createdAt: z.string(),
      failureMessage: z.string().nullable(),
      invoiceNumber: z.string().nullable(),
      creditNoteNumber: z.string().nullable(),
      /** Whether an operator can refund it now (credited, not refunded, no credit spent). */
      refundable: z.boolean(),
      /** The business's saved card: brand and last 4 digits only. */
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    }),
  ),
  /** The `offset` of the next page; null on the last one. */
  nextOffset: z.number().int().nullable(),
});

export const PurchaseParams = z.object({ id: uuid });

/** An operator refunds a purchase whole, with a reason (audited, told to the business). */
export const RefundBody = z.object({
  reason: z.string().trim().min(1).max(1000),
});

export const RefundResponse = z.object({
  purchaseId: uuid,
  state: z.literal('refunded'),
  creditNoteNumber: z.string(),
  /** Credits taken back from the business's balance. */
  creditsTaken: z.number().int(),
});

const verificationOutcomes = [
  'verified',
  'format-only',
  'rejected',
  'unreachable',
  'unverified',
] as const;

/**
 * The business verification queue: businesses whose number a register refused on a re-check
 * (`rejected`), or that still wait for a register's answer (`pending`), or both (`any`).
 */
export const VerificationQueueQuery = z.object({
  state: z.enum(['any', 'rejected', 'pending']).default('any'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const VerificationQueueResponse = z.object({
  businesses: z.array(
    z.object({
      businessId: uuid,
      businessName: z.string(),
      email: z.string(),
      country: z.string(),
      businessNumber: z.string(),
      businessNumberKind: z.string(),
      status: z.enum(['verified', 'unverified', 'format-only']),
      /** When a register last refused the number; null when it has not. */
      rejectedAt: z.string().nullable(),
      /** When a register last answered. */
      checkedAt: z.string().nullable(),
      /** The register's answers and the operators' decisions, newest first (at most 10). */
      history: z.array(
        z.object({
          outcome: z.enum(verificationOutcomes),
          message: z.string(),
          byOperator: z.boolean(),
          effectiveOn: z.string().nullable(),
          checkedAt: z.string(),
        }),
      ),
    }),
  ),
});

export const VerificationParams = z.object({ businessId: uuid });

export const RecheckResponse = z.object({
  businessId: uuid,
  outcome: z.enum(verificationOutcomes),
  /** The register's words ('Business Number is Registered', ...). */
  message: z.string(),
  status: z.enum(['verified', 'unverified', 'format-only']),
});

/** Verify or unverify a business number by hand, with a note and the date it holds from. */
export const VerificationDecisionBody = z.object({
  decision: z.enum(['verify', 'unverify']),
  note: z.string().trim().min(1).max(1000),
  date: calendarDay,
});

export const VerificationDecisionResponse = z.object({
  businessId: uuid,
  status: z.enum(['verified', 'unverified']),
});
