import { notificationLinks } from '../notifications';
import type { CreditServiceDependencies } from './creditKit';
import { expireLots } from './lots';
import { creditRepository } from './repository';

/** Credits that expire: the warning 14 days before, and the expiry itself. */
export function expiryService({ db, clock, notify }: CreditServiceDependencies) {
  return {
    /**
     * Outbox, 14 days before a lot expires: tell its owner, if credits are still left in it
     * and it has not expired (a lot spent or expired since tells nothing).
     */
    async warnExpiring(userId: string, lotId: number, origin: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inTx = creditRepository(tx);
        const lot = await inTx.lockLot(lotId);
        const now = clock.now();
        if (!lot || lot.userId !== userId) return false;
        if (lot.credits <= 0 || lot.expiresAt.getTime() <= now.getTime()) return false;
        const owner = await inTx.findUser(userId);
        if (!owner) return false;
        const date = lot.expiresAt.toISOString();
        await notify(tx, {
          userId,
          kind: 'credits-expiring',
          values: { credits: lot.credits, date },
          link: notificationLinks.credits(),
          email: {
            template: 'credits-expiring',
            data: {
              name: owner.userName,
              credits: String(lot.credits),
              date: date.slice(0, 10),
              link: `${origin}${notificationLinks.credits()}`,
            },
          },
        });
        return true;
      });
    },

    /** Expire the user's lots that are past their expiry (idempotent; see `expireLots`). */
    async expireCredits(userId: string): Promise<void> {
      await expireLots(db, clock, { userId });
    },
  };
}
