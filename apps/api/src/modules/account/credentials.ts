import { passwordErrors } from '@quoteway/validation';
import { isUniqueViolation } from '../../db/client';
import { AccountError, FieldRejected } from '../../errors';
import {
  checkPassword,
  decryptWirePassword,
  hashPassword,
  hashToken,
  loginLimits,
  mailLimits,
  newToken,
  queueAccountNotice,
  type UserRow,
} from '../auth';
import { enqueue } from '../../infra/outbox';
import type { AccountSettingsDeps, SettingsRequest } from './accountSettingsDeps';

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

/** The account's credentials: a new e-mail address (proved by a link) and a new password. */
export function credentialService(deps: AccountSettingsDeps) {
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
  };
}
