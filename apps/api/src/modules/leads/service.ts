import type {
  DraftMetadata,
  LeadDetailPayload,
  LeadListPayload,
  LeadListQuery,
  SendQuoteBody,
  SendQuoteResponse,
  ServiceArea,
  ServiceAreaResponse,
} from '@quoteway/contracts';
import { firstName, MAX_QUOTES_PER_JOB, type QuoteType } from '@quoteway/domain';
import type { z } from 'zod';
import type { Clock } from '../../infra/clock';
import { type Database, isUniqueViolation, type Queryable } from '../../db/client';
import {
  AccountError,
  businessOnly,
  FieldRejected,
  InsufficientCredits,
  NotFoundError,
} from '../../errors';
import type { Realtime } from '../../plugins/app/realtime';
import { requireBusiness, type SessionAccount, type UserRow } from '../auth';
import { spendCredits } from '../credits';
import { presentLocality, UNOPENED_QUOTE_RETURN_MS } from '../jobs';
import { notificationLinks, type Notify } from '../notifications';
import {
  type BusinessRow,
  type LeadFilters,
  type LeadKind,
  type LeadRow,
  leadRepository,
  MAX_SERVICE_RADIUS_KM,
  type QuotedJob,
} from './repository';

type ListQuery = z.output<typeof LeadListQuery>;
type QuoteInput = z.output<typeof SendQuoteBody>;
/** The caller: a signed-in account, which carries its business row when a session loaded it. */
type Account = UserRow | SessionAccount;

const DAY_MS = 86_400_000;

const leadMessages = {
  noServiceArea: /*i18n*/ 'Set your service area in Account Settings to receive leads',
  notFound: /*i18n*/ 'Lead not found',
  alreadyQuoted: /*i18n*/ 'You have already quoted on this job',
  full: /*i18n*/ 'This job already has {quotes} quotes',
  closed: /*i18n*/ 'This job is no longer taking quotes',
  quoteSent: /*i18n*/ 'Your quote has been sent',
  draftSaved: /*i18n*/ 'Job saved as draft',
  draftRemoved: /*i18n*/ 'Draft removed',
} as const;

/**
 * The business's side of the marketplace: its lead lists (new, quoted, draft), one lead,
 * quoting with credits, drafts, and the service area that decides which jobs are leads.
 */
