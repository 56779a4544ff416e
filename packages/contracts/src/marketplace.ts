import {
  ANSWER_TEXT_MAX_LENGTH,
  currencyCodes,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DESCRIPTION_MIN_LENGTH,
  JOB_LIST_PAGE_SIZE,
  JOB_TIMING_MAX_LENGTH,
  LEAD_FILTER_DEFAULT_AGE_DAYS,
  LEAD_LIST_PAGE_SIZE,
  MAX_AMOUNT_CENTS,
  QUOTE_ACTIVITY_PAGE_SIZE,
  QUOTE_COMMENT_MAX_LENGTH,
  quoteTypes,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
} from '@quoteway/domain';
import { businessNumberKinds, EMAIL_MAX_LENGTH, isValidEmail } from '@quoteway/validation';
import { z } from 'zod';
import { slug, uuid } from './fields';
import { INT4_MAX } from './text';
import { AuthUser, InternationalPhone } from './accounts';
import { Locality } from './gazetteer';

// ---------------------------------------------------------------------------------------
// The marketplace loop: jobs (customer side), leads and quotes (business side).
// Amounts are integer cents; credits are integers.
// ---------------------------------------------------------------------------------------

const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);

/** Where a job is in its life. `pending` waits for the poster's e-mail verification. */
export const jobStatuses = ['pending', 'open', 'hired', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Where a quote is in its life. `returned`: its credits went back to the business.
 * `cancelled`: the business was hired, then the customer cancelled the job, which ended the hire.
 */
export const quoteStatuses = ['sent', 'hired', 'declined', 'returned', 'cancelled'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

// ---- phone verification --------------------------------------------------------------

export const PhoneVerificationBody = z.object({ mobile: InternationalPhone });
export const PhoneVerificationResponse = z.object({
  verificationId: uuid,
  /** When the code stops working (ISO time). */
  expiresAt: z.string(),
});
export type PhoneVerificationResponse = z.infer<typeof PhoneVerificationResponse>;

export const PhoneVerificationParams = z.object({ id: uuid });
export const ConfirmPhoneBody = z.object({
  code: z.string().regex(/^\d{6}$/, /*i18n*/ 'Enter the 6-digit code from the text message.'),
});
export const ConfirmPhoneResponse = z.object({ verified: z.literal(true) });

// ---- posting a job ---------------------------------------------------------------------

/** One answer of the profession's wizard (spec section 3, answer inputs). */
export const JobAnswer = z.object({
  questionId: z.string().min(1).max(80),
  /** Chosen options (one for single/timing/budget questions, several for multiple). */
  options: z.array(z.string().min(1).max(200)).max(20).default([]),
  /** The text given for 'Other (Please specify)' or a `text` question. */
  text: z.string().trim().max(ANSWER_TEXT_MAX_LENGTH).optional(),
  /** The date given for 'Specific date' (YYYY-MM-DD). */
  date: z.iso.date().optional(),
  /** The amount given for 'Total' or 'Hourly Rate', in cents. */
  amountCents: cents.optional(),
});
export type JobAnswer = z.infer<typeof JobAnswer>;

/** A visitor posting without an account: an account is created and verified by e-mail. */
export const JobPoster = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH)
    .refine(isValidEmail, /*i18n*/ 'Enter a valid e-mail address, like name@example.com.'),
  userName: z
    .string()
    .trim()
    .min(USER_NAME_MIN_LENGTH, `Enter your name: at least ${USER_NAME_MIN_LENGTH} characters.`)
    .max(USER_NAME_MAX_LENGTH),
});

export const PostJobBody = z.object({
  professionSlug: slug,
  answers: z.array(JobAnswer).max(30).default([]),
  description: z
    .string()
    .trim()
    .min(
      JOB_DESCRIPTION_MIN_LENGTH,
      `Describe the job in at least ${JOB_DESCRIPTION_MIN_LENGTH} characters.`,
    )
    .max(JOB_DESCRIPTION_MAX_LENGTH),
  /** The job's total budget in cents, when the customer gave one. */
  budgetCents: cents.nullable().default(null),
  /** When the work should happen, as the customer put it ('As soon as possible', a date...). */
  timing: z.string().trim().max(JOB_TIMING_MAX_LENGTH).default(''),
  /** A gazetteer locality id (from /api/localities or /api/localities/nearest). */
  localityId: z.number().int().positive().max(INT4_MAX),
  mobile: InternationalPhone,
  /** A confirmed phone verification for `mobile` (not needed if the account's is verified). */
  phoneVerificationId: uuid.optional(),
  /** Only when posting signed out. */
  poster: JobPoster.optional(),
  /** Request a quote from this business (its page's button): the job is its direct lead. */
  businessId: uuid.optional(),
  /**
   * With `businessId`: also let the other matching businesses quote. Unset, the job goes to
   * that business alone (a customer who asked one business did not ask its competitors).
   */
  openToOthers: z.boolean().default(false),
});
export type PostJobBody = z.input<typeof PostJobBody>;

