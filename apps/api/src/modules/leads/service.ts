import type {
  DraftMetadata,
  Lead,
  LeadDetailPayload,
  LeadListPayload,
  LeadListQuery,
  QuoteStatus,
  SendQuoteBody,
  SendQuoteResponse,
  ServiceArea,
  ServiceAreaResponse,
} from '@quoteway/contracts';
import { MAX_QUOTES_PER_JOB, type QuoteType } from '@quoteway/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { type Database, type Queryable, queryRows } from '../../db/client';
import {
  businesses,
  businessProfessions,
  conversations,
  draftLeads,
  jobs,
  localities,
  messages,
  professions,
  quotes,
  users,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Realtime } from '../../plugins/app/realtime';
import type { UserRow } from '../auth/repository';
import { AccountError, FieldRejected } from '../auth/service';
import { creditBalance, InsufficientCredits, spendCredits } from '../credits/lots';
import { MAX_SERVICE_RADIUS_KM, UNOPENED_QUOTE_RETURN_MS } from '../jobs/service';
import { presentLocality } from '../jobs/present';
import { enqueue } from '../outbox/enqueue';

type ListQuery = z.output<typeof LeadListQuery>;
type QuoteInput = z.output<typeof SendQuoteBody>;
type LeadKind = 'new' | 'quoted' | 'draft';

const DAY_MS = 86_400_000;

const leadMessages = {
  businessOnly: 'Only business users can see leads',
  noServiceArea: 'Set your service area in Account Settings to receive leads',
  notFound: 'Lead not found',
  alreadyQuoted: 'You have already quoted on this job',
  full: `This job already has ${MAX_QUOTES_PER_JOB} quotes`,
  closed: 'This job is no longer taking quotes',
  quoteSent: 'Your quote has been sent',
  draftSaved: 'Job saved as draft',
  draftRemoved: 'Draft removed',
} as const;

/** One row of the lead queries (snake_case from raw SQL). */
interface LeadRow {
  id: string;
  customer_id: string;
  profession_slug: string;
  profession_name: string;
  category_slug: string;
  description: string;
  answers: Lead['answers'] | string;
  budget_cents: number | null;
  timing: string;
  locality_id: number;
  credits: number;
  quotes_count: number;
  status: Lead['status'];
  published_at: unknown;
  created_at: unknown;
  distance_m: number | string | null;
  customer_name: string;
  quote_id: string | null;
  quote_est_type: string | null;
  quote_est_cents: number | null;
  quote_comment: string | null;
  quote_status: QuoteStatus | null;
  quote_credits: number | null;
  quote_created_at: unknown;
  quote_conversation_id: string | null;
  total: number | string;
}

const iso = (value: unknown) => new Date(String(value)).toISOString();
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * The business's side of the marketplace: its lead lists (new, quoted, draft), one lead,
 * quoting with credits, drafts, and the service area that decides which jobs are leads.
 */
