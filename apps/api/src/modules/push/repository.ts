import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pushDevices, users, vapidKeys } from '../../db/schema';

export type PushDeviceRow = typeof pushDevices.$inferSelect;

/** SQL for Web Push: the devices businesses get lead alerts on, and the generated VAPID keys. */
export function pushRepository(db: Queryable) {
  return {
    /** The user's devices, oldest first. */
    async devices(userId: string): Promise<PushDeviceRow[]> {
      return db
        .select()
        .from(pushDevices)
        .where(eq(pushDevices.userId, userId))
        .orderBy(asc(pushDevices.createdAt), asc(pushDevices.id));
    },

    /**
     * Add a subscription, or take over its endpoint: a browser has one subscription, so the
     * account that subscribed it last is the one it alerts (another person signed in on it).
     */
    async upsert(device: {
      userId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      userAgent: string | null;
      createdAt: Date;
    }): Promise<void> {
      await db
        .insert(pushDevices)
        .values(device)
        .onConflictDoUpdate({
          target: pushDevices.endpoint,
          set: {
            userId: device.userId,
            p256dh: device.p256dh,
            auth: device.auth,
            userAgent: device.userAgent,
          },
        });
    },

    /** Remove one of the user's own devices; false when it has none by that id. */
    async removeOwn(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(pushDevices)
        .where(and(eq(pushDevices.id, id), eq(pushDevices.userId, userId)))
        .returning({ id: pushDevices.id });
      return removed.length > 0;
    },

    /** Remove a device its push service no longer knows (404 or 410). */
    async remove(id: string): Promise<void> {
      await db.delete(pushDevices).where(eq(pushDevices.id, id));
    },

    /** A device with its owner's language, for a push to it. */
    async deviceForPush(id: string) {
      const [row] = await db
        .select({ device: pushDevices, locale: users.locale })
        .from(pushDevices)
        .innerJoin(users, eq(users.id, pushDevices.userId))
        .where(eq(pushDevices.id, id));
      return row;
    },

    async markUsed(id: string, at: Date): Promise<void> {
      await db.update(pushDevices).set({ lastUsedAt: at }).where(eq(pushDevices.id, id));
    },

    /**
     * The generated VAPID pair: `candidate` is stored if there is none yet, and whichever pair
     * is stored is answered, so racing processes all end up with the same one.
     */
    async vapidKeys(candidate: { publicKey: string; privateKey: string; createdAt: Date }) {
      await db
        .insert(vapidKeys)
        .values({ id: 1, ...candidate })
        .onConflictDoNothing({ target: vapidKeys.id });
      const [row] = await db
        .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
        .from(vapidKeys)
        .where(eq(vapidKeys.id, 1));
      if (!row) throw new Error('vapid_keys has no row after insert');
      return row;
    },
  };
}