/** A customer's photo of the job, re-encoded as JPEG, with its thumbnail. */
export const JobPhoto = z.object({ url: z.string(), thumbnailUrl: z.string() });
export type JobPhoto = z.infer<typeof JobPhoto>;

/**
 * A job's title in parts, each in the reader's language, to be joined with
 * `JOB_TITLE_SEPARATOR`: its most specific answers ("Leak or burst pipe", "House"), or the
 * trade's name alone when no answer names it.
 */
const TitleParts = z.array(z.string()).min(1);

export const JobSummary = z.object({
  _id: uuid,
  professionSlug: z.string(),
  professionName: z.string(),
  titleParts: TitleParts,
  /** The customer's photos of the job, at most JOB_MAX_PHOTOS, in the order added. */
  photos: z.array(JobPhoto),
  description: z.string(),
  answers: z.array(JobAnswer),
  budgetCents: z.number().int().nullable(),
  /**
   * The currency of the job's amounts (its budget, its answers' amounts and its quotes): that
   * of the country it is in.
   */
  currency: z.enum(currencyCodes),
  timing: z.string(),
  location: Locality,
  status: z.enum(jobStatuses),
  /** Credits one quote on this job costs, fixed when it was posted. */
  credits: z.number().int(),
  noOfQuotes: z.number().int(),
  maxQuotes: z.number().int(),
  createdAt: z.string(),
  hiredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The customer has reviewed the hired business on this job. */
  reviewed: z.boolean(),
});
export type JobSummary = z.infer<typeof JobSummary>;

export const PostJobResponse = z.object({
  job: JobSummary,
  /**
   * True when a new account was created: the job is live (the texted code proved the person)
   * and an e-mail naming the job carries the link that sets the account's first password.
   */
  verifyEmail: z.boolean(),
  message: z.string(),
  /**
   * With `verifyEmail`: the new account's session, so the visitor sees their job at once. The
   * shell keeps it for this tab only; coming back later is through the e-mailed link.
   */
  session: z.object({ token: z.string(), user: AuthUser }).optional(),
});
export type PostJobResponse = z.infer<typeof PostJobResponse>;

// ---- the customer's jobs (/my-jobs) -------------------------------------------------------

export const MyJobsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(JOB_LIST_PAGE_SIZE),
  /** Matches the profession's name. */
  search: z.string().trim().max(80).default(''),
  status: z.enum(['all', ...jobStatuses]).default('all'),
});
export type MyJobsQuery = z.input<typeof MyJobsQuery>;

