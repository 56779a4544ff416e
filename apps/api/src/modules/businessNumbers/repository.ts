import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { businessNumberChecks, businesses, users } from '../../db/schema';

export type BusinessNumberStatus = (typeof businesses.$inferSelect)['businessNumberStatus'];

/** The business-number columns of the businesses table. */
export function businessNumberRepository(db: Queryable) {
  return {
    async find(userId: string) {
      const [row] = await db
        .select({
          country: businesses.country,
          businessNumber: businesses.businessNumber,
          businessNumberStatus: businesses.businessNumberStatus,
        })
        .from(businesses)
        .where(eq(businesses.userId, userId));
      return row ?? null;
    },

    /** The business's owner and number (for telling the owner about a rejected number). */
    async findOwner(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          userName: users.userName,
          businessNumber: businesses.businessNumber,
        })
        .from(users)
        .innerJoin(businesses, eq(businesses.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /**
     * Record a register's answer. Matching on the number too means an answer about a number
     * the business has since replaced is dropped instead of overwriting the new one's status.
     */
    async recordCheck(
      userId: string,
      businessNumber: string,
      change: { status?: BusinessNumberStatus; rejected?: boolean; checkedAt: Date },
    ): Promise<boolean> {
      const updated = await db
        .update(businesses)
        .set({
          ...(change.status ? { businessNumberStatus: change.status } : {}),
          businessNumberCheckedAt: change.checkedAt,
          // A refusal stays until a register (or an operator) verifies the number.
          ...(change.rejected
            ? { businessNumberRejectedAt: change.checkedAt }
            : change.status === 'verified' || change.status === 'format-only'
              ? { businessNumberRejectedAt: null }
              : {}),
        })
        .where(and(eq(businesses.userId, userId), eq(businesses.businessNumber, businessNumber)))
        .returning({ userId: businesses.userId });
      return updated.length > 0;
    },

    /** One line of the number's register history (the verification queue shows it). */
    async addHistory(values: typeof businessNumberChecks.$inferInsert): Promise<void> {
      await db.insert(businessNumberChecks).values(values);
    },
  };
}
