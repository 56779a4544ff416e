import type { SocialProvider, UserType } from '@quoteway/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { oauthStates, socialAccounts, users } from '../../db/schema';
import type { UserRow } from '../auth';

type OAuthStateRow = typeof oauthStates.$inferSelect;

/** SQL for social sign-in: OAuth round trips in flight and links to provider accounts. */
export function socialRepository(db: Queryable) {
  return {
    async saveState(values: {
      state: string;
      provider: SocialProvider;
      codeVerifier: string;
      nonce: string;
      userType: UserType;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(oauthStates).values(values);
    },

    /**
     * Take a state out of the table and return it, or undefined when unknown. A single
     * DELETE ... RETURNING, so one state serves one callback even when two arrive at once.
     */
    async takeState(state: string): Promise<OAuthStateRow | undefined> {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
      return row;
    },

    /** Drop round trips abandoned at the provider (nobody came back within the expiry). */
    async deleteExpiredStates(now: Date): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    },

    async findLinkedUser(
      provider: SocialProvider,
      providerUserId: string,
      tx: Queryable = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .select({ user: users })
        .from(socialAccounts)
        .innerJoin(users, eq(users.id, socialAccounts.userId))
        .where(
          and(
            eq(socialAccounts.provider, provider),
            eq(socialAccounts.providerUserId, providerUserId),
          ),
        );
      return row?.user;
    },

    async insertLink(
      values: { provider: SocialProvider; providerUserId: string; userId: string },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.insert(socialAccounts).values(values);
    },
  };
}

export type SocialRepository = ReturnType<typeof socialRepository>;
