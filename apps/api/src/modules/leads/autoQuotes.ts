import type { AutoQuoteRule, AutoQuoteSettings } from '@quoteway/contracts';
import type { QuoteType } from '@quoteway/domain';
import type { z } from 'zod';
import type { QuoteTemplateBody as QuoteTemplateBodySchema } from '@quoteway/contracts';
import { AccountError, FieldRejected, HttpError } from '../../errors';
import { enqueue } from '../../infra/outbox';
import { accountRepository, requireBusiness } from '../auth';
import { notificationLinks } from '../notifications';
import { autoQuoteRepository } from './autoQuoteRepository';
import type { Account, LeadKit, LeadServiceDeps } from './leadKit';
import type { AutomaticQuote, quotingService } from './quoting';
import { serviceAreaRepository } from './serviceAreaRepository';

type TemplateInput = z.output<typeof QuoteTemplateBodySchema>;
type SendQuote = ReturnType<typeof quotingService>['sendQuote'];

/** Fairness: in a lead's first 30 minutes, automatic quotes take at most 2 of its 5 places. */
const AUTO_QUOTE_FAIR_WINDOW_MS = 30 * 60_000;
const AUTO_QUOTE_FAIR_PLACES = 2;
const WEEK_MS = 7 * 24 * 3_600_000;
/** How many of the latest automatic quotes the settings show. */
const RECENT_AUTO_QUOTES = 5;

/** An automatic quote its rule's limits refuse (nothing is sent, nothing is spent). */
class AutoQuoteRefused extends Error {}

/** Minutes and milliseconds since local midnight in `timeZone`. */
function sinceLocalMidnight(now: Date, timeZone: string): { minute: number; ms: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const minute = part('hour') * 60 + part('minute');
  return { minute, ms: (minute * 60 + part('second')) * 1000 + now.getUTCMilliseconds() };
}

