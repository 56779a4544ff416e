import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';

/** SQL for profiles: the user's picture. */
export function profileRepository(db: Queryable) {
  return {
    /** Point the user's picture at `imageUrl`; returns the updated user. */
    async setImageUrl(userId: string, imageUrl: string) {
      const [row] = await db
        .update(users)
        .set({ imageUrl })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw new Error(`no user ${userId}`);
      return row;
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