export const MyJobsResponse = z.object({
  jobs: z.array(JobSummary),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type MyJobsResponse = z.infer<typeof MyJobsResponse>;

export const EstCost = z.object({
  type: z.enum(quoteTypes).default('Flat'),
  /** Cents; for 'To be confirmed' it may be 0. */
  value: cents,
});

/** The quote checkboxes of spec section 3. */
export const QuoteCheckboxes = z.object({
  cost: z.boolean().default(false),
  inspection: z.boolean().default(false),
  information: z.boolean().default(false),
  comment: z.boolean().default(false),
});

/** A sent quote's price as it is read back (a business sends an EstCost, with its default). */
export const QuotedCost = z.object({ type: z.enum(quoteTypes), value: z.number().int() });

/** A sent quote's checkboxes, as they are read back. */
export const QuotedCheckboxes = z.object({
  cost: z.boolean(),
  inspection: z.boolean(),
  information: z.boolean(),
  comment: z.boolean(),
});

/** A quote as the customer sees it on their job. */
export const CustomerQuote = z.object({
  _id: uuid,
  jobId: uuid,
  business: z.object({
    userId: uuid,
    businessName: z.string(),
    userName: z.string(),
    imageUrl: z.string().nullable(),
    logoUrl: z.string().nullable(),
    verified: z.boolean(),
    /** The register its business number is in (NZBN, ABN, ACN, GSTIN). */
    register: z.enum(businessNumberKinds).nullable(),
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    /** The licences on its profile. */
    licences: z.array(z.object({ name: z.string(), number: z.string() })),
    /** Jobs it was hired for on Quoteway (a hire the customer later cancelled not counted). */
    hires: z.number().int(),
    /**
     * Its typical response time in minutes: the median time from a job reaching the business
     * as a lead (the job going live) to its quote, over its quotes of the last 180 days; null
     * before it has quoted in that time.
     */
    responseMinutes: z.number().int().nullable(),
    /** Its newest review, one line of it. */
    recentReview: z
      .object({
        rating: z.number().int(),
        text: z.string(),
        /** The reviewer as reviews show them ("Aroha N."). */
        reviewer: z.string(),
        createdAt: z.string(),
      })
      .nullable(),
  }),
  estCost: QuotedCost,
  /** Whether the price includes GST ("incl. GST"), or GST comes on top ("+ GST"). */
  gstIncluded: z.boolean(),
  comment: z.string(),
  checkboxes: QuotedCheckboxes,
  status: z.enum(quoteStatuses),
  createdAt: z.string(),
  conversationId: uuid.nullable(),
});
export type CustomerQuote = z.infer<typeof CustomerQuote>;

/** Adding a photo to a job: the image is the multipart file, no other field. */
export const JobPhotoFields = z.object({});

export const JobParams = z.object({ id: uuid });
export const JobDetailResponse = z.object({
  job: JobSummary,
  quotes: z.array(CustomerQuote),
});
export type JobDetailResponse = z.infer<typeof JobDetailResponse>;

export const HireBody = z.object({ quoteId: uuid });

// ---- leads (business side; spec section 7) ----------------------------------------------

/** Comma-separated pair "min,max" or repeated values; defaults to the whole range. */
const budgetRange = z.union([z.string(), z.array(z.coerce.number())]).transform((value, ctx) => {
  const parts = Array.isArray(value) ? value : value.split(',').map((p) => Number(p));
  const [min, max] = parts;
  if (
    parts.length !== 2 ||
    !Number.isInteger(min) ||
    !Number.isInteger(max) ||
    (min as number) < 0 ||
    (max as number) > 100 ||
    (min as number) > (max as number)
  ) {
    ctx.addIssue({ code: 'custom', message: 'must be two whole numbers 0-100, min first' });
    return z.NEVER;
  }
  return [min, max] as [number, number];
});

/**
 * Filters of the lead lists, sent as query parameters (the spec's client posts with params).
 * `age` is the newest-to-oldest window in days; `age1`, when given, skips leads younger than
 * that many days. `range` is the budget slider in steps of the business's currency
 * (`leadBudgetStepCents`: $1,000, ₹50,000), 100 meaning no upper limit; jobs without a budget
 * show only while the slider starts at 0.
 */
export const LeadListQuery = z.object({
  perPage: z.coerce.number().int().min(1).max(50).default(LEAD_LIST_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  age: z.coerce.number().int().min(1).max(365).default(LEAD_FILTER_DEFAULT_AGE_DAYS),
  age1: z.coerce.number().int().min(0).max(365).default(0),
  range: budgetRange.default([0, 100]),
  /** A profession category slug, or empty for all. */
  category: z.union([slug, z.literal('')]).default(''),
});
export type LeadListQuery = z.input<typeof LeadListQuery>;

/** Lead lists, lead details and quotes arrive as `{ data: <crypto-js AES string> }`. */
export const EncryptedEnvelope = z.object({ data: z.string() });

/** A lead as a business sees it: the job without the customer's contact details. */
export const Lead = z.object({
  _id: uuid,
  professionSlug: z.string(),
  professionName: z.string(),
  titleParts: TitleParts,
  /** The customer's photos of the job. */
  photos: z.array(JobPhoto),
  categorySlug: z.string(),
  description: z.string(),
  answers: z.array(JobAnswer),
  budgetCents: z.number().int().nullable(),
  /** The currency of the job's amounts and of quotes on it: that of the country it is in. */
  currency: z.enum(currencyCodes),
  timing: z.string(),
  location: Locality,
  /** Kilometres from the business's service-area centre, rounded. */
  distanceKm: z.number().int(),
  credits: z.number().int(),
  noOfQuotes: z.number().int(),
  maxQuotes: z.number().int(),
  status: z.enum(jobStatuses),
  createdAt: z.string(),
  customer: z.object({ firstName: z.string() }),
  /** The customer asked this business for a quote, from its page (a direct lead). */
  direct: z.boolean(),
});
export type Lead = z.infer<typeof Lead>;

/** This business's own quote on a lead. */
export const SentQuote = z.object({
  _id: uuid,
  estCost: QuotedCost,
  gstIncluded: z.boolean(),
  comment: z.string(),
  status: z.enum(quoteStatuses),
  credits: z.number().int(),
  createdAt: z.string(),
  conversationId: uuid.nullable(),
});

/** Decrypted body of get-leads, get-quoted-leads and get-draft-leads. */
export const LeadListPayload = z.object({
  data: z.array(Lead.extend({ quote: SentQuote.nullable() })),
  moreToLoad: z.boolean(),
  total: z.number().int(),
});
export type LeadListPayload = z.infer<typeof LeadListPayload>;

export const DraftMetadata = z.object({
  estCost: EstCost.partial().optional(),
  comment: z.string().max(QUOTE_COMMENT_MAX_LENGTH).optional(),
  checkboxes: QuoteCheckboxes.partial().optional(),
  gstIncluded: z.boolean().optional(),
});
export type DraftMetadata = z.infer<typeof DraftMetadata>;

export const LeadParams = z.object({ id: uuid });

/** Decrypted body of get-lead/{id}. */
export const LeadDetailPayload = z.object({
  job: Lead,
  /** This business's saved draft of a quote on the lead, if any. */
  draftJob: z.object({ metadata: DraftMetadata, savedAt: z.string() }).nullable(),
  noOfQuotes: z.number().int(),
  quote: SentQuote.nullable(),
  /** The customer's contact details: only once this business has quoted. */
  contact: z
    .object({ userId: uuid, userName: z.string(), email: z.string(), mobile: z.string() })
    .nullable(),
  /** Whether this business reported the lead already (one report per business and lead). */
  reported: z.boolean(),
});
export type LeadDetailPayload = z.infer<typeof LeadDetailPayload>;

export const SendQuoteBody = z.object({
  lead: z.object({
    _id: uuid,
    /** The price the business was shown; refused if the lead's price differs. */
    credits: z.number().int().positive(),
  }),
  estCost: EstCost,
  /** Whether the price includes GST; when left out, the site's usual practice (regionalSites). */
  gstIncluded: z.boolean().optional(),
  comment: z.string().trim().min(1, /*i18n*/ 'must not be empty').max(QUOTE_COMMENT_MAX_LENGTH),
  checkboxes: QuoteCheckboxes.default({
    cost: false,
    inspection: false,
    information: false,
    comment: false,
  }),
});
export type SendQuoteBody = z.input<typeof SendQuoteBody>;

export const SendQuoteResponse = z.object({
  message: z.string(),
  quote: SentQuote,
  conversationId: uuid,
  /** The business's balance after paying for the lead. */
  credits: z.number().int(),
});
export type SendQuoteResponse = z.infer<typeof SendQuoteResponse>;

export const SaveDraftBody = z.object({ id: uuid, metadata: DraftMetadata.default({}) });
export const RemoveDraftQuery = z.object({ jobId: uuid });

// ---- the business's service area --------------------------------------------------------

export const ServiceArea = z.object({
  professions: z.array(slug).min(1, 'choose at least one trade').max(10),
  localityId: z.number().int().positive().max(INT4_MAX),
  radiusKm: z.number().int().min(1).max(200),
});
export type ServiceArea = z.infer<typeof ServiceArea>;

export const ServiceAreaResponse = ServiceArea.extend({ location: Locality.nullable() });
export type ServiceAreaResponse = z.infer<typeof ServiceAreaResponse>;

/**
 * Where a sent quote stands, as the business's quote activity names it: read from the quote,
 * its job and its conversation (the customer opened it, wrote back, hired this business,
 * hired another or cancelled: lost; or the credits came back: returned).
 */
const quoteActivityStates = ['sent', 'opened', 'replied', 'hired', 'lost', 'returned'] as const;
export type QuoteActivityState = (typeof quoteActivityStates)[number];
const quoteSenders = ['anyone', 'automatic'] as const;

export const QuoteActivityQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(QUOTE_ACTIVITY_PAGE_SIZE),
  status: z.enum(['all', ...quoteActivityStates]).default('all'),
  /** Every quote, or only those the business's automatic-quote rule sent. */
  sentBy: z.enum(quoteSenders).default('anyone'),
});
export type QuoteActivityQuery = z.input<typeof QuoteActivityQuery>;

/** One page of the quotes a business sent, newest first, with the total in the filter. */
export const QuoteActivityResponse = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  status: z.enum(['all', ...quoteActivityStates]),
  sentBy: z.enum(quoteSenders),
  quotes: z.array(
    z.object({
      _id: uuid,
      jobId: uuid,
      /** The job's customer: the other party of the quote's conversation. */
      customerId: uuid,
      professionName: z.string(),
      place: z.string(),
      /** The job's currency (that of the country it is in), for `estCost`. */
      currency: z.enum(currencyCodes),
      estCost: QuotedCost,
      /** Credits the quote took, and those that came back (all of them when returned). */
      creditsSpent: z.number().int(),
      creditsReturned: z.number().int(),
      state: z.enum(quoteActivityStates),
      /** Sent by the business's automatic-quote rule, not by hand. */
      automatic: z.boolean(),
      createdAt: z.string(),
      conversationId: uuid.nullable(),
    }),
  ),
});
export type QuoteActivityResponse = z.infer<typeof QuoteActivityResponse>;

