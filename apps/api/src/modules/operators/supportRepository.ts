import { desc, eq, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client';
import { businesses, creditEntries, jobs, quotes, users } from '../../db/schema';

/** One account as the search and the account view list it. */
export interface PersonRow {
  id: string;
  email: string;
  userName: string;
  userType: 'Customer User' | 'Business User';
  status: 'PENDING' | 'ACTIVE' | 'DELETED' | 'SPAM';
  mobile: string | null;
  locale: string;
  createdAt: Date | string;
  businessName: string | null;
  businessNumber: string | null;
  businessNumberKind: string | null;
  businessNumberStatus: string | null;
}

/** `text` as a LIKE pattern matching it anywhere (its own % _ \ matched literally). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const personColumns = sql`u.id, u.email, u.user_name AS "userName", u.user_type AS "userType",
  u.status, u.mobile, u.locale, u.created_at AS "createdAt",
  b.business_name AS "businessName", b.business_number AS "businessNumber",
  b.business_number_kind AS "businessNumberKind",
  b.business_number_status AS "businessNumberStatus"`;

/** SQL of the support tools: finding people and reading one account. */
export function supportRepository(db: Queryable) {
  return {
    /**
     * Accounts whose name, e-mail, business name, phone or business number contains the
     * search, newest first. Each table answers through its own trigram indexes (0035) and the
     * two id lists are united, so an OR across the join never forces a scan. `digits` is the
     * search as a phone or business number (digits only, no leading zeros; null when too
     * short to mean one).
     */
    async search(q: string, digits: string | null, limit: number, offset: number) {
      const text = containing(q);
      const compact = containing(q.replace(/\s/g, ''));
      const number = digits === null ? null : containing(digits);
      const userMatch = number
        ? sql`user_name ILIKE ${text} OR email ILIKE ${text} OR mobile LIKE ${number}`
        : sql`user_name ILIKE ${text} OR email ILIKE ${text}`;
      const businessMatch = number
        ? sql`business_name ILIKE ${text} OR business_number ILIKE ${compact}
              OR mobile LIKE ${number} OR business_number LIKE ${number}`
        : sql`business_name ILIKE ${text} OR business_number ILIKE ${compact}`;
      return queryRows<PersonRow>(
        db,
        sql`WITH hits AS (
            SELECT id FROM users WHERE ${userMatch}
            UNION
            SELECT user_id FROM businesses WHERE ${businessMatch}
          )
          SELECT ${personColumns}
          FROM hits JOIN users u ON u.id = hits.id
          LEFT JOIN businesses b ON b.user_id = u.id
          ORDER BY u.created_at DESC, u.id
          LIMIT ${limit} OFFSET ${offset}`,
      );
    },

    async person(id: string): Promise<PersonRow | undefined> {
      const [row] = await queryRows<PersonRow>(
        db,
        sql`SELECT ${personColumns} FROM users u LEFT JOIN businesses b ON b.user_id = u.id
          WHERE u.id = ${id}`,
      );
      return row;
    },

    /** The account as a business, row-locked: its credit adjustments run one after the other. */
    async lockBusiness(id: string) {
      const [row] = await db
        .select({ id: users.id, status: users.status, userName: users.userName })
        .from(users)
        .innerJoin(businesses, eq(businesses.userId, users.id))
        .where(eq(users.id, id))
        .for('update', { of: users });
      return row;
    },

    async accountExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    async jobs(customerId: string, limit: number) {
      return db
        .select({
          id: jobs.id,
          professionSlug: jobs.professionSlug,
          status: jobs.status,
          createdAt: jobs.createdAt,
        })
        .from(jobs)
        .where(eq(jobs.customerId, customerId))
        .orderBy(desc(jobs.createdAt))
        .limit(limit);
    },

    async quotes(businessId: string, limit: number) {
      return db
        .select({
          id: quotes.id,
          jobId: quotes.jobId,
          credits: quotes.credits,
          status: quotes.status,
          createdAt: quotes.createdAt,
        })
        .from(quotes)
        .where(eq(quotes.businessId, businessId))
        .orderBy(desc(quotes.createdAt))
        .limit(limit);
    },

    async ledgerEntries(userId: string, limit: number) {
      return db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.userId, userId))
        .orderBy(desc(creditEntries.id))
        .limit(limit);
    },

    /** Reports the account made, and reports of its jobs, its reviews or its replies. */
    async reports(userId: string, limit: number) {
      return queryRows<{
        type: 'lead' | 'review';
        direction: 'by' | 'about';
        subjectId: string;
        reason: string;
        decision: string | null;
        createdAt: Date | string;
      }>(
        db,
        sql`SELECT * FROM (
            SELECT 'lead' AS type, 'by' AS direction, r.job_id AS "subjectId", r.reason,
                   r.decision, r.created_at AS "createdAt"
            FROM lead_reports r WHERE r.business_id = ${userId}
            UNION ALL
            SELECT 'lead', 'about', r.job_id, r.reason, r.decision, r.created_at
            FROM lead_reports r JOIN jobs j ON j.id = r.job_id WHERE j.customer_id = ${userId}
            UNION ALL
            SELECT 'review', 'by', r.review_id, r.reason, r.decision, r.created_at
            FROM review_reports r WHERE r.reporter_id = ${userId}
            UNION ALL
            SELECT 'review', 'about', r.review_id, r.reason, r.decision, r.created_at
            FROM review_reports r JOIN reviews v ON v.id = r.review_id
            WHERE (v.business_id = ${userId} OR v.customer_id = ${userId})
              AND r.reporter_id <> ${userId}
          ) AS found
          ORDER BY "createdAt" DESC
          LIMIT ${limit}`,
      );
    },
  };
}
