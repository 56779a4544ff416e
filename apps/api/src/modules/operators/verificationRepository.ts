import { and, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { businessNumberChecks, businesses, users } from '../../db/schema';

export type VerificationState = 'any' | 'rejected' | 'pending';

/** SQL of the business verification queue and of an operator's verification by hand. */
export function verificationRepository(db: Queryable) {
  return {
    /** Numbers a register refused (`rejected`), or still waiting for its answer (`pending`). */
    async queue(state: VerificationState, limit: number) {
      const rejected = isNotNull(businesses.businessNumberRejectedAt);
      const pending = eq(businesses.businessNumberStatus, 'unverified');
      const where: SQL | undefined =
        state === 'rejected' ? rejected : state === 'pending' ? pending : or(rejected, pending);
      return db
        .select({
          businessId: businesses.userId,
          businessName: businesses.businessName,
          email: users.email,
          country: businesses.country,
          businessNumber: businesses.businessNumber,
          businessNumberKind: businesses.businessNumberKind,
          status: businesses.businessNumberStatus,
          rejectedAt: businesses.businessNumberRejectedAt,
          checkedAt: businesses.businessNumberCheckedAt,
        })
        .from(businesses)
        .innerJoin(users, eq(users.id, businesses.userId))
        .where(and(where, eq(users.status, 'ACTIVE')))
        .orderBy(businesses.businessNumberRejectedAt, businesses.createdAt)
        .limit(limit);
    },

    /** The history lines of these businesses' current numbers, newest first. */
    async history(businessIds: string[]) {
      if (businessIds.length === 0) return [];
      return db
        .select({
          businessId: businessNumberChecks.businessId,
          businessNumber: businessNumberChecks.businessNumber,
          outcome: businessNumberChecks.outcome,
          message: businessNumberChecks.message,
          operatorId: businessNumberChecks.operatorId,
          effectiveOn: businessNumberChecks.effectiveOn,
          checkedAt: businessNumberChecks.checkedAt,
        })
        .from(businessNumberChecks)
        .where(inArray(businessNumberChecks.businessId, businessIds))
        .orderBy(desc(businessNumberChecks.checkedAt), desc(businessNumberChecks.id));
    },

    /** The business and its owner, row-locked: decisions on one business run one at a time. */
    async lockBusiness(businessId: string) {
      const [row] = await db
        .select({
          businessId: businesses.userId,
          businessNumber: businesses.businessNumber,
          status: businesses.businessNumberStatus,
          rejectedAt: businesses.businessNumberRejectedAt,
        })
        .from(businesses)
        .where(eq(businesses.userId, businessId))
        .for('update');
      return row;
    },

    async owner(businessId: string) {
      const [row] = await db
        .select({ userName: users.userName })
        .from(users)
        .where(eq(users.id, businessId));
      return row;
    },

    async setStatus(
      businessId: string,
      values: Pick<
        typeof businesses.$inferInsert,
        'businessNumberStatus' | 'businessNumberRejectedAt'
      >,
    ): Promise<void> {
      await db.update(businesses).set(values).where(eq(businesses.userId, businessId));
    },

    async addHistory(values: typeof businessNumberChecks.$inferInsert): Promise<void> {
      await db.insert(businessNumberChecks).values(values);
    },
  };
}