// ---- return on spend ---------------------------------------------------------------------

/** The dashboard's periods: the last 7, 30 or 90 days, or the days from `from` to `to`. */
const returnOnSpendPeriods = ['7', '30', '90', 'custom'] as const;
/** The longest custom period, in days. */
const RETURN_ON_SPEND_MAX_DAYS = 366;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A day that exists on the calendar ('2026-02-31' does not). */
const isCalendarDay = (v: string) => {
  const day = new Date(`${v}T00:00:00Z`);
  return DAY_PATTERN.test(v) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
};
const calendarDay = z
  .string()
  .regex(DAY_PATTERN, /*i18n*/ 'must be a date (YYYY-MM-DD)')
  // A wrong spelling is told by the pattern alone.
  .refine((v) => !DAY_PATTERN.test(v) || isCalendarDay(v), /*i18n*/ 'must be a real date');

export const ReturnOnSpendQuery = z
  .object({
    period: z.enum(returnOnSpendPeriods).default('30'),
    /** With 'custom': the first and last day of the period (UTC days, both included). */
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    const required = /*i18n*/ 'is needed for a custom period';
    if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: required });
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: required });
    if (!q.from || !q.to || !isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
    if (days < 1) {
      const message = /*i18n*/ 'must not be before the first day';
      ctx.addIssue({ code: 'custom', path: ['to'], message });
    } else if (days > RETURN_ON_SPEND_MAX_DAYS) {
      // RETURN_ON_SPEND_MAX_DAYS, in words.
      const message = /*i18n*/ 'must be at most a year after the first day';
      ctx.addIssue({ code: 'custom', path: ['to'], message });
    }
  });
