import type {
  CustomerQuote,
  JobDetailResponse,
  MyJobsQuery,
  MyJobsResponse,
  PostJobBody,
  PostJobResponse,
} from '@quoteway/contracts';
import { checkAnswers, leadCreditCost } from '@quoteway/domain';
import { and, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { type Database, type Queryable, queryRows } from '../../db/client';
import { businesses, jobs, localities, professions, quotes, users } from '../../db/schema';
import { HttpError, NotFoundError } from '../../errors';
import type { Realtime } from '../../plugins/app/realtime';
import type { UserRow } from '../auth/repository';
import { AccountError, FieldRejected } from '../auth/service';
import { returnCredits } from '../credits/lots';
import { enqueue } from '../outbox/enqueue';
import { normaliseMobile, type PhoneVerificationService } from './phone';
import { presentJob } from './present';

type JobRow = typeof jobs.$inferSelect;
type PostJob = z.output<typeof PostJobBody>;
type MyJobs = z.output<typeof MyJobsQuery>;

/** Widest service radius a business can choose; bounds the matching index search. */
export const MAX_SERVICE_RADIUS_KM = 200;
/** A quote the customer has not opened after this long gets its credits back. */
export const UNOPENED_QUOTE_RETURN_MS = 48 * 3_600_000;

export interface JobServiceDeps {
  db: Database;
  clock: Clock;
  phone: PhoneVerificationService;
  /** Creates a visitor's pending account and mails its verification link. */
  registerVisitor(
    tx: Queryable,
    poster: { email: string; userName: string },
    origin: string,
  ): Promise<UserRow>;
  realtime: Realtime;
  /** Nudges the outbox worker so lead alerts go out at once rather than at the next poll. */
  wakeOutbox(): void;
}

/** Rows of the businesses a job is a lead for: trade and service area (great-circle). */
async function matchingBusinesses(
  tx: Queryable,
  job: Pick<JobRow, 'professionSlug' | 'lat' | 'lng' | 'customerId'>,
) {
  return queryRows<{ user_id: string; email: string; user_name: string }>(
    tx,
    sql`SELECT b.user_id, u.email, u.user_name
        FROM businesses b
        JOIN users u ON u.id = b.user_id AND u.status = 'ACTIVE'
        JOIN business_professions bp
          ON bp.user_id = b.user_id AND bp.profession_slug = ${job.professionSlug}
        WHERE b.service_lat IS NOT NULL
          AND earth_box(ll_to_earth(${job.lat}, ${job.lng}), ${MAX_SERVICE_RADIUS_KM * 1000})
              @> ll_to_earth(b.service_lat, b.service_lng)
          AND earth_distance(ll_to_earth(b.service_lat, b.service_lng),
                             ll_to_earth(${job.lat}, ${job.lng})) <= b.service_radius_km * 1000
          AND b.user_id <> ${job.customerId}`,
  );
}

/** The customer's side of the marketplace: posting jobs, their quotes, hiring. */
export function jobService(deps: JobServiceDeps) {
  const { db, clock } = deps;

  async function lockJob(tx: Queryable, id: string) {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    return job;
  }

  /** A job of this customer, or 404 (another customer's job is never revealed). */
  async function ownJob(tx: Queryable, account: UserRow, id: string, lock: boolean) {
    const job = lock
      ? await lockJob(tx, id)
      : (await tx.select().from(jobs).where(eq(jobs.id, id)))[0];
    if (!job || job.customerId !== account.id) throw new NotFoundError('Job not found');
    return job;
  }

  async function summary(tx: Queryable, job: JobRow) {
    const [row] = await tx
      .select({ locality: localities, professionName: professions.name })
      .from(localities)
      .innerJoin(professions, eq(professions.slug, job.professionSlug))
      .where(eq(localities.id, job.localityId));
    if (!row) throw new Error(`job ${job.id} lost its locality or profession`);
    return presentJob(job, row.locality, row.professionName);
  }

  async function customerQuotes(tx: Queryable, jobId: string): Promise<CustomerQuote[]> {
    const rows = await tx
      .select({ quote: quotes, business: businesses, owner: users })
      .from(quotes)
      .innerJoin(users, eq(users.id, quotes.businessId))
      .leftJoin(businesses, eq(businesses.userId, quotes.businessId))
      .where(eq(quotes.jobId, jobId))
      .orderBy(quotes.createdAt);
    return rows.map(({ quote, business, owner }) => ({
      _id: quote.id,
      jobId: quote.jobId,
      business: {
        userId: owner.id,
        businessName: business?.businessName ?? owner.userName,
        userName: owner.userName,
        imageUrl: owner.imageUrl,
      },
      estCost: { type: quote.estType as CustomerQuote['estCost']['type'], value: quote.estCents },
      comment: quote.comment,
      checkboxes: quote.checkboxes,
      status: quote.status,
      createdAt: quote.createdAt.toISOString(),
      conversationId: quote.conversationId,
    }));
  }

  async function detail(tx: Queryable, job: JobRow): Promise<JobDetailResponse> {
    return { job: await summary(tx, job), quotes: await customerQuotes(tx, job.id) };
  }

  /** Make a job live: publish time, then the lead alerts through the outbox. */
  async function publish(tx: Queryable, jobId: string) {
    await tx
      .update(jobs)
      .set({ status: 'open', publishedAt: clock.now() })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, 'pending')));
    await enqueue(tx, 'lead-alerts', { jobId }, clock.now());
  }

  /** Give a quote's credits back, once (the quote row is locked by the caller). */
  async function giveBack(
    tx: Queryable,
    quote: typeof quotes.$inferSelect,
    reason: string,
    professionName: string,
    origin: string,
  ) {
    await tx
      .update(quotes)
      .set({ status: 'returned', returnedAt: clock.now(), returnReason: reason })
      .where(eq(quotes.id, quote.id));
    await returnCredits(tx, quote.businessId, quote.credits, reason, clock.now());
    const [owner] = await tx.select().from(users).where(eq(users.id, quote.businessId));
    if (owner) {
      await enqueue(
        tx,
        'email',
        {
          to: owner.email,
          template: 'credits-returned',
          data: {
            name: owner.userName,
            credits: String(quote.credits),
            profession: professionName,
            reason,
            link: `${origin}/plans`,
          },
        },
        clock.now(),
      );
    }
  }

  async function professionName(tx: Queryable, slug: string) {
    const [p] = await tx
      .select({ name: professions.name })
      .from(professions)
      .where(eq(professions.slug, slug));
    return p?.name ?? slug;
  }

  return {
    async post(account: UserRow | null, body: PostJob, origin: string): Promise<PostJobResponse> {
      const [profession] = await db
        .select()
        .from(professions)
        .where(eq(professions.slug, body.professionSlug));
      if (!profession) throw new FieldRejected('body.professionSlug', 'is not a known trade');
      const [locality] = await db
        .select()
        .from(localities)
        .where(eq(localities.id, body.localityId));
      if (!locality) throw new FieldRejected('body.localityId', 'is not a known locality');
      const today = clock.now().toISOString().slice(0, 10);
      const checked = checkAnswers(profession.questions, body.answers, today);
      if (!checked.ok) throw new FieldRejected(`body.${checked.field}`, checked.message);
      const { answers } = checked;
      if (!account && !body.poster) {
        throw new FieldRejected('body.poster', 'is required when you are not signed in');
      }
      if (account && account.status !== 'ACTIVE') {
        throw new AccountError(403, 'Please verify your e-mail address first');
      }
      const mobile = normaliseMobile(body.mobile);
      const knownMobile =
        account?.mobileVerifiedAt && account.mobile && normaliseMobile(account.mobile) === mobile;
      if (!knownMobile) {
        if (!body.phoneVerificationId) {
          throw new FieldRejected('body.phoneVerificationId', 'verify your mobile number first');
        }
        if (!(await deps.phone.isVerified(db, body.phoneVerificationId, mobile))) {
          throw new FieldRejected(
            'body.phoneVerificationId',
            'is not a confirmed verification of this mobile number',
          );
        }
      }
      const credits = leadCreditCost(profession.baseCredits, body.budgetCents);
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        let customer = account;
        if (!customer && body.poster) {
          const [existing] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, body.poster.email));
          if (existing) {
            throw new AccountError(
              409,
              'An account already uses this e-mail address. Sign in to post your job.',
            );
          }
          customer = await deps.registerVisitor(tx, body.poster, origin);
        }
        if (!customer) throw new Error('unreachable: no customer');
        const live = customer.status === 'ACTIVE';
        const [job] = await tx
          .insert(jobs)
          .values({
            customerId: customer.id,
            professionSlug: profession.slug,
            answers,
            description: body.description,
            budgetCents: body.budgetCents,
            timing: body.timing,
            localityId: locality.id,
            lat: locality.lat,
            lng: locality.lng,
            mobile,
            credits,
            status: 'pending',
            createdAt: now,
          })
          .returning();
        if (!job) throw new Error('insert returned no job');
        await tx
          .update(users)
          .set({ mobile, mobileVerifiedAt: knownMobile ? customer.mobileVerifiedAt : now })
          .where(eq(users.id, customer.id));
        if (live) await publish(tx, job.id);
        const [saved] = await tx.select().from(jobs).where(eq(jobs.id, job.id));
        return { job: saved ?? job, live };
      });
      if (result.live) deps.wakeOutbox();
      return {
        job: presentJob(result.job, locality, profession.name),
        verifyEmail: !result.live,
        message: result.live
          ? 'Your job is live. Matching businesses are being told now.'
          : 'Check your e-mail: your job goes live once you confirm your address.',
      };
    },

    /** Jobs posted before the account was verified go live (runs in the verification's tx). */
    async publishPending(tx: Queryable, userId: string) {
      const pending = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.customerId, userId), eq(jobs.status, 'pending')));
      for (const job of pending) await publish(tx, job.id);
      if (pending.length > 0) setTimeout(() => deps.wakeOutbox(), 0).unref();
    },

    async myJobs(account: UserRow, query: MyJobs): Promise<MyJobsResponse> {
      const filters = [eq(jobs.customerId, account.id)];
      if (query.status !== 'all') filters.push(eq(jobs.status, query.status));
      if (query.search) {
        filters.push(ilike(professions.name, `%${query.search.replace(/[%_\\]/g, '\\$&')}%`));
      }
      const where = and(...filters);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .where(where);
      const rows = await db
        .select({ job: jobs, locality: localities, professionName: professions.name })
        .from(jobs)
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .innerJoin(localities, eq(localities.id, jobs.localityId))
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return {
        jobs: rows.map((r) => presentJob(r.job, r.locality, r.professionName)),
        page: query.page,
        perPage: query.perPage,
        total: Number(count?.n ?? 0),
      };
    },

    /** One of the customer's jobs with its quotes; the quotes count as opened from now on. */
    async myJob(account: UserRow, id: string): Promise<JobDetailResponse> {
      const job = await ownJob(db, account, id, false);
      await db
        .update(quotes)
        .set({ openedAt: clock.now() })
        .where(and(eq(quotes.jobId, job.id), isNull(quotes.openedAt)));
      return detail(db, job);
    },

    async hire(account: UserRow, id: string, quoteId: string, origin: string) {
      const { result, told } = await db.transaction(async (tx) => {
        const job = await ownJob(tx, account, id, true);
        if (job.status !== 'open') {
          throw new AccountError(409, 'Only an open job can be given to a business');
        }
        const [quote] = await tx
          .select()
          .from(quotes)
          .where(and(eq(quotes.id, quoteId), eq(quotes.jobId, job.id)))
          .for('update');
        if (!quote) throw new FieldRejected('body.quoteId', 'is not a quote on this job');
        if (quote.status === 'declined') {
          throw new AccountError(409, 'This quote is no longer open');
        }
        const now = clock.now();
        await tx
          .update(quotes)
          .set({ status: 'hired', openedAt: quote.openedAt ?? now })
          .where(eq(quotes.id, quote.id));
        const others = await tx
          .update(quotes)
          .set({ status: 'declined' })
          .where(and(eq(quotes.jobId, job.id), eq(quotes.status, 'sent')))
          .returning({ businessId: quotes.businessId });
        await tx
          .update(jobs)
          .set({ status: 'hired', hiredAt: now, hiredQuoteId: quote.id })
          .where(eq(jobs.id, job.id));
        const name = await professionName(tx, job.professionSlug);
        const [place] = await tx
          .select({ locality: localities.locality })
          .from(localities)
          .where(eq(localities.id, job.localityId));
        const notify = async (businessId: string, template: 'quote-hired' | 'quote-declined') => {
          const [owner] = await tx.select().from(users).where(eq(users.id, businessId));
          if (!owner) return;
          await enqueue(
            tx,
            'email',
            {
              to: owner.email,
              template,
              data: {
                name: owner.userName,
                customer: account.userName,
                profession: name,
                locality: place?.locality ?? '',
                link: `${origin}/leads/tab/1`,
              },
            },
            now,
          );
        };
        await notify(quote.businessId, 'quote-hired');
        for (const other of others) await notify(other.businessId, 'quote-declined');
        const [updated] = await tx.select().from(jobs).where(eq(jobs.id, job.id));
        return {
          result: await detail(tx, updated ?? job),
          told: [quote.businessId, ...others.map((o) => o.businessId)],
        };
      });
      for (const businessId of told)
        deps.realtime.toUser(businessId, 'fetch-leads', { leadId: id });
      deps.wakeOutbox();
      return result;
    },

    async complete(account: UserRow, id: string) {
      return db.transaction(async (tx) => {
        const job = await ownJob(tx, account, id, true);
        if (job.status !== 'hired') {
          throw new AccountError(409, 'Only a job with a hired business can be completed');
        }
        const [updated] = await tx
          .update(jobs)
          .set({ status: 'completed', completedAt: clock.now() })
          .where(eq(jobs.id, job.id))
          .returning();
        return detail(tx, updated ?? job);
      });
    },

    /**
     * Cancel a job. Before anyone is hired, every business that quoted gets its credits back
     * (a 'return' ledger entry with the reason), in the same transaction.
     */
    async cancel(account: UserRow, id: string, origin: string) {
      const { result, refunded } = await db.transaction(async (tx) => {
        const job = await ownJob(tx, account, id, true);
        if (job.status === 'cancelled' || job.status === 'completed') {
          throw new AccountError(409, `This job is already ${job.status}`);
        }
        const refunded: string[] = [];
        if (job.status === 'open' || job.status === 'pending') {
          const sent = await tx
            .select()
            .from(quotes)
            .where(and(eq(quotes.jobId, job.id), eq(quotes.status, 'sent')))
            .for('update');
          const name = await professionName(tx, job.professionSlug);
          for (const quote of sent) {
            await giveBack(tx, quote, 'the customer cancelled the job before hiring', name, origin);
            refunded.push(quote.businessId);
          }
        }
        const [updated] = await tx
          .update(jobs)
          .set({ status: 'cancelled', cancelledAt: clock.now() })
          .where(eq(jobs.id, job.id))
          .returning();
        return { result: await detail(tx, updated ?? job), refunded };
      });
      for (const businessId of refunded) {
        deps.realtime.toUser(businessId, 'update-credits', { userId: businessId });
        deps.realtime.toUser(businessId, 'fetch-leads', { leadId: id });
      }
      if (refunded.length > 0) deps.wakeOutbox();
      return result;
    },

    /**
     * The 48-hour check of one quote (outbox): if the customer never opened it and it is still
     * only sent, its credits go back. Row-locked and status-checked, so re-delivery is harmless.
     */
    async returnIfUnopened(quoteId: string, origin: string): Promise<boolean> {
      const returned = await db.transaction(async (tx) => {
        const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
        if (!quote || quote.status !== 'sent' || quote.openedAt) return null;
        if (clock.now().getTime() - quote.createdAt.getTime() < UNOPENED_QUOTE_RETURN_MS) {
          throw new HttpError(409, 'checked too early');
        }
        const [job] = await tx.select().from(jobs).where(eq(jobs.id, quote.jobId));
        const name = job ? await professionName(tx, job.professionSlug) : '';
        await giveBack(
          tx,
          quote,
          'the customer did not open your quote within 48 hours',
          name,
          origin,
        );
        return quote.businessId;
      });
      if (returned) deps.realtime.toUser(returned, 'update-credits', { userId: returned });
      return returned !== null;
    },

    /** Outbox: tell every matching business about a live job (e-mail + `fetch-leads`). */
    async sendLeadAlerts(jobId: string, origin: string) {
      const [row] = await db
        .select({ job: jobs, locality: localities.locality, profession: professions.name })
        .from(jobs)
        .innerJoin(localities, eq(localities.id, jobs.localityId))
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .where(eq(jobs.id, jobId));
      if (!row || row.job.status !== 'open') return 0;
      const targets = await matchingBusinesses(db, row.job);
      await db.transaction(async (tx) => {
        for (const target of targets) {
          await enqueue(
            tx,
            'email',
            {
              to: target.email,
              template: 'new-lead',
              data: {
                name: target.user_name,
                locality: row.locality,
                profession: row.profession,
                credits: String(row.job.credits),
                link: `${origin}/lead-details/${jobId}`,
              },
            },
            clock.now(),
          );
        }
      });
      for (const target of targets) {
        deps.realtime.toUser(target.user_id, 'fetch-leads', { leadId: jobId });
      }
      return targets.length;
    },
  };
}
export type JobService = ReturnType<typeof jobService>;
