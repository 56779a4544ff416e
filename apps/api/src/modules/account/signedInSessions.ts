import type { AccountSession } from '@quoteway/contracts';
import { isLocale, type Locale, translator } from '@quoteway/i18n/server';
import { NotFoundError } from '../../errors';
import { hashToken, queueAccountNotice, type UserRow } from '../auth';
import type { AccountSettingsDeps } from './accountSettingsDeps';
import { describeDevice } from './devices';

/** The account's signed-in sessions, as settings lists them, and signing one out. */
export function signedInSessionService({ db, clock, sessions }: AccountSettingsDeps) {
  return {
    /** The account's live sessions, the most recently used first, this one marked. */
    async sessions(user: UserRow, token: string | null, locale: Locale): Promise<AccountSession[]> {
      const current = token ? hashToken(token) : null;
      const rows = await sessions.live(user.id);
      const tr = translator(locale);
      return rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent, tr),
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.tokenHash === current,
      }));
    },

    /** Sign one of the account's own sessions out; anyone else's is as if it did not exist. */
    async endSession(user: UserRow, sessionId: string, origin: string) {
      await db.transaction(async (tx) => {
        const ended = await sessions.revokeOwn(user.id, sessionId, tx);
        if (!ended) throw new NotFoundError(/*i18n*/ 'This session is not signed in.');
        await queueAccountNotice(tx, user, {
          change: /*i18n*/ 'A session ({device}) was signed out.',
          // In the language the e-mail is written in (the account's).
          values: {
            device: describeDevice(
              ended.userAgent,
              translator(isLocale(user.locale) ? user.locale : 'en'),
            ),
          },
          origin,
          now: clock.now(),
        });
      });
      return { message: /*i18n*/ 'The session has been signed out.' };
    },
  };
}
