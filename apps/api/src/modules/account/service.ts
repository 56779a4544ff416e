import type { AccountSession, NotificationPreferencesResponse } from '@quoteway/contracts';
import {
  businessTopics,
  customerTopics,
  type NotificationTopic,
  readNotificationPreferences,
  smsTopics,
  type TopicPreference,
} from '@quoteway/domain';
import { passwordErrors } from '@quoteway/validation';
import { isLocale, type Locale, translator } from '@quoteway/i18n/server';
import type { Clock } from '../../infra/clock';
import { type Database, isUniqueViolation } from '../../db/client';
import { AccountError, FieldRejected, NotFoundError } from '../../errors';
import {
  type AccountRepository,
  checkPassword,
  decryptWirePassword,
  type FailureLimiter,
  hashPassword,
  hashToken,
  loginLimits,
  mailLimits,
  newToken,
  queueAccountNotice,
  type SessionStore,
  type UserRow,
} from '../auth';
import { enqueue } from '../../infra/outbox';
import { describeDevice } from './devices';
import type { AccountSettingsRepository } from './repository';

export interface AccountSettingsDeps {
  db: Database;
  clock: Clock;
  accounts: AccountRepository;
  settings: AccountSettingsRepository;
  sessions: SessionStore;
  limiter: FailureLimiter;
  passphrase: string;
}

/** Who is asking: the site's origin for links, the IP for the limits, the session's token. */
export interface SettingsRequest {
  origin: string;
  ip: string;
  /** The bearer token of the request (the session it came with). */
  token: string | null;
}

/** An e-mail change link is good for a day, once. */
const EMAIL_CHANGE_LIFETIME_MS = 24 * 3_600_000;

/**
 * The answer to an address that belongs to another account. The person is signed in and
 * proved their password, and the route is rate limited, but "already has an account" would
 * still let anyone with an account test which addresses have one; this says only that this
 * address will not do, and 409 keeps it apart from a typing mistake (400).
 */
const addressUnusable = /*i18n*/ 'That e-mail address cannot be used.';

/** What the e-mail change link leads to (the sign-in page reads `email-change`). */
export type EmailChangeOutcome = 'done' | 'expired' | 'taken';

