import type { LeadListPayload } from '@quoteway/contracts';
import { firstName, MAX_QUOTES_PER_JOB, type QuoteType } from '@quoteway/domain';
import type { Clock } from '../../infra/clock';
import type { Metrics } from '../../infra/metrics';
import type { Database, Queryable } from '../../db/client';
import { businessOnly } from '../../errors';
import type { Realtime } from '../../plugins/app/realtime';
import type { SessionAccount, UserRow } from '../auth';
import { currencyOfLocality, jobTitleOf, presentJobPhotos, presentLocality } from '../jobs';
import type { Notify } from '../notifications';
import { type BusinessRow, type LeadRow, leadRepository } from './repository';

/** The caller: a signed-in account, which carries its business row when a session loaded it. */
export type Account = UserRow | SessionAccount;

export const leadMessages = {
  noServiceArea: /*i18n*/ 'Set your service area in Account Settings to receive leads',
  notFound: /*i18n*/ 'Lead not found',
  alreadyQuoted: /*i18n*/ 'You have already quoted on this job',
  full: /*i18n*/ 'This job already has {quotes} quotes',
  closed: /*i18n*/ 'This job is no longer taking quotes',
  quoteSent: /*i18n*/ 'Your quote has been sent',
  draftSaved: /*i18n*/ 'Job saved as draft',
  draftRemoved: /*i18n*/ 'Draft removed',
} as const;

export interface LeadServiceDeps {
  db: Database;
  clock: Clock;
  realtime: Realtime;
  wakeOutbox(): void;
  notify: Notify;
  metrics: Pick<Metrics, 'count'>;
}

/** A lead as the business sees it: the job, its place and the business's own quote. */
export function toLead(row: LeadRow): LeadListPayload['data'][number] {
  const { job, quote } = row;
  return {
    _id: job.id,
    professionSlug: job.professionSlug,
    professionName: row.professionName,
    titleParts: jobTitleOf(job, row.professionName),
    photos: presentJobPhotos(job),
    categorySlug: row.categorySlug,
    description: job.description,
    answers: job.answers,
    budgetCents: job.budgetCents,
    currency: currencyOfLocality(row.locality),
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
          gstIncluded: quote.gstIncluded,
          comment: quote.comment,
          status: quote.status,
          credits: quote.credits,
          createdAt: quote.createdAt.toISOString(),
          conversationId: quote.conversationId,
        }
      : null,
  };
}

/** What the lead use cases share: the caller's business and a lead as it may see it. */
export function leadKit(deps: LeadServiceDeps) {
  const { db } = deps;
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

  /** The lead row for one job as this business sees it, or undefined if it may not. */
  async function visibleLead(account: Account, jobId: string) {
    const b = await businessOf(account);
    const row = await repository.leadOf(b, jobId);
    if (!row || !row.visible) return undefined;
    return { row, lead: toLead(row), business: b };
  }

  return { area, businessOf, visibleLead };
}

export type LeadKit = ReturnType<typeof leadKit>;
