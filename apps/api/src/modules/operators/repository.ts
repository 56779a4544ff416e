import { and, asc, desc, eq, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { type Database, type Queryable, queryRows } from '../../db/client';
import { auditLog, leadReports, operators, sessions, users } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id'>;

/** The operator of a live session, and whether this session passed the second factor. */
export interface SessionOperator {
  sessionId: string;
  accountId: string;
  email: string;
  role: OperatorRow['role'];
  totpSecret: string;
  totpLastStep: number | null;
  recoveryCodesLeft: number;
  secondFactorAt: Date | null;
}

/** SQL of operators, their second factor and the audit log. */
export function operatorRepository(db: Database) {
  return {
    /** The operator behind a live session token hash, if its account is one. */
    async ofSession(tokenHash: string, now: Date): Promise<SessionOperator | undefined> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          accountId: operators.accountId,
          email: users.email,
          role: operators.role,
          totpSecret: operators.totpSecret,
          totpLastStep: operators.totpLastStep,
          recoveryCodesLeft: sql<number>`cardinality(${operators.recoveryCodeHashes})::int`,
          secondFactorAt: sessions.secondFactorAt,
        })
        .from(sessions)
        .innerJoin(operators, eq(operators.accountId, sessions.userId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      return row;
    },

    /**
     * Accept a TOTP time step once: true only for the first caller with a step later than
     * the last accepted one (two requests with the same code race here; one wins).
     */
    async claimStep(accountId: string, step: number, tx: Queryable = db): Promise<boolean> {
      const rows = await tx
        .update(operators)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(operators.accountId, accountId),
            sql`(${operators.totpLastStep} IS NULL OR ${operators.totpLastStep} < ${step})`,
          ),
        )
        .returning({ accountId: operators.accountId });
      return rows.length === 1;
    },

    /** Use up a recovery code: true once, for the caller that removed it. */
    async useRecoveryCode(accountId: string, hash: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx
        .update(operators)
        .set({ recoveryCodeHashes: sql`array_remove(${operators.recoveryCodeHashes}, ${hash})` })
        .where(
          and(
            eq(operators.accountId, accountId),
            sql`${hash} = ANY(${operators.recoveryCodeHashes})`,
          ),
        )
        .returning({ accountId: operators.accountId });
      return rows.length === 1;
    },

    /** Open the console to this session. */
    async passSecondFactor(sessionId: string, now: Date, tx: Queryable = db): Promise<void> {
      await tx.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
    },

    async accountByEmail(email: string, tx: Queryable = db) {
      const [row] = await tx
        .select({ id: users.id, email: users.email, status: users.status })
        .from(users)
        .where(eq(users.email, email));
      return row;
    },

    async find(accountId: string, tx: Queryable = db): Promise<OperatorRow | undefined> {
      const [row] = await tx.select().from(operators).where(eq(operators.accountId, accountId));
      return row;
    },

    /** Add an operator; false when the account is one already. */
    async add(values: typeof operators.$inferInsert, tx: Queryable = db): Promise<boolean> {
      const rows = await tx
        .insert(operators)
        .values(values)
        .onConflictDoNothing()
        .returning({ accountId: operators.accountId });
      return rows.length === 1;
    },

    /** Append to the audit log (in the caller's transaction: the action and its record). */
    async record(entry: NewAuditEntry, tx: Queryable = db): Promise<void> {
      await tx.insert(auditLog).values(entry);
    },

    /** Reported leads: open ones oldest first, or decided ones newest first. */
    /** The console's home: what came in since `since`, and the open reports. */
    async overview(since: Date) {
      const [row] = await queryRows<{
        jobs: number;
        quotes: number;
        purchases: number;
        openLeadReports: number;
        openReviewReports: number;
        oldestLeadReport: Date | string | null;
        oldestReviewReport: Date | string | null;
        refusedBusinessNumbers: number;
        oldestRefusedBusinessNumber: Date | string | null;
      }>(
        db,
        sql`SELECT
          (SELECT count(*)::int FROM jobs WHERE created_at >= ${since}) AS "jobs",
          (SELECT count(*)::int FROM quotes WHERE created_at >= ${since}) AS "quotes",
          (SELECT count(*)::int FROM purchases
            WHERE status = 'succeeded' AND created_at >= ${since}) AS "purchases",
          (SELECT count(*)::int FROM lead_reports WHERE decided_at IS NULL) AS "openLeadReports",
          (SELECT count(*)::int FROM review_reports WHERE decided_at IS NULL) AS "openReviewReports",
          (SELECT min(created_at) FROM lead_reports WHERE decided_at IS NULL) AS "oldestLeadReport",
          (SELECT min(created_at) FROM review_reports WHERE decided_at IS NULL) AS "oldestReviewReport",
          (SELECT count(*)::int FROM businesses
            WHERE business_number_rejected_at IS NOT NULL) AS "refusedBusinessNumbers",
          (SELECT min(business_number_rejected_at) FROM businesses) AS "oldestRefusedBusinessNumber"`,
      );
      if (!row) throw new Error('the overview query returned no row');
      return row;
    },

    async leadReports(filter: {
      state: 'open' | 'decided';
      reason?: 'fake' | 'unreachable' | 'duplicate';
      limit: number;
    }) {
      const open = filter.state === 'open';
      return db
        .select()
        .from(leadReports)
        .where(
          and(
            open ? isNull(leadReports.decidedAt) : isNotNull(leadReports.decidedAt),
            filter.reason ? eq(leadReports.reason, filter.reason) : undefined,
          ),
        )
        .orderBy(open ? asc(leadReports.createdAt) : desc(leadReports.decidedAt))
        .limit(filter.limit);
    },

    /** The audit log, newest first, filtered. */
    async auditEntries(filter: {
      action?: string;
      actorId?: string;
      subjectId?: string;
      before?: number;
      limit: number;
    }): Promise<AuditRow[]> {
      const conditions: SQL[] = [];
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
      if (filter.before) conditions.push(lt(auditLog.id, filter.before));
      return db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}

export type OperatorRepository = ReturnType<typeof operatorRepository>;
