import type { AuthUser, CustomerQuote, JobDetailResponse } from '@quoteway/contracts';
import { reviewerName } from '@quoteway/domain';
import type { Clock } from '../../infra/clock';
import type { Metrics } from '../../infra/metrics';
import type { FileStorage } from '../../infra/storage';
import type { Database, Queryable } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { Realtime } from '../../plugins/app/realtime';
import { businessBadge, type UserRow } from '../auth';
import type { Notify } from '../notifications';
import type { PhoneVerificationService } from './phone';
import { presentJob } from './present';
import { type JobRow, jobRepository } from './repository';

export interface JobServiceDeps {
  db: Database;
  clock: Clock;
  phone: PhoneVerificationService;
  /** Creates a visitor's pending customer account, without a password. */
  registerVisitor(
    tx: Queryable,
    poster: { email: string; userName: string },
    locale: string,
  ): Promise<UserRow>;
  /**
   * The visitor's first job is in: mails the e-mail naming it with the first-password link,
   * and answers the token of a session for the device that posted it.
   */
  welcomeVisitor(
    tx: Queryable,
    user: UserRow,
    job: { id: string; professionName: string; title: string; locality: string },
    request: { origin: string; userAgent?: string | undefined },
  ): Promise<string>;
  /**
   * An upload re-encoded as a photo and its thumbnail (businesses' `encodePhoto`: the type from
   * the bytes, size and pixel limits, metadata gone); a bad picture is a 400 naming body.image.
   */
  encodePhoto(bytes: Buffer): Promise<{ bytes: Buffer; thumbnail: { bytes: Buffer } }>;
  /** Where the photos are kept. */
  storage: FileStorage;
  /** The account as the client sees it (auth's `toAuthUser`), read after the commit. */
  presentAccount(user: UserRow): Promise<AuthUser>;
  realtime: Realtime;
  /** Nudges the outbox worker so lead alerts go out at once rather than at the next poll. */
  wakeOutbox(): void;
  /** Tells a person something happened (modules/notifications), in the caller's transaction. */
  notify: Notify;
  /** Counts returned credits for operators (infra/metrics). */
  metrics: Pick<Metrics, 'count'>;
}

/** A job of this customer, or 404 (another customer's job is never revealed). */
export async function ownJob(tx: Queryable, account: UserRow, id: string, lock: boolean) {
  const job = lock ? await jobRepository(tx).lockJob(id) : await jobRepository(tx).findJob(id);
  if (!job || job.customerId !== account.id) throw new NotFoundError(/*i18n*/ 'Job not found');
  return job;
}

async function summary(tx: Queryable, job: JobRow) {
  const row = await jobRepository(tx).jobPlace(job);
  if (!row) throw new Error(`job ${job.id} lost its locality or profession`);
  return presentJob(job, row.locality, row.professionName, Boolean(row.reviewed));
}

/** Response times are the median over a business's quotes of this recent past. */
const RESPONSE_TIME_WINDOW_DAYS = 180;

/** A review's first line, short enough for a card ("Arrived on time and…"). */
const REVIEW_LINE_MAX = 140;

function reviewLine(body: string): string {
  const first = body.trim().split(/\r?\n/)[0] ?? '';
  return first.length > REVIEW_LINE_MAX
    ? `${first.slice(0, REVIEW_LINE_MAX - 1).trimEnd()}…`
    : first;
}

/**
 * The quotes on a job with what each business's profile knows: two statements whatever the
 * number of quotes (the quotes with their businesses, then every business's figures at once).
 */
async function customerQuotes(tx: Queryable, jobId: string, now: Date): Promise<CustomerQuote[]> {
  const repository = jobRepository(tx);
  const since = new Date(now.getTime() - RESPONSE_TIME_WINDOW_DAYS * 86_400_000);
  const [rows, facts] = [
    await repository.quotesOn(jobId),
    await repository.businessFacts(jobId, since),
  ];
  const factsOf = new Map(facts.map((row) => [row.businessId, row]));
  return rows.map(({ quote, business, owner }) => {
    const { _id, ...badge } = businessBadge(owner, business);
    const known = factsOf.get(quote.businessId);
    const review =
      known?.reviewRating != null && known.reviewBody != null && known.reviewCreatedAt != null
        ? {
            rating: known.reviewRating,
            text: reviewLine(known.reviewBody),
            reviewer: reviewerName(known.reviewerName ?? ''),
            createdAt: new Date(known.reviewCreatedAt).toISOString(),
          }
        : null;
    return {
      _id: quote.id,
      jobId: quote.jobId,
      business: {
        userId: _id,
        userName: owner.userName,
        imageUrl: owner.imageUrl,
        ...badge,
        register: business?.businessNumberKind ?? null,
        licences: business?.licences ?? [],
        hires: known?.hires ?? 0,
        responseMinutes:
          known?.responseSeconds == null
            ? null
            : Math.max(0, Math.round(known.responseSeconds / 60)),
        recentReview: review,
      },
      estCost: { type: quote.estType as CustomerQuote['estCost']['type'], value: quote.estCents },
      gstIncluded: quote.gstIncluded,
      comment: quote.comment,
      checkboxes: quote.checkboxes,
      status: quote.status,
      createdAt: quote.createdAt.toISOString(),
      conversationId: quote.conversationId,
    };
  });
}

/** A job as its customer sees it, with the quotes on it (`now` sets the response-time window). */
export async function jobDetail(tx: Queryable, job: JobRow, now: Date): Promise<JobDetailResponse> {
  return { job: await summary(tx, job), quotes: await customerQuotes(tx, job.id, now) };
}