export function leadService(deps: {
  db: Database;
  clock: Clock;
  realtime: Realtime;
  wakeOutbox(): void;
  notify: Notify;
}) {
  const { db, clock } = deps;
  const repository = leadRepository(db);

  /** The business's row, read now (in `tx`, for a change that must see the latest). */
  async function area(tx: Queryable, userId: string): Promise<BusinessRow> {
    return ownBusiness(await leadRepository(tx).findBusiness(userId));
  }

  /**
   * The business's row for a read: the one its session loaded with the account (same
   * statement, no second read), else read now.
   */
  async function businessOf(account: Account): Promise<BusinessRow> {
    if ('business' in account) return ownBusiness(account.business ?? undefined);
    return area(db, account.id);
  }

  function ownBusiness(row: BusinessRow | undefined): BusinessRow {
    // A business account without its business (signed up with a social provider).
    if (!row) throw businessOnly();
    return row;
  }

  /** The filters every list shares: age window, budget slider, category. */
  function filters(query: ListQuery): LeadFilters {
    const now = clock.now().getTime();
    const [min, max] = query.range;
    return {
      publishedFrom: new Date(now - query.age * DAY_MS).toISOString(),
      publishedTo: new Date(now - query.age1 * DAY_MS).toISOString(),
      // The slider is in thousands of dollars; 100 means no upper limit; no budget passes at 0.
      minBudgetCents: min > 0 ? min * 100_000 : null,
      maxBudgetCents: max < 100 ? max * 100_000 : null,
      category: query.category,
    };
  }

  /** A lead as the business sees it: the job, its place and the business's own quote. */
  function toLead(row: LeadRow): LeadListPayload['data'][number] {
    const { job, quote } = row;
    return {
      _id: job.id,
      professionSlug: job.professionSlug,
      professionName: row.professionName,
      categorySlug: row.categorySlug,
      description: job.description,
      answers: job.answers,
      budgetCents: job.budgetCents,
      timing: job.timing,
      location: presentLocality(row.locality),
      distanceKm: row.distanceM === null ? 0 : Math.round(Number(row.distanceM) / 1000),
      credits: job.credits,
      noOfQuotes: job.quotesCount,
      maxQuotes: MAX_QUOTES_PER_JOB,
      status: job.status,
      createdAt: (job.publishedAt ?? job.createdAt).toISOString(),
      customer: { firstName: firstName(row.customerName) },
      direct: row.direct,
      quote: quote
        ? {
            _id: quote.id,
            estCost: { type: quote.estType as QuoteType, value: quote.estCents },
            comment: quote.comment,
            status: quote.status,
            credits: quote.credits,
            createdAt: quote.createdAt.toISOString(),
            conversationId: quote.conversationId,
          }
        : null,
    };
  }

  async function list(
    account: Account,
    kind: LeadKind,
    query: ListQuery,
  ): Promise<LeadListPayload> {
    requireBusiness(account);
    const b = await businessOf(account);
    const offset = (query.page - 1) * query.perPage;
    const rows = await repository.leadPage(b, kind, filters(query), {
      limit: query.perPage + 1,
      offset,
    });
    const page = rows.slice(0, query.perPage);
    // The total rides on the rows; past the last page there are none, so count the first.
    const total: number = rows[0]
      ? rows[0].total
      : offset > 0
        ? (await list(account, kind, { ...query, page: 1, perPage: 1 })).total
        : 0;
    return {
      data: page.map(toLead),
      moreToLoad: rows.length > query.perPage,
      total,
    } satisfies LeadListPayload;
  }

  /** The lead row for one job as this business sees it, or undefined if it may not. */
  async function visibleLead(account: Account, jobId: string) {
    const b = await businessOf(account);
    const row = await repository.leadOf(b, jobId);
    if (!row || !row.visible) return undefined;
    return { row, lead: toLead(row), business: b };
  }

  return {
    list,

    async lead(account: Account, jobId: string): Promise<LeadDetailPayload> {
      requireBusiness(account);
      const found = await visibleLead(account, jobId);
      if (!found) throw new NotFoundError(leadMessages.notFound);
      const { row, lead } = found;
      const draft = await repository.findDraft(account.id, jobId);
      let contact: LeadDetailPayload['contact'] = null;
      if (lead.quote) {
        const customer = await repository.findUser(row.job.customerId);
        if (customer) {
          contact = {
            userId: customer.id,
            userName: customer.userName,
            email: customer.email,
            mobile: row.job.mobile ?? customer.mobile ?? '',
          };
        }
      }
      const { quote, ...job } = lead;
      return {
        job,
        draftJob: draft
          ? { metadata: draft.metadata as DraftMetadata, savedAt: draft.savedAt.toISOString() }
          : null,
        noOfQuotes: lead.noOfQuotes,
        quote,
        contact,
      };
    },

    /**
     * Quote on a lead. One transaction of three statements: lock the job (quotes on one job
     * queue here, so the fifth is the last) and, if it is open, not full, not already quoted
     * by this business and still at the price the business saw, record the quote, its
     * conversation and first message; take the credits (lots row-locked, never below zero);
     * write the customer's notification and queue its e-mail and the 48-hour unopened check.
     * Any refusal, a short balance included, rolls back everything.
     */
    async sendQuote(
      account: Account,
      body: QuoteInput,
      origin: string,
    ): Promise<SendQuoteResponse> {
      requireBusiness(account);
      const now = clock.now();
      // Everything that needs no lock first: whether the business may see the lead (its
      // trades and area never change under a posted job), and the names the e-mail needs.
      const found = await visibleLead(account, body.lead._id);
      if (!found) throw new NotFoundError(leadMessages.notFound);
      if (found.lead.quote) throw new AccountError(409, leadMessages.alreadyQuoted);
      // The customer's name rides on the lead row, and the business's on its area row.
      const customer = { id: found.row.job.customerId, userName: found.row.customerName };
      const businessName = found.business.businessName;
      const outcome = await db.transaction(async (tx) => {
        // The job's lock first (quotes on one job queue there), then the lots'.
        let job: QuotedJob | undefined;
        try {
          job = await leadRepository(tx).quoteJob({
            jobId: found.row.job.id,
            businessId: account.id,
            offeredCredits: body.lead.credits,
            estType: body.estCost.type,
            estCents: body.estCost.value,
            comment: body.comment,
            checkboxes: body.checkboxes,
            at: now,
          });
        } catch (error) {
          // The same business quoting twice at once: the second waited on the job's lock.
          if (isUniqueViolation(error)) throw new AccountError(409, leadMessages.alreadyQuoted);
          throw error;
        }
        if (!job) throw new NotFoundError(leadMessages.notFound);
        const recorded = job.quote;
        if (!recorded) {
          if (job.status !== 'open') throw new AccountError(409, leadMessages.closed);
          if (job.quotesCount >= MAX_QUOTES_PER_JOB)
            throw new AccountError(409, leadMessages.full, {}, { quotes: MAX_QUOTES_PER_JOB });
          throw new AccountError(
            409,
            /*i18n*/ 'The price of this lead is {price} credits, not {offered}',
            {},
            { price: job.credits, offered: body.lead.credits },
          );
        }
        let balance: number;
        try {
          balance = await spendCredits(
            tx,
            account.id,
            job.credits,
            {
              message: /*i18n*/ 'Quote: {trade} in {place}',
              values: {
                trade: found.lead.professionName,
                place: found.lead.location.locality,
              },
            },
            now,
          );
        } catch (error) {
          if (error instanceof InsufficientCredits) {
            throw new AccountError(
              402,
              /*i18n*/ 'This lead costs {price} credits and you have {balance}. Buy credits on the Plans page.',
              { plansUrl: `/plans/${found.row.job.id}` },
              { price: job.credits, balance: error.balance },
            );
          }
          throw error;
        }
        const business = businessName ?? account.userName;
        // The customer's notification, and the check that returns the credits if the quote
        // is still unopened in 48 hours, in one statement.
        await deps.notify(tx, {
          userId: customer.id,
          kind: 'quote-received',
          values: { business, trade: found.lead.professionName },
          link: notificationLinks.myJob(found.row.job.id),
          email: {
            template: 'new-quote',
            data: {
              name: customer.userName,
              business,
              profession: found.lead.professionName,
              link: `${origin}${notificationLinks.myJob(found.row.job.id)}`,
            },
          },
          alsoQueue: [
            {
              kind: 'quote-return-check',
              payload: { quoteId: recorded.quoteId },
              availableAt: new Date(now.getTime() + UNOPENED_QUOTE_RETURN_MS),
            },
          ],
        });
        return {
          quote: {
            id: recorded.quoteId,
            estCents: body.estCost.value,
            comment: body.comment,
            status: 'sent' as const,
            credits: job.credits,
            createdAt: now,
          },
          conversationId: recorded.conversationId,
          balance,
          customerId: job.customerId,
        };
      });
      deps.realtime.toUser(account.id, 'update-credits', { userId: account.id });
      deps.realtime.toUser(outcome.customerId, 'new-conversation', {
        userIds: [outcome.customerId, account.id],
        conversationId: outcome.conversationId,
      });
      deps.wakeOutbox();
      const q = outcome.quote;
      return {
        message: leadMessages.quoteSent,
        quote: {
          _id: q.id,
          estCost: { type: body.estCost.type, value: q.estCents },
          comment: q.comment,
          status: q.status,
          credits: q.credits,
          createdAt: q.createdAt.toISOString(),
          conversationId: outcome.conversationId,
        },
        conversationId: outcome.conversationId,
        credits: outcome.balance,
      };
    },

    async saveDraft(account: Account, jobId: string, metadata: DraftMetadata) {
      requireBusiness(account);
      const found = await visibleLead(account, jobId);
      if (!found) throw new NotFoundError(leadMessages.notFound);
      if (found.lead.quote) throw new AccountError(409, leadMessages.alreadyQuoted);
      await repository.saveDraft({ businessId: account.id, jobId, metadata, savedAt: clock.now() });
      return { message: leadMessages.draftSaved };
    },

    async removeDraft(account: UserRow, jobId: string) {
      requireBusiness(account);
      if (!(await repository.deleteDraft(account.id, jobId))) {
        throw new NotFoundError(/*i18n*/ 'Draft not found');
      }
      return { message: leadMessages.draftRemoved };
    },

    async serviceArea(account: UserRow): Promise<ServiceAreaResponse> {
      requireBusiness(account);
      const b = await area(db, account.id);
      const trades = await repository.trades(account.id);
      const place = b.localityId ? await repository.findLocality(b.localityId) : undefined;
      return {
        professions: trades.sort(),
        localityId: b.localityId ?? 0,
        radiusKm: b.serviceRadiusKm,
        location: place ? presentLocality(place) : null,
      };
    },

    async updateServiceArea(account: UserRow, body: ServiceArea): Promise<ServiceAreaResponse> {
      requireBusiness(account);
      if (body.radiusKm > MAX_SERVICE_RADIUS_KM) {
        throw new FieldRejected('body.radiusKm', /*i18n*/ 'must be at most {km}', {
          km: MAX_SERVICE_RADIUS_KM,
        });
      }
      const place = await repository.findLocality(body.localityId);
      if (!place) throw new FieldRejected('body.localityId', /*i18n*/ 'is not a known locality');
      const slugs = [...new Set(body.professions)];
      const known = await repository.knownProfessions(slugs);
      const unknown = slugs.find((s) => !known.includes(s));
      if (unknown)
        throw new FieldRejected('body.professions', /*i18n*/ '"{trade}" is not a known trade', {
          trade: unknown,
        });
      await db.transaction(async (tx) => {
        await area(tx, account.id);
        await leadRepository(tx).setServiceArea(account.id, {
          localityId: place.id,
          lat: place.lat,
          lng: place.lng,
          radiusKm: body.radiusKm,
          trades: slugs,
        });
      });
      deps.realtime.toUser(account.id, 'fetch-leads', {});
      return this.serviceArea(account);
    },

    /**
     * Outbox: tell every business the live job is offered to (a notification with its e-mail,
     * and `fetch-leads`); the business the customer asked directly gets the `direct-lead` e-mail.
     */
    async sendLeadAlerts(jobId: string, origin: string) {
      const row = await repository.jobForAlerts(jobId);
      if (!row || row.job.status !== 'open') return 0;
      const targets = await repository.businessesOffered(row.job);
      await db.transaction(async (tx) => {
        for (const target of targets) {
          await deps.notify(tx, {
            userId: target.userId,
            kind: 'new-lead',
            values: { trade: row.profession, place: row.locality },
            link: notificationLinks.lead(jobId),
            email: {
              template: target.direct ? 'direct-lead' : 'new-lead',
              data: {
                name: target.userName,
                locality: row.locality,
                profession: row.profession,
                credits: String(row.job.credits),
                link: `${origin}${notificationLinks.lead(jobId)}`,
              },
            },
          });
        }
      });
      for (const target of targets) {
        deps.realtime.toUser(target.userId, 'fetch-leads', { leadId: jobId });
      }
      // The notifications' realtime hints and texts leave at once.
      if (targets.length > 0) deps.wakeOutbox();
      return targets.length;
    },
  };
}
export type LeadService = ReturnType<typeof leadService>;
