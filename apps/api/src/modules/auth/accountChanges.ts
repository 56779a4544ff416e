import {
  accountMessages,
  type AuthUser,
  phoneMessages,
  type RegisterMyBusinessBody,
  type UpdateUserFieldBody,
} from '@quoteway/contracts';
import { AccountError, FieldRejected } from '../../errors';
import type { AccountKit, AccountServiceDeps } from './accountKit';
import { e164, PHONE_VERIFIED_LIFETIME } from './accountKit';
import { queueAccountNotice } from './notices';
import { hashPassword } from './passwords';
import type { UserRow } from './repository';

/** Changes to a signed-in account: password, fields, hours, a business, deletion. */
export function accountChangeService(deps: AccountServiceDeps, kit: AccountKit) {
  const { db, repository, sessions, clock } = deps;

  /**
   * The account's mobile, proved by a phone verification of exactly that number, confirmed
   * within the hour and used once (the row goes as it is used). Only the account's number
   * changes: the business's contact number is part of its public profile and is edited there,
   * so a personal number changed here never appears on the business page by surprise.
   */
  async function changeMobile(
    user: UserRow,
    value: string,
    verificationId: string,
    origin: string,
  ): Promise<UserRow> {
    const mobile = e164(value);
    const now = clock.now();
    const since = new Date(now.getTime() - PHONE_VERIFIED_LIFETIME);
    return db.transaction(async (tx) => {
      const verification = await repository.findPhoneVerification(verificationId, tx);
      if (!verification) {
        throw new FieldRejected(
          'body.verificationId',
          /*i18n*/ 'We could not find this code, or it was used already. Ask for a new code.',
        );
      }
      if (verification.mobile !== mobile) {
        throw new FieldRejected('body.verificationId', phoneMessages.otherNumber);
      }
      if (!verification.verifiedAt) {
        throw new FieldRejected(
          'body.verificationId',
          /*i18n*/ 'Type in the code we texted to this number first.',
        );
      }
      if (!(await repository.takePhoneVerification(verificationId, mobile, since, tx))) {
        throw new FieldRejected(
          'body.verificationId',
          /*i18n*/ 'This code has expired or was used already. Ask for a new code.',
        );
      }
      const updated = await repository.updateUser(
        user.id,
        { mobile: value, mobileVerifiedAt: now },
        tx,
      );
      await queueAccountNotice(tx, updated, {
        change: /*i18n*/ 'Your mobile number was changed to {value}.',
        values: { value },
        origin,
        now,
      });
      return updated;
    });
  }

  return {
    /** A social account's first password; an account that has one uses "forgot password". */
    async setPassword(user: UserRow, encrypted: string) {
      if (user.passwordHash) {
        throw new AccountError(
          409,
          /*i18n*/ 'This account already has a password; use Forgot password to change it',
        );
      }
      const password = kit.readPassword(encrypted, user.email);
      await repository.updateUser(user.id, { passwordHash: await hashPassword(password) });
      return { message: accountMessages.passwordSet };
    },

    /**
     * One field of the account. A new mobile must be proved by a texted code; a new name or
     * mobile is e-mailed to the account's address (someone else at an open laptop would be
     * noticed). Language and theme are display choices and are not e-mailed.
     */
    async updateField(user: UserRow, body: UpdateUserFieldBody, origin: string): Promise<AuthUser> {
      switch (body.field) {
        case 'switchedToCustomerView':
          if (user.userType !== 'Business User') {
            throw new FieldRejected(
              'body.field',
              /*i18n*/ 'only business users switch between views',
            );
          }
          return kit.toAuthUser(
            await repository.updateUser(user.id, { switchedToCustomerView: body.value }),
          );
        case 'locale':
          return kit.toAuthUser(await repository.updateUser(user.id, { locale: body.value }));
        case 'theme':
          return kit.toAuthUser(await repository.updateUser(user.id, { theme: body.value }));
        case 'userName':
          return kit.toAuthUser(
            await db.transaction(async (tx) => {
              const updated = await repository.updateUser(user.id, { userName: body.value }, tx);
              await queueAccountNotice(tx, updated, {
                change: /*i18n*/ 'Your name was changed to {value}.',
                values: { value: body.value },
                origin,
                now: clock.now(),
              });
              return updated;
            }),
          );
        case 'mobile':
          return kit.toAuthUser(await changeMobile(user, body.value, body.verificationId, origin));
      }
    },

    async updateBusinessHours(
      user: UserRow,
      openingHours: NonNullable<UserRow['openingHours']>,
      businessAlwaysOpen: boolean,
    ): Promise<AuthUser> {
      if (user.userType !== 'Business User') {
        throw new AccountError(403, /*i18n*/ 'Only business users have business hours');
      }
      const days = new Set(openingHours.map((d) => d.day));
      if (days.size !== openingHours.length) {
        throw new FieldRejected('body.openingHours', /*i18n*/ 'has the same day more than once');
      }
      for (const day of openingHours) {
        if ('open' in day && day.open >= day.close) {
          throw new FieldRejected(
            'body.openingHours',
            /*i18n*/ 'closes before it opens on day {day}',
            { day: day.day },
          );
        }
      }
      return kit.toAuthUser(
        await repository.updateUser(user.id, { openingHours, businessAlwaysOpen }),
      );
    },

    /** A customer registers their business: they become a business user in business view. */
    async registerMyBusiness(user: UserRow, body: RegisterMyBusinessBody): Promise<AuthUser> {
      if (user.userType !== 'Customer User') {
        throw new AccountError(409, /*i18n*/ 'This account already has a business');
      }
      const business = await kit.businessValues(user.id, body);
      const updated = await db.transaction(async (tx) => {
        await repository.insertBusiness(business.values, tx);
        if (business.unverified) await kit.queueBusinessNumberRecheck(tx, user.id);
        return repository.updateUser(
          user.id,
          { userType: 'Business User', switchedToCustomerView: false, mobile: body.mobile },
          tx,
        );
      });
      return kit.toAuthUser(updated);
    },

    /** Deactivate the account and end all its sessions (spec: reactivation stays possible). */
    async deleteAccount(user: UserRow) {
      await db.transaction(async (tx) => {
        await repository.updateUser(user.id, { status: 'DELETED', deletedAt: clock.now() }, tx);
        await sessions.revokeAll(user.id, tx);
      });
      return { message: accountMessages.accountDeleted };
    },
  };
}