/** The person's own account: e-mail, password, sessions, notification choices, the export. */
export function accountSettingsService(deps: AccountSettingsDeps) {
  const { db, clock, accounts, settings, sessions, limiter } = deps;

  /**
   * Check a password the person typed to prove it is them, counted like a sign-in: five
   * wrong ones lock the account's guesses for 15 minutes (shared with the sign-in form).
   */
  async function provePassword(
    user: UserRow,
    encrypted: string | undefined,
    field: string,
    ip: string,
  ): Promise<void> {
    if (!user.passwordHash) return;
    if (!encrypted) {
      throw new FieldRejected(field, /*i18n*/ 'Type your current password to confirm the change.');
    }
    const keys: Array<[string, (typeof loginLimits)['ip']]> = [
      [`ip:${ip}`, loginLimits.ip],
      [`account:${user.email}`, loginLimits.account],
    ];
    await limiter.take(keys);
    const password = decryptWirePassword(encrypted, deps.passphrase);
    if (password === null || !(await checkPassword(user.passwordHash, password))) {
      throw new AccountError(403, /*i18n*/ 'Your current password is not right.');
    }
    await limiter.clear(`account:${user.email}`);
    await limiter.release(`ip:${ip}`);
  }

  function topicsOf(user: UserRow): NotificationTopic[] {
    if (user.userType !== 'Business User') return [...customerTopics];
    // A business also posts jobs in customer view, so it hears about those too.
    const topics: NotificationTopic[] = [...businessTopics];
    for (const topic of customerTopics) if (!topics.includes(topic)) topics.push(topic);
    return topics;
  }

  function preferencesOf(user: UserRow): NotificationPreferencesResponse {
    return {
      preferences: readNotificationPreferences(user.notificationPreferences),
      topics: topicsOf(user),
      smsTopics: [...smsTopics],
    };
  }

  return {
    /**
     * Ask for a new e-mail address: a link goes to it, and the account keeps its address
     * until the link is opened; the current address is told at once.
     */
    async changeEmail(
      user: UserRow,
      body: { email: string; password?: string | undefined },
      request: SettingsRequest,
    ) {
      if (body.email === user.email) {
        throw new FieldRejected('body.email', /*i18n*/ 'This is already your e-mail address.');
      }
      await provePassword(user, body.password, 'body.password', request.ip);
      // The link goes to an address someone typed: held to the limits of the other mail
      // anyone can ask us to send, so the form cannot flood an inbox.
      await limiter.take([
        [`mail-ip:${request.ip}`, mailLimits.ip],
        [`mail:${body.email}`, mailLimits.address],
      ]);
      if (await accounts.findByEmail(body.email)) {
        throw new AccountError(409, addressUnusable);
      }
      const token = newToken();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await settings.retireEmailChanges(user.id, now, tx);
        await accounts.insertEmailToken(
          {
            userId: user.id,
            purpose: 'change-email',
            tokenHash: hashToken(token),
            expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
            newEmail: body.email,
          },
          tx,
        );
        await enqueue(
          tx,
          'email',
          {
            to: body.email,
            template: 'verify-email-change',
            data: {
              name: user.userName,
              link: `${request.origin}/api/verify-email-change?token=${token}`,
            },
          },
          now,
        );
        await queueAccountNotice(tx, user, {
          template: 'email-changed',
          change:
            /*i18n*/ 'Someone asked to change the e-mail address of your Quoteway account to {newEmail}. It changes only when the link we sent to that address is opened.',
          values: { newEmail: body.email },
          origin: request.origin,
          now,
        });
      });
      return {
        message:
          /*i18n*/ 'We have sent a link to your new address. Your e-mail address changes when you open it.',
      };
    },

    /**
     * The link from the new address: the change is made if the link is good and the address
     * still free, in one transaction; the old address is told. Sessions go on (the person
     * proved both the password and the new address).
     */
    async confirmEmailChange(token: string, origin: string): Promise<EmailChangeOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const now = clock.now();
          const change = await accounts.consumeEmailChange(hashToken(token), now, tx);
          if (!change) return 'expired';
          const user = await accounts.findById(change.userId, tx);
          if (!user || user.status === 'DELETED' || user.status === 'SPAM') return 'expired';
          const holder = await accounts.findByEmail(change.newEmail, tx);
          if (holder) return 'taken';
          const updated = await accounts.updateUser(user.id, { email: change.newEmail }, tx);
          await queueAccountNotice(tx, updated, {
            template: 'email-changed',
            change:
              /*i18n*/ 'The e-mail address of your Quoteway account was changed to {newEmail}. From now on, sign in with it.',
            values: { newEmail: change.newEmail },
            origin,
            now,
            to: user.email,
          });
          return 'done';
        });
      } catch (error) {
        // Another account took the address between the check and the write: the unique
        // index decides, and the link is not used up (the transaction rolled back).
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /**
     * A new password, the current one proving it is the person. Every other session ends
     * (whoever had the old password is signed out); this one goes on.
     */
    async changePassword(
      user: UserRow,
      body: { currentPassword: string; password: string },
      request: SettingsRequest,
    ) {
      if (!user.passwordHash) {
        throw new AccountError(
          409,
          /*i18n*/ 'This account has no password yet: choose one with Set password.',
        );
      }
      const password = decryptWirePassword(body.password, deps.passphrase);
      if (password === null)
        throw new FieldRejected('body.password', /*i18n*/ 'could not be read; please try again');
      const problems = passwordErrors(password, user.email);
      if (problems.length > 0) throw new FieldRejected('body.password', problems.join('; '));
      await provePassword(user, body.currentPassword, 'body.currentPassword', request.ip);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const updated = await accounts.updateUser(user.id, { passwordHash }, tx);
        if (request.token) await sessions.revokeOthers(user.id, request.token, tx);
        else await sessions.revokeAll(user.id, tx);
        await queueAccountNotice(tx, updated, {
          template: 'password-changed',
          origin: request.origin,
          now: clock.now(),
        });
      });
      return {
        message: /*i18n*/ 'Your password has been changed. Other devices have been signed out.',
      };
    },

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

    notificationPreferences(user: UserRow): NotificationPreferencesResponse {
      return preferencesOf(user);
    },

    /** Merge the given topics' choices into the stored ones; texts only for `smsTopics`. */
    async updateNotificationPreferences(
      user: UserRow,
      given: Partial<Record<NotificationTopic, TopicPreference>>,
      origin: string,
    ): Promise<NotificationPreferencesResponse> {
      for (const [topic, choice] of Object.entries(given)) {
        if (choice?.sms !== undefined && !(smsTopics as readonly string[]).includes(topic)) {
          throw new FieldRejected(
            `body.preferences.${topic}.sms`,
            /*i18n*/ 'Only new leads can be sent by text message.',
          );
        }
      }
      const updated = await db.transaction(async (tx) => {
        const locked = await settings.lockUser(user.id, tx);
        if (!locked) throw new NotFoundError();
        const stored = { ...locked.notificationPreferences };
        for (const [topic, choice] of Object.entries(given) as Array<
          [NotificationTopic, TopicPreference]
        >) {
          stored[topic] = { ...stored[topic], ...choice };
        }
        const row = await settings.setNotificationPreferences(user.id, stored, tx);
        await queueAccountNotice(tx, row, {
          change: /*i18n*/ 'Your notification settings were changed.',
          origin,
          now: clock.now(),
        });
        return row;
      });
      return preferencesOf(updated);
    },
  };
}

export type AccountSettingsService = ReturnType<typeof accountSettingsService>;
