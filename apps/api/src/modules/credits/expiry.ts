import { CREDITS_EXPIRING_NOTICE_DAYS } from '@quoteway/domain';
import { notificationLinks } from '../notifications';
import type { CreditServiceDependencies } from './creditKit';
import { expireLots } from './lots';
import { creditRepository } from './repository';

/** Credits that expire: the reminders 14 and 3 days before, and the expiry itself. */
export function expiryService({ db, clock, notify }: CreditServiceDependencies) {
  return {
    /**
     * Outbox, `days` days before a lot expires: tell its owner, by a notification and its
     * e-mail, how many credits expire then (what is left in every lot of theirs expiring at
     * that instant: a purchase's lot and its bonus lot are one reminder). Nothing when those
     * lots are spent or already expired, and nothing the second time: the reminder is
     * recorded per (user, expiry, days) in its transaction, so a check delivered twice, or
     * run by two processes at once, sends it once. Returns whether it was sent.
     */
    async warnExpiring(
      userId: string,
      lotId: number,
      origin: string,
      days: number = CREDITS_EXPIRING_NOTICE_DAYS,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inTx = creditRepository(tx);
        const lot = await inTx.lockLot(lotId);
        const now = clock.now();
        if (!lot || lot.userId !== userId) return false;
        if (lot.expiresAt.getTime() <= now.getTime()) return false;
        const credits = await inTx.lockCreditsExpiringAt(userId, lot.expiresAt);
        if (credits <= 0) return false;
        const owner = await inTx.findUser(userId);
        if (!owner) return false;
        const claimed = await inTx.claimExpiryReminder({
          userId,
          expiresAt: lot.expiresAt,
          daysBefore: days,
          credits,
          sentAt: now,
        });
        if (!claimed) return false;
        const date = lot.expiresAt.toISOString();
        await notify(tx, {
          userId,
          kind: 'credits-expiring',
          values: { credits, date },
          link: notificationLinks.credits(),
          email: {
            template: 'credits-expiring',
            data: {
              name: owner.userName,
              credits: String(credits),
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