export type ReturnOnSpendQuery = z.input<typeof ReturnOnSpendQuery>;

const int = z.number().int();

/** What a period of leads and quotes gave back for the credits it took. */
const ReturnFigures = z.object({
  /** Jobs published in the period that were leads for the business (or that it quoted). */
  leadsReceived: int,
  /** Quotes sent in the period, and how many of them were opened, replied to, hired. */
  quotesSent: int,
  opened: int,
  replied: int,
  hired: int,
  /** Credits spent on quotes and given back in the period (the ledger's quote and return entries). */
  creditsSpent: int,
  creditsReturned: int,
  /** What those credits cost, in the site's cents (see `creditPrice`), and spent less returned. */
  spentCents: int,
  returnedCents: int,
  netCostCents: int,
  /** The net cost over the hires; null without a hire. */
  costPerHireCents: int.nullable(),
  /** The prices of the period's quotes that won work (hourly and daily rates as quoted). */
  wonValueCents: int,
});

export const ReturnOnSpendResponse = z.object({
  /** The period, from (included) to (excluded), as instants. */
  from: z.string(),
  to: z.string(),
  currency: z.enum(currencyCodes),
  /**
   * How credits become money: `cents` paid for `credits` credits. 'period': the business's
   * purchases in the period (bonus credits included); 'earlier': its purchases before, as
   * none fell in the period; 'list': the site's list price of one credit, without purchases.
   */
  creditPrice: z.object({
    basis: z.enum(['period', 'earlier', 'list']),
    cents: int,
    credits: int,
  }),
  totals: ReturnFigures,
  trades: z.array(ReturnFigures.extend({ professionSlug: slug, professionName: z.string() })),
  /**
   * Week by week (weeks start on Monday, UTC; the first and last may be cut by the period):
   * credits spent less returned and their cost, and the hires of the week's quotes.
   */
  weeks: z.array(
    z.object({ weekStart: z.string(), netCredits: int, netCostCents: int, hires: int }),
  ),
});
export type ReturnOnSpendResponse = z.infer<typeof ReturnOnSpendResponse>;

/** Why a business reports a lead. */
export const leadReportReasons = ['fake', 'unreachable', 'duplicate'] as const;
export type LeadReportReason = (typeof leadReportReasons)[number];

export const ReportLeadBody = z.object({
  reason: z.enum(leadReportReasons),
  /** What the business found (a wrong number, the same job posted twice...). */
  detail: z.string().trim().min(1).max(1000),
});
