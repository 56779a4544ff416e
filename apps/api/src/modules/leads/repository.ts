import { MAX_QUOTES_PER_JOB } from '@quoteway/domain';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { placeholder, preparedOnce, type Queryable } from '../../db/client';
import { jobInServiceArea, type Operand, serves } from '../../db/serviceArea';
import {
  businesses,
  draftLeads,
  jobs,
  localities,
  professions,
  quotes,
  users,
} from '../../db/schema';

export type BusinessRow = typeof businesses.$inferSelect;
export type LeadKind = 'new' | 'quoted' | 'draft';

/**
 * The business a lead query is for, as operands. The lead queries are built once per shape
 * with placeholders (`searcher`) and run with the business's values (`searcherValues`).
 */
interface Searcher {
  userId: Operand;
  /** Its service circle; null until it has one. */
  area: { lat: Operand; lng: Operand; radiusM: Operand } | null;
}

/** The placeholders of a business with or without a service area. */
function searcher(hasArea: boolean): Searcher {
  return {
    userId: placeholder('me'),
    area: hasArea
      ? { lat: placeholder('lat'), lng: placeholder('lng'), radiusM: placeholder('radiusM') }
      : null,
  };
}

/** The values of `searcher`'s placeholders for `b`. */
function searcherValues(b: BusinessRow) {
  return {
    me: b.userId,
    lat: b.serviceLat,
    lng: b.serviceLng,
    radiusM: b.serviceRadiusKm * 1000,
  };
}

const hasArea = (b: BusinessRow) => b.serviceLat !== null && b.serviceLng !== null;

/** SQL: the jobs `b` serves (false until the business has a service area). */
function servedBy(b: Searcher): SQL {
  if (!b.area) return sql`false`;
  return serves(
    { userId: b.userId, ...b.area },
    { professionSlug: jobs.professionSlug, lat: jobs.lat, lng: jobs.lng },
  );
}

/**
 * SQL: is the job offered to `b`? It asked `b` for a quote (a direct lead, whatever the
 * trade and place), or `b` serves it and the customer did not ask for one business only.
 */
function offeredTo(b: Searcher): SQL {
  return sql`(${jobs.directBusinessId} = ${b.userId}
    OR (NOT ${jobs.onlyDirect} AND ${servedBy(b)}))`;
}

/**
 * SQL: `offeredTo(b)` for the new-leads list of open jobs published in the list's window, as
 * two searches that each have an index: the jobs that asked `b` (jobs_direct_idx), and, for
 * each of `b`'s trades, the open jobs of that trade inside its circle's box and published in
 * the window (jobs_open_trade_place_idx: trade, place and age in one GiST index), kept when
 * inside the circle. Under one OR, PostgreSQL could use neither.
 *
 * The per-trade search is a LATERAL subquery fenced with OFFSET 0, so each trade is a
 * condition of the index scan. Unfenced, the planner flattens it into a join and scans the
 * box and window for every trade (about 650 buffers for the median business against 45); a
 * trade list given as `= ANY(array)` is no better, as btree_gist cannot search by one.
 * The `status = 'open'` literals match the partial indexes' predicate, also in a cached
 * generic plan.
 */
function offeredOpenJob(b: Searcher, f: FilterOperands): SQL {
  const direct = sql`SELECT id FROM jobs WHERE status = 'open' AND direct_business_id = ${b.userId}`;
  if (!b.area) return sql`${jobs.id} IN (${direct})`;
  const job = { lat: sql`j.lat`, lng: sql`j.lng` };
  return sql`${jobs.id} IN (
    ${direct}
    UNION ALL
    SELECT near.id FROM business_professions bp
    CROSS JOIN LATERAL (
      SELECT j.id FROM jobs j
      WHERE j.status = 'open' AND j.profession_slug = bp.profession_slug
        AND ${jobInServiceArea(b.area, job)}
        AND coalesce(j.published_at, j.created_at) BETWEEN ${f.publishedFrom} AND ${f.publishedTo}
        AND NOT j.only_direct AND j.direct_business_id IS DISTINCT FROM ${b.userId}
      OFFSET 0) near
    WHERE bp.user_id = ${b.userId})`;
}

/** What narrows a lead list (every list has them): publication window, budget, category. */
export interface LeadFilters {
  /** ISO instants: the job was published (or, if never, created) in this window. */
  publishedFrom: string;
  publishedTo: string;
  /** Budget bounds in cents; null for no bound. With both, a job without a budget is out. */
  minBudgetCents: number | null;
  maxBudgetCents: number | null;
  category?: string | undefined;
}

