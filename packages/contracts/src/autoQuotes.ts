import { QUOTE_COMMENT_MAX_LENGTH } from '@quoteway/domain';
import { z } from 'zod';
import { slug } from './fields';
import { EstCost, QuoteCheckboxes, QuotedCost } from './marketplace';

/** The most automatic quotes a rule may send in a day. */
export const MAX_AUTO_QUOTES_PER_DAY = 100;
/** The most a rule's weekly credit budget may be. */
export const MAX_AUTO_QUOTE_BUDGET_CREDITS = 100_000;

/** Whether `zone` is an IANA time zone this runtime knows (e.g. Pacific/Auckland). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A quote template for one trade: what an automatic quote says ({firstName}, {place} filled in). */
export const QuoteTemplateBody = z.object({
  estCost: EstCost,
  comment: z.string().trim().min(1, /*i18n*/ 'must not be empty').max(QUOTE_COMMENT_MAX_LENGTH),
  checkboxes: QuoteCheckboxes.default({
    cost: false,
    inspection: false,
    information: false,
    comment: false,
  }),
});
export type QuoteTemplateBody = z.input<typeof QuoteTemplateBody>;

export const QuoteTemplateParams = z.object({ professionSlug: slug });

export const QuoteTemplate = z.object({
  professionSlug: z.string(),
  estCost: QuotedCost,
  comment: z.string(),
  checkboxes: z.object({
    cost: z.boolean(),
    inspection: z.boolean(),
    information: z.boolean(),
    comment: z.boolean(),
  }),
});
export type QuoteTemplate = z.infer<typeof QuoteTemplate>;

/** When a template is sent automatically, and the limits on it. */
export const AutoQuoteRule = z.object({
  /** Trades (of the business's own) whose new leads are quoted automatically. */
  trades: z.array(slug).min(1, /*i18n*/ 'choose at least one trade').max(10),
  /** No larger than the business's service radius. */
  radiusKm: z.number().int().min(1).max(200),
  /** The highest lead price, in credits, the business will pay automatically. */
  maxLeadCredits: z.number().int().min(1).max(10_000),
  maxPerDay: z.number().int().min(1).max(MAX_AUTO_QUOTES_PER_DAY),
  weeklyBudgetCredits: z.number().int().min(1).max(MAX_AUTO_QUOTE_BUDGET_CREDITS),
  /** Active hours as minutes after local midnight: from (inclusive) to (exclusive). */
  activeFromMinute: z.number().int().min(0).max(1439),
  activeToMinute: z.number().int().min(1).max(1440),
  timeZone: z.string().max(64).refine(isTimeZone, /*i18n*/ 'is not a known time zone'),
  paused: z.boolean(),
});
export type AutoQuoteRule = z.infer<typeof AutoQuoteRule>;

const AutoQuoteTally = z.object({ quotes: z.number().int(), credits: z.number().int() });

export const AutoQuoteSettings = z.object({
  rule: AutoQuoteRule.nullable(),
  templates: z.array(QuoteTemplate),
  /** The business's own trades, with their names: those a template or the rule may name. */
  trades: z.array(z.object({ slug: z.string(), professionName: z.string() })),
  /** The business's service radius: the rule's radius may be no larger. */
  serviceRadiusKm: z.number().int(),
  /** What the rule did: today's automatic quotes (in the rule's time zone), the last 7 days', the latest. */
  activity: z.object({
    today: AutoQuoteTally,
    week: AutoQuoteTally,
    recent: z.array(
      z.object({
        quoteId: z.string(),
        jobId: z.string(),
        professionName: z.string(),
        place: z.string(),
        credits: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  }),
});
export type AutoQuoteSettings = z.infer<typeof AutoQuoteSettings>;