/** Whether `minute` (after local midnight) is within the active hours (which may wrap midnight). */
function withinActiveHours(minute: number, from: number, to: number): boolean {
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** Fill a template's {firstName} and {place}. */
function fillTemplate(comment: string, firstName: string, place: string): string {
  return comment.replaceAll('{firstName}', firstName).replaceAll('{place}', place);
}

/**
 * Automatic quotes: a business's templates (one per trade) and rule, and the outbox jobs that
 * send a matching new lead the template through the same quoting as a manual quote.
 */
export function autoQuoteService(deps: LeadServiceDeps, kit: LeadKit, sendQuote: SendQuote) {
  const { db, clock } = deps;
  const repository = autoQuoteRepository(db);

  async function settings(businessId: string): Promise<AutoQuoteSettings> {
    const now = clock.now();
    const [rule, templates, trades, serviceRadiusKm, recent] = await Promise.all([
      repository.rule(businessId),
      repository.templates(businessId),
      repository.tradesWithNames(businessId),
      repository.serviceRadiusKm(businessId),
      repository.recent(businessId, RECENT_AUTO_QUOTES),
    ]);
    // "Today" is the rule's day, as the daily limit counts it.
    const dayStart = new Date(now.getTime() - sinceLocalMidnight(now, rule?.timeZone ?? 'UTC').ms);
    const [today, week] = await Promise.all([
      repository.sentSince(businessId, dayStart),
      repository.sentSince(businessId, new Date(now.getTime() - WEEK_MS)),
    ]);
    return {
      trades,
      serviceRadiusKm,
      activity: {
        today,
        week,
        recent: recent.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      },
      rule: rule
        ? {
            trades: rule.trades,
            radiusKm: rule.radiusKm,
            maxLeadCredits: rule.maxLeadCredits,
            maxPerDay: rule.maxPerDay,
            weeklyBudgetCredits: rule.weeklyBudgetCredits,
            activeFromMinute: rule.activeFromMinute,
            activeToMinute: rule.activeToMinute,
            timeZone: rule.timeZone,
            paused: rule.paused,
          }
        : null,
      templates: templates.map((t) => ({
        professionSlug: t.professionSlug,
        estCost: { type: t.estType as QuoteType, value: t.estCents },
        comment: t.comment,
        checkboxes: t.checkboxes,
      })),
    };
  }

  /** The business's own trades (its service area's). */
  const tradesOf = (businessId: string) => serviceAreaRepository(db).trades(businessId);

  return {
    async autoQuoteSettings(account: Account): Promise<AutoQuoteSettings> {
      requireBusiness(account);
      return settings(account.id);
    },

    /** Set the rule: its trades among the business's, its radius within the service area. */
    async saveAutoQuoteRule(account: Account, body: AutoQuoteRule): Promise<AutoQuoteSettings> {
      requireBusiness(account);
      const business = await kit.businessOf(account);
      const own = new Set(await tradesOf(account.id));
      if (body.trades.some((trade) => !own.has(trade))) {
        throw new FieldRejected('body.trades', /*i18n*/ 'must be among your trades');
      }
      if (body.radiusKm > business.serviceRadiusKm) {
        throw new FieldRejected(
          'body.radiusKm',
          /*i18n*/ 'must be at most your service radius, {max} km',
          {
            max: business.serviceRadiusKm,
          },
        );
      }
      if (body.activeFromMinute === body.activeToMinute) {
        throw new FieldRejected('body.activeToMinute', /*i18n*/ 'must differ from the start');
      }
      await repository.saveRule({
        businessId: account.id,
        trades: [...new Set(body.trades)],
        radiusKm: body.radiusKm,
        maxLeadCredits: body.maxLeadCredits,
        maxPerDay: body.maxPerDay,
        weeklyBudgetCredits: body.weeklyBudgetCredits,
        activeFromMinute: body.activeFromMinute,
        activeToMinute: body.activeToMinute,
        timeZone: body.timeZone,
        paused: body.paused,
        updatedAt: clock.now(),
      });
      return settings(account.id);
    },

    /** Set the template of one of the business's trades. */
    async saveQuoteTemplate(
      account: Account,
      professionSlug: string,
      body: TemplateInput,
    ): Promise<AutoQuoteSettings> {
      requireBusiness(account);
      if (!(await tradesOf(account.id)).includes(professionSlug)) {
        throw new FieldRejected('params.professionSlug', /*i18n*/ 'must be among your trades');
      }
      await repository.saveTemplate({
        businessId: account.id,
        professionSlug,
        estType: body.estCost.type,
        estCents: body.estCost.value,
        comment: body.comment,
        checkboxes: body.checkboxes,
        updatedAt: clock.now(),
      });
      return settings(account.id);
    },

    async removeQuoteTemplate(
      account: Account,
      professionSlug: string,
    ): Promise<AutoQuoteSettings> {
      requireBusiness(account);
      await repository.removeTemplate(account.id, professionSlug);
      return settings(account.id);
    },

    /** Outbox: a job went live; queue one `auto-quote` per business whose rule matches it. */
    async queueAutoQuotes(jobId: string): Promise<number> {
      const businessIds = await repository.matchingBusinesses(jobId);
      if (businessIds.length === 0) return 0;
      await db.transaction(async (tx) => {
        for (const businessId of businessIds) {
          await enqueue(tx, 'auto-quote', { jobId, businessId }, clock.now());
        }
      });
      deps.wakeOutbox();
      return businessIds.length;
    },

    /**
     * Outbox: send one business's automatic quote on a job, through the same quoting as a
     * manual quote. Its rule's limits are checked in the quote's transaction, under the job's
     * lock and then the rule's: the day's quotes, the week's credits, and the 2-of-5 rule.
     * Returns whether it was sent; a refusal (a limit, a full job, too few credits) is final.
     */
    async sendAutoQuote(jobId: string, businessId: string, origin: string): Promise<boolean> {
      const now = clock.now();
      const rule = await repository.rule(businessId);
      if (!rule || rule.paused) return false;
      const local = sinceLocalMidnight(now, rule.timeZone);
      if (!withinActiveHours(local.minute, rule.activeFromMinute, rule.activeToMinute)) {
        return false;
      }
      const account = await accountRepository(db).findById(businessId);
      if (!account || account.status !== 'ACTIVE') return false;
      const found = await kit.visibleLead(account, jobId);
      if (!found || found.lead.quote) return false;
      if (found.lead.credits > rule.maxLeadCredits) return false;
      const template = await repository.template(businessId, found.row.job.professionSlug);
      if (!template) return false;
      const firstName = (found.row.customerName ?? '').trim().split(/\s+/)[0] ?? '';
      const place = found.lead.location.locality;

      const automatic: AutomaticQuote = async (tx, quote, at) => {
        const locked = autoQuoteRepository(tx);
        // The job is locked: automatic quotes on it queue here.
        const liveAt = await locked.liveAt(quote.jobId);
        if (liveAt && at.getTime() < liveAt.getTime() + AUTO_QUOTE_FAIR_WINDOW_MS) {
          if ((await locked.onJob(quote.jobId)) >= AUTO_QUOTE_FAIR_PLACES) {
            throw new AutoQuoteRefused('fair share');
          }
        }
        // Then the rule's row: the business's automatic quotes queue here.
        const current = await locked.lockRule(businessId);
        if (!current || current.paused) throw new AutoQuoteRefused('paused');
        const dayStart = new Date(at.getTime() - sinceLocalMidnight(at, current.timeZone).ms);
        const today = await locked.sentSince(businessId, dayStart);
        if (today.quotes >= current.maxPerDay) throw new AutoQuoteRefused('daily limit');
        const week = await locked.sentSince(businessId, new Date(at.getTime() - WEEK_MS));
        if (week.credits + quote.credits > current.weeklyBudgetCredits) {
          throw new AutoQuoteRefused('weekly budget');
        }
        if (quote.credits > current.maxLeadCredits) throw new AutoQuoteRefused('lead price');
        await locked.record({
          quoteId: quote.quoteId,
          businessId,
          jobId: quote.jobId,
          credits: quote.credits,
          createdAt: at,
        });
        await deps.notify(tx, {
          userId: businessId,
          kind: 'auto-quote-sent',
          values: { trade: found.lead.professionName, place },
          link: notificationLinks.lead(quote.jobId),
        });
      };

      try {
        await sendQuote(
          account,
          {
            lead: { _id: jobId, credits: found.lead.credits },
            estCost: { type: template.estType as QuoteType, value: template.estCents },
            comment: fillTemplate(template.comment, firstName, place),
            checkboxes: template.checkboxes,
          },
          origin,
          undefined,
          automatic,
        );
        return true;
      } catch (error) {
        if (error instanceof AutoQuoteRefused) return false;
        if (error instanceof HttpError && error.statusCode < 500) return false;
        if (error instanceof AccountError) return false;
        throw error;
      }
    },
  };
}