/** `LeadFilters` as placeholders: the bounds a list has, and none for those it has not. */
interface FilterOperands {
  publishedFrom: SQL;
  publishedTo: SQL;
  minBudgetCents: SQL | null;
  maxBudgetCents: SQL | null;
  category: SQL | null;
}

function filterOperands(f: LeadFilters): FilterOperands {
  return {
    publishedFrom: placeholder('publishedFrom'),
    publishedTo: placeholder('publishedTo'),
    minBudgetCents: f.minBudgetCents === null ? null : placeholder('minBudgetCents'),
    maxBudgetCents: f.maxBudgetCents === null ? null : placeholder('maxBudgetCents'),
    category: f.category ? placeholder('category') : null,
  };
}

/** Which filters a list has: with the kind and the area, a lead list's shape. */
const filterShape = (f: FilterOperands) =>
  [f.minBudgetCents && 'min', f.maxBudgetCents && 'max', f.category && 'category']
    .filter(Boolean)
    .join(',');

function whereFilters(f: FilterOperands): SQL {
  const published = sql`coalesce(${jobs.publishedAt}, ${jobs.createdAt})`;
  const parts: SQL[] = [
    sql`${published} >= ${f.publishedFrom}`,
    sql`${published} <= ${f.publishedTo}`,
  ];
  if (f.minBudgetCents !== null) parts.push(sql`${jobs.budgetCents} >= ${f.minBudgetCents}`);
  if (f.maxBudgetCents !== null) {
    parts.push(sql`(${jobs.budgetCents} IS NULL OR ${jobs.budgetCents} <= ${f.maxBudgetCents})`);
  }
  if (f.minBudgetCents !== null && f.maxBudgetCents !== null) {
    parts.push(sql`${jobs.budgetCents} IS NOT NULL`);
  }
  if (f.category !== null) parts.push(sql`${professions.categorySlug} = ${f.category}`);
  return sql.join(parts, sql` AND `);
}

/**
 * The job's columns a lead shows or acts on: only those, as a page of leads reads them for
 * every request (each column more is more for PostgreSQL to send and the API to parse).
 */
const leadJobColumns = {
  id: jobs.id,
  customerId: jobs.customerId,
  professionSlug: jobs.professionSlug,
  answers: jobs.answers,
  titleParts: jobs.titleParts,
  photos: jobs.photos,
  description: jobs.description,
  budgetCents: jobs.budgetCents,
  timing: jobs.timing,
  mobile: jobs.mobile,
  credits: jobs.credits,
  status: jobs.status,
  quotesCount: jobs.quotesCount,
  createdAt: jobs.createdAt,
  publishedAt: jobs.publishedAt,
};

/** This business's quote on the job, as a lead shows it. */
const leadQuoteColumns = {
  id: quotes.id,
  estType: quotes.estType,
  estCents: quotes.estCents,
  gstIncluded: quotes.gstIncluded,
  comment: quotes.comment,
  status: quotes.status,
  credits: quotes.credits,
  createdAt: quotes.createdAt,
  conversationId: quotes.conversationId,
};

/** The columns of a lead row: the job, its trade, its customer and this business's quote. */
function leadColumns(b: Searcher) {
  const distanceM = b.area
    ? sql<number | null>`earth_distance(ll_to_earth(${b.area.lat}, ${b.area.lng}),
                                          ll_to_earth(${jobs.lat}, ${jobs.lng}))`
    : sql<number | null>`NULL::float8`;
  return {
    job: leadJobColumns,
    professionName: professions.name,
    categorySlug: professions.categorySlug,
    customerName: users.userName,
    locality: localities,
    quote: leadQuoteColumns,
    distanceM,
    /** The customer asked this business for a quote (from its page). */
    direct: sql<boolean>`coalesce(${jobs.directBusinessId} = ${b.userId}, false)`,
    /** Rows of the whole list, before LIMIT (the same on every row). */
    total: sql<number>`count(*) OVER ()`.mapWith(Number),
  };
}