export function leadService(deps: {
  db: Database;
  clock: Clock;
  realtime: Realtime;
  wakeOutbox(): void;
}) {
  const { db, clock } = deps;

  function requireBusiness(account: UserRow) {
    if (account.userType !== 'Business User')
      throw new AccountError(403, leadMessages.businessOnly);
  }

  async function area(tx: Queryable, userId: string) {
    const [row] = await tx.select().from(businesses).where(eq(businesses.userId, userId));
    if (!row) throw new AccountError(403, leadMessages.businessOnly);
    return row;
  }

  /** SQL: is job `j` inside business `b`'s trades and service area? */
  function matches(b: typeof businesses.$inferSelect): SQL {
    if (b.serviceLat === null || b.serviceLng === null) return sql`false`;
    return sql`j.profession_slug IN (SELECT profession_slug FROM business_professions
                                     WHERE user_id = ${b.userId})
      AND earth_box(ll_to_earth(${b.serviceLat}, ${b.serviceLng}), ${b.serviceRadiusKm * 1000})
          @> ll_to_earth(j.lat, j.lng)
      AND earth_distance(ll_to_earth(${b.serviceLat}, ${b.serviceLng}), ll_to_earth(j.lat, j.lng))
          <= ${b.serviceRadiusKm * 1000}`;
  }

  function distance(b: typeof businesses.$inferSelect): SQL {
    if (b.serviceLat === null || b.serviceLng === null) return sql`NULL::float8`;
    return sql`earth_distance(ll_to_earth(${b.serviceLat}, ${b.serviceLng}), ll_to_earth(j.lat, j.lng))`;
  }

  /** The filters every list shares: age window, budget slider, category. */
  function filters(query: ListQuery): SQL {
    const now = clock.now().getTime();
    const oldest = new Date(now - query.age * DAY_MS).toISOString();
    const newest = new Date(now - query.age1 * DAY_MS).toISOString();
    const [min, max] = query.range;
    const parts: SQL[] = [
      sql`coalesce(j.published_at, j.created_at) >= ${oldest}`,
      sql`coalesce(j.published_at, j.created_at) <= ${newest}`,
    ];
    // The slider is in thousands of dollars; 100 means no upper limit; no budget passes at 0.
    if (min > 0) parts.push(sql`j.budget_cents >= ${min * 100_000}`);
    if (max < 100) parts.push(sql`(j.budget_cents IS NULL OR j.budget_cents <= ${max * 100_000})`);
    if (min > 0 && max < 100) parts.push(sql`j.budget_cents IS NOT NULL`);
    if (query.category) parts.push(sql`p.category_slug = ${query.category}`);
    return sql.join(parts, sql` AND `);
  }

  function toLead(row: LeadRow): LeadListPayload['data'][number] {
    const answers = typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers;
    return {
      _id: row.id,
      professionSlug: row.profession_slug,
      professionName: row.profession_name,
      categorySlug: row.category_slug,
      description: row.description,
      answers,
      budgetCents: row.budget_cents === null ? null : Number(row.budget_cents),
      timing: row.timing,
      location: undefined as unknown as Lead['location'],
      distanceKm: row.distance_m === null ? 0 : Math.round(Number(row.distance_m) / 1000),
      credits: Number(row.credits),
      noOfQuotes: Number(row.quotes_count),
      maxQuotes: MAX_QUOTES_PER_JOB,
      status: row.status,
      createdAt: iso(row.published_at ?? row.created_at),
      customer: { firstName: firstName(row.customer_name) },
      quote: row.quote_id
        ? {
            _id: row.quote_id,
            estCost: {
              type: row.quote_est_type as QuoteType,
              value: Number(row.quote_est_cents),
            },
            comment: row.quote_comment ?? '',
            status: row.quote_status as QuoteStatus,
            credits: Number(row.quote_credits),
            createdAt: iso(row.quote_created_at),
            conversationId: row.quote_conversation_id,
          }
        : null,
    };
  }

  async function attachLocalities(tx: Queryable, rows: LeadRow[]) {
    const ids = [...new Set(rows.map((r) => r.locality_id))];
    if (ids.length === 0) return [];
    const places = await tx.select().from(localities).where(inArray(localities.id, ids));
    const byId = new Map(places.map((p) => [p.id, presentLocality(p)]));
    return rows.map((row) => {
      const lead = toLead(row);
      const location = byId.get(row.locality_id);
      if (!location) throw new Error(`job ${row.id} lost its locality`);
      return { ...lead, location };
    });
  }

  const leadColumns = (b: typeof businesses.$inferSelect) => sql`
    j.id, j.customer_id, j.profession_slug, p.name AS profession_name,
    p.category_slug, j.description, j.answers, j.budget_cents, j.timing, j.locality_id,
    j.credits, j.quotes_count, j.status, j.published_at, j.created_at,
    ${distance(b)} AS distance_m, u.user_name AS customer_name,
    q.id AS quote_id, q.est_type AS quote_est_type, q.est_cents AS quote_est_cents,
    q.comment AS quote_comment, q.status AS quote_status, q.credits AS quote_credits,
    q.created_at AS quote_created_at, q.conversation_id AS quote_conversation_id,
    count(*) OVER () AS total`;

  async function list(
    account: UserRow,
    kind: LeadKind,
    query: ListQuery,
  ): Promise<LeadListPayload> {
    requireBusiness(account);
    const b = await area(db, account.id);
    const offset = (query.page - 1) * query.perPage;
    const limit = query.perPage + 1;
    const common = filters(query);
    let statement: SQL;
    if (kind === 'new') {
      statement = sql`SELECT ${leadColumns(b)}
        FROM jobs j
        JOIN professions p ON p.slug = j.profession_slug
        JOIN users u ON u.id = j.customer_id
        LEFT JOIN quotes q ON false
        WHERE j.status = 'open' AND j.quotes_count < ${MAX_QUOTES_PER_JOB}
          AND j.customer_id <> ${account.id}
          AND ${matches(b)} AND ${common}
          AND NOT EXISTS (SELECT 1 FROM quotes mine
                          WHERE mine.job_id = j.id AND mine.business_id = ${account.id})
          AND NOT EXISTS (SELECT 1 FROM draft_leads d
                          WHERE d.job_id = j.id AND d.business_id = ${account.id})
        ORDER BY j.published_at DESC, j.id DESC
        LIMIT ${limit} OFFSET ${offset}`;
    } else if (kind === 'quoted') {
      statement = sql`SELECT ${leadColumns(b)}
        FROM quotes q
        JOIN jobs j ON j.id = q.job_id
        JOIN professions p ON p.slug = j.profession_slug
        JOIN users u ON u.id = j.customer_id
        WHERE q.business_id = ${account.id} AND ${common}
        ORDER BY q.created_at DESC, q.id DESC
        LIMIT ${limit} OFFSET ${offset}`;
    } else {
      statement = sql`SELECT ${leadColumns(b)}
        FROM draft_leads d
        JOIN jobs j ON j.id = d.job_id
        JOIN professions p ON p.slug = j.profession_slug
        JOIN users u ON u.id = j.customer_id
        LEFT JOIN quotes q ON false
        WHERE d.business_id = ${account.id} AND ${common}
        ORDER BY d.saved_at DESC, j.id DESC
        LIMIT ${limit} OFFSET ${offset}`;
    }
    const rows = await queryRows<LeadRow>(db, statement);
    const page = rows.slice(0, query.perPage);
    // The total rides on the rows; past the last page there are none, so count the first.
    const total: number = rows[0]
      ? Number(rows[0].total)
      : offset > 0
        ? (await list(account, kind, { ...query, page: 1, perPage: 1 })).total
        : 0;
    return {
      data: await attachLocalities(db, page),
      moreToLoad: rows.length > query.perPage,
      total,
    } satisfies LeadListPayload;
  }

  /** The lead row for one job as this business sees it, or undefined if it may not. */
  async function visibleLead(tx: Queryable, account: UserRow, jobId: string) {
    const b = await area(tx, account.id);
    const rows = await queryRows<LeadRow & { visible: boolean }>(
      tx,
      sql`SELECT ${leadColumns(b)},
            (q.id IS NOT NULL
              OR EXISTS (SELECT 1 FROM draft_leads d WHERE d.job_id = j.id
                         AND d.business_id = ${account.id})
              OR (j.status <> 'pending' AND j.customer_id <> ${account.id} AND ${matches(b)})
            ) AS visible
          FROM jobs j
          JOIN professions p ON p.slug = j.profession_slug
          JOIN users u ON u.id = j.customer_id
          LEFT JOIN quotes q ON q.job_id = j.id AND q.business_id = ${account.id}
          WHERE j.id = ${jobId}`,
    );
    const row = rows[0];
    if (!row || !row.visible) return undefined;
    const [lead] = await attachLocalities(tx, [row]);
    return lead ? { row, lead } : undefined;
  }

  return {
    list,

    async lead(account: UserRow, jobId: string): Promise<LeadDetailPayload> {
      requireBusiness(account);
      const found = await visibleLead(db, account, jobId);
      if (!found) throw new NotFoundError(leadMessages.notFound);
      const { row, lead } = found;
      const [draft] = await db
        .select()
        .from(draftLeads)
        .where(and(eq(draftLeads.jobId, jobId), eq(draftLeads.businessId, account.id)));
      let contact: LeadDetailPayload['contact'] = null;
      if (lead.quote) {
        const [customer] = await db.select().from(users).where(eq(users.id, row.customer_id));
        const [job] = await db.select({ mobile: jobs.mobile }).from(jobs).where(eq(jobs.id, jobId));
        if (customer) {
          contact = {
            userId: customer.id,
            userName: customer.userName,
            email: customer.email,
            mobile: job?.mobile ?? customer.mobile ?? '',
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
     * Quote on a lead. One transaction: lock the job (quotes on one job queue here, so the
     * fifth is the last), check it is open, not full, not already quoted by this business and
     * still at the price the business saw; take the credits (lots row-locked, never below
     * zero); record the quote, its conversation and first message; queue the customer's
     * e-mail and the 48-hour unopened check. Any refusal rolls back everything.
     */
    async sendQuote(
      account: UserRow,
      body: QuoteInput,
      origin: string,
    ): Promise<SendQuoteResponse> {
      requireBusiness(account);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const [job] = await tx.select().from(jobs).where(eq(jobs.id, body.lead._id)).for('update');
        const found = job ? await visibleLead(tx, account, job.id) : undefined;
        if (!job || !found) throw new NotFoundError(leadMessages.notFound);
        if (found.lead.quote) throw new AccountError(409, leadMessages.alreadyQuoted);
        if (job.status !== 'open') throw new AccountError(409, leadMessages.closed);
        if (job.quotesCount >= MAX_QUOTES_PER_JOB) throw new AccountError(409, leadMessages.full);
        if (job.credits !== body.lead.credits) {
          throw new AccountError(
            409,
            `The price of this lead is ${job.credits} credits, not ${body.lead.credits}`,
          );
        }
        try {
          await spendCredits(
            tx,
            account.id,
            job.credits,
            `Quote: ${found.lead.professionName} in ${found.lead.location.locality}`,
            now,
          );
        } catch (error) {
          if (error instanceof InsufficientCredits) {
            throw new AccountError(
              402,
              `This lead costs ${job.credits} credits and you have ${error.balance}. Buy credits on the Plans page.`,
              { plansUrl: `/plans/${job.id}` },
            );
          }
          throw error;
        }
        const [quote] = await tx
          .insert(quotes)
          .values({
            jobId: job.id,
            businessId: account.id,
            estType: body.estCost.type,
            estCents: body.estCost.value,
            comment: body.comment,
            checkboxes: body.checkboxes,
            credits: job.credits,
            status: 'sent',
            createdAt: now,
          })
          .returning();
        if (!quote) throw new Error('insert returned no quote');
        const [conversation] = await tx
          .insert(conversations)
          .values({
            jobId: job.id,
            customerId: job.customerId,
            businessId: account.id,
            createdAt: now,
            lastMessageAt: now,
          })
          .onConflictDoUpdate({
            target: [conversations.jobId, conversations.customerId, conversations.businessId],
            set: { lastMessageAt: now },
          })
          .returning();
        if (!conversation) throw new Error('no conversation');
        await tx.insert(messages).values({
          conversationId: conversation.id,
          senderId: account.id,
          body: body.comment,
          messageType: 'quote',
          quoteId: quote.id,
          sentAt: now,
        });
        await tx
          .update(quotes)
          .set({ conversationId: conversation.id })
          .where(eq(quotes.id, quote.id));
        await tx
          .update(jobs)
          .set({ quotesCount: sql`${jobs.quotesCount} + 1` })
          .where(eq(jobs.id, job.id));
        await tx
          .delete(draftLeads)
          .where(and(eq(draftLeads.jobId, job.id), eq(draftLeads.businessId, account.id)));
        const [customer] = await tx.select().from(users).where(eq(users.id, job.customerId));
        const [business] = await tx
          .select({ name: businesses.businessName })
          .from(businesses)
          .where(eq(businesses.userId, account.id));
        if (customer) {
          await enqueue(
            tx,
            'email',
            {
              to: customer.email,
              template: 'new-quote',
              data: {
                name: customer.userName,
                business: business?.name ?? account.userName,
                profession: found.lead.professionName,
                link: `${origin}/my-jobs/0/${job.id}`,
              },
            },
            now,
          );
        }
        await enqueue(
          tx,
          'quote-return-check',
          { quoteId: quote.id },
          new Date(now.getTime() + UNOPENED_QUOTE_RETURN_MS),
        );
        const balance = await creditBalance(tx, account.id, now);
        return { quote, conversationId: conversation.id, balance, customerId: job.customerId };
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

    async saveDraft(account: UserRow, jobId: string, metadata: DraftMetadata) {
      requireBusiness(account);
      const found = await visibleLead(db, account, jobId);
      if (!found) throw new NotFoundError(leadMessages.notFound);
      if (found.lead.quote) throw new AccountError(409, leadMessages.alreadyQuoted);
      await db
        .insert(draftLeads)
        .values({ businessId: account.id, jobId, metadata, savedAt: clock.now() })
        .onConflictDoUpdate({
          target: [draftLeads.businessId, draftLeads.jobId],
          set: { metadata, savedAt: clock.now() },
        });
      return { message: leadMessages.draftSaved };
    },

    async removeDraft(account: UserRow, jobId: string) {
      requireBusiness(account);
      const removed = await db
        .delete(draftLeads)
        .where(and(eq(draftLeads.jobId, jobId), eq(draftLeads.businessId, account.id)))
        .returning({ jobId: draftLeads.jobId });
      if (removed.length === 0) throw new NotFoundError('Draft not found');
      return { message: leadMessages.draftRemoved };
    },

    async serviceArea(account: UserRow): Promise<ServiceAreaResponse> {
      requireBusiness(account);
      const b = await area(db, account.id);
      const trades = await db
        .select({ slug: businessProfessions.professionSlug })
        .from(businessProfessions)
        .where(eq(businessProfessions.userId, account.id));
      const [place] = b.localityId
        ? await db.select().from(localities).where(eq(localities.id, b.localityId))
        : [];
      return {
        professions: trades.map((t) => t.slug).sort(),
        localityId: b.localityId ?? 0,
        radiusKm: b.serviceRadiusKm,
        location: place ? presentLocality(place) : null,
      };
    },

    async updateServiceArea(account: UserRow, body: ServiceArea): Promise<ServiceAreaResponse> {
      requireBusiness(account);
      if (body.radiusKm > MAX_SERVICE_RADIUS_KM) {
        throw new FieldRejected('body.radiusKm', `must be at most ${MAX_SERVICE_RADIUS_KM}`);
      }
      const [place] = await db.select().from(localities).where(eq(localities.id, body.localityId));
      if (!place) throw new FieldRejected('body.localityId', 'is not a known locality');
      const slugs = [...new Set(body.professions)];
      const known = await db
        .select({ slug: professions.slug })
        .from(professions)
        .where(inArray(professions.slug, slugs));
      const unknown = slugs.find((s) => !known.some((k) => k.slug === s));
      if (unknown) throw new FieldRejected('body.professions', `"${unknown}" is not a known trade`);
      await db.transaction(async (tx) => {
        await area(tx, account.id);
        await tx
          .update(businesses)
          .set({
            localityId: place.id,
            serviceLat: place.lat,
            serviceLng: place.lng,
            serviceRadiusKm: body.radiusKm,
          })
          .where(eq(businesses.userId, account.id));
        await tx.delete(businessProfessions).where(eq(businessProfessions.userId, account.id));
        await tx
          .insert(businessProfessions)
          .values(slugs.map((professionSlug) => ({ userId: account.id, professionSlug })));
      });
      deps.realtime.toUser(account.id, 'fetch-leads', {});
      return this.serviceArea(account);
    },
  };
}
export type LeadService = ReturnType<typeof leadService>;