/** SQL for the business's side of the marketplace: leads, quotes, drafts, service areas. */
export function leadRepository(db: Queryable) {
  const leadsOf = (b: Searcher) =>
    db
      .select(leadColumns(b))
      .from(jobs)
      .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
      .innerJoin(users, eq(users.id, jobs.customerId))
      .innerJoin(localities, eq(localities.id, jobs.localityId));

  /**
   * A lead list's query, built once per shape (kind, service area or none, the filters
   * present): building it cost more API time than PostgreSQL took to run it.
   */
  function leadPageQuery(kind: LeadKind, b: Searcher, f: FilterOperands) {
    const me = b.userId;
    const filters = whereFilters(f);
    const limit = sql.placeholder('limit');
    const offset = sql.placeholder('offset');
    if (kind === 'quoted') {
      return leadsOf(b)
        .innerJoin(quotes, and(eq(quotes.jobId, jobs.id), sql`${quotes.businessId} = ${me}`))
        .where(filters)
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(limit)
        .offset(offset);
    }
    if (kind === 'draft') {
      return leadsOf(b)
        .innerJoin(
          draftLeads,
          and(eq(draftLeads.jobId, jobs.id), sql`${draftLeads.businessId} = ${me}`),
        )
        .leftJoin(quotes, sql`false`)
        .where(filters)
        .orderBy(desc(draftLeads.savedAt), desc(jobs.id))
        .limit(limit)
        .offset(offset);
    }
    return leadsOf(b)
      .leftJoin(quotes, sql`false`)
      .where(
        and(
          eq(jobs.status, 'open'),
          lt(jobs.quotesCount, MAX_QUOTES_PER_JOB),
          sql`${jobs.customerId} <> ${me}`,
          offeredOpenJob(b, f),
          filters,
          sql`NOT EXISTS (SELECT 1 FROM quotes mine
                          WHERE mine.job_id = ${jobs.id} AND mine.business_id = ${me})`,
          sql`NOT EXISTS (SELECT 1 FROM draft_leads d
                          WHERE d.job_id = ${jobs.id} AND d.business_id = ${me})`,
        ),
      )
      .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      .limit(limit)
      .offset(offset);
  }

  /** One lead's query for a business with or without a service area, built once of each. */
  function leadOfQuery(b: Searcher) {
    const me = b.userId;
    return db
      .select({
        ...leadColumns(b),
        visible: sql<boolean>`(${quotes.id} IS NOT NULL
          OR EXISTS (SELECT 1 FROM draft_leads d WHERE d.job_id = ${jobs.id}
                     AND d.business_id = ${me})
          OR (${jobs.status} <> 'pending' AND ${jobs.customerId} <> ${me} AND ${offeredTo(b)}))`,
      })
      .from(jobs)
      .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
      .innerJoin(users, eq(users.id, jobs.customerId))
      .innerJoin(localities, eq(localities.id, jobs.localityId))
      .leftJoin(quotes, and(eq(quotes.jobId, jobs.id), sql`${quotes.businessId} = ${me}`))
      .where(eq(jobs.id, sql.placeholder('jobId')));
  }

  return {
    async findBusiness(userId: string): Promise<BusinessRow | undefined> {
      const query = preparedOnce(db, 'leads.business', () =>
        db
          .select()
          .from(businesses)
          .where(eq(businesses.userId, sql.placeholder('userId'))),
      );
      const [row] = await query.execute({ userId });
      return row;
    },

    /**
     * One page of a lead list of business `b` (`limit` rows from `offset`): new leads are open jobs it serves that it has neither quoted
     * nor saved; quoted and draft leads are its quotes and drafts, newest first.
     */
    async leadPage(
      b: BusinessRow,
      kind: LeadKind,
      leadFilters: LeadFilters,
      page: { limit: number; offset: number },
    ) {
      const f = filterOperands(leadFilters);
      const key = `leads.page:${kind}:${hasArea(b) ? 'area' : 'none'}:${filterShape(f)}`;
      const query = preparedOnce(db, key, () => leadPageQuery(kind, searcher(hasArea(b)), f));
      return query.execute({
        ...searcherValues(b),
        publishedFrom: leadFilters.publishedFrom,
        publishedTo: leadFilters.publishedTo,
        minBudgetCents: leadFilters.minBudgetCents,
        maxBudgetCents: leadFilters.maxBudgetCents,
        category: leadFilters.category,
        limit: page.limit,
        offset: page.offset,
      });
    },

    /**
     * The lead row of one job for business `b`, and whether `b` may see it: it quoted or
     * saved it, or it is a live job of someone else that `b` serves.
     */
    async leadOf(b: BusinessRow, jobId: string) {
      const key = `leads.one:${hasArea(b) ? 'area' : 'none'}`;
      const query = preparedOnce(db, key, () => leadOfQuery(searcher(hasArea(b))));
      const [row] = await query.execute({ ...searcherValues(b), jobId });
      return row;
    },

    async findLocality(id: number) {
      const [row] = await db.select().from(localities).where(eq(localities.id, id));
      return row;
    },

    async findUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
  };
}

type LeadRepository = ReturnType<typeof leadRepository>;
/** A row of a lead list or of one lead. */
export type LeadRow = Omit<NonNullable<Awaited<ReturnType<LeadRepository['leadOf']>>>, 'visible'>;
