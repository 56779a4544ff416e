import {
  accountMessages,
  type AuthUser,
  phoneMessages,
  type BusinessNumberCheck,
  type CountryCode,
  countryCodes,
  interfaceLocales,
  type RegisterBody,
  type RegisterMyBusinessBody,
  type UpdateUserFieldBody,
} from '@quoteway/contracts';
import {
  checkBusinessNumberFormat,
  passwordErrors,
  readInternationalPhone,
} from '@quoteway/validation';
import type { Clock } from '../../infra/clock';
import { type Database, isUniqueViolation, type Queryable } from '../../db/client';
import { AccountError, businessOnly, FieldRejected, TooManyAttemptsError } from '../../errors';
import { enqueue } from '../../infra/outbox';
import {
  type FailureLimiter,
  failureLimiter,
  loginLimits,
  mailLimits,
  registrationLimit,
  verifyResendLimit,
} from './failureLimiter';
import { queueAccountNotice } from './notices';
import { checkPassword, hashPassword } from './passwords';
import type { AccountRepository, BusinessRow, SessionAccount, UserRow } from './repository';
import type { SessionStore } from './sessions';
import { hashToken, newToken } from './tokens';
import { decryptWirePassword } from './wirePassword';

/** Checks a business number with its register (see modules/registers). */
interface BusinessNumberChecker {
  check(country: CountryCode, number: string): Promise<BusinessNumberCheck>;
}

const HOUR = 3_600_000;
const LINK_LIFETIME = { verify: 48 * HOUR, reset: 1 * HOUR, reactivate: 48 * HOUR } as const;
/** How long the reactivation token from a refused login stays usable. */
const LOGIN_REACTIVATION_LIFETIME = 15 * 60_000;

export interface AccountServiceDeps {
  db: Database;
  repository: AccountRepository;
  sessions: SessionStore;
  limiter: FailureLimiter;
  clock: Clock;
  registers: BusinessNumberChecker;
  passphrase: string;
  /** Credits left in the user's unexpired lots (the credits module's balance). */
  creditBalance(userId: string, now: Date): Promise<number>;
  /** Runs in the verification's transaction (jobs posted before verifying go live). */
  onVerified?: (tx: Queryable, userId: string) => Promise<void>;
}

/** Where links in e-mails point: the public origin of the site. */
export interface RequestContext {
  origin: string;
  ip: string;
  /** The language the person uses now: a new account stores it, a sign-in updates it. */
  locale: string;
  /** The browser's User-Agent, kept with a new session to describe it in settings. */
  userAgent?: string | undefined;
}

/** A confirmed phone verification is good for a new mobile for this long after its code. */
const PHONE_VERIFIED_LIFETIME = 1 * HOUR;

/** "+64 021-123 4567" -> "+64211234567", as the phone verifications store numbers. */
function e164(value: string): string {
  const reading = readInternationalPhone(value);
  return reading.ok ? reading.e164 : value.replace(/[^\d+]/g, '');
}

/** Registration, verification, login, sessions, password and account changes. */
export function accountService(deps: AccountServiceDeps) {
  const { db, repository, sessions, limiter, clock } = deps;

  function readPassword(encrypted: string, email: string, field = 'body.password'): string {
    const password = decryptWirePassword(encrypted, deps.passphrase);
    if (password === null)
      throw new FieldRejected(field, /*i18n*/ 'could not be read; please try again');
    const problems = passwordErrors(password, email);
    if (problems.length > 0) throw new FieldRejected(field, problems.join('; '));
    return password;
  }

  /** Count a mail someone asked us to send, before looking the address up. */
  function takeMailLimit(email: string, ctx: RequestContext): Promise<void> {
    return limiter.take([
      [`mail-ip:${ctx.ip}`, mailLimits.ip],
      [`mail:${email}`, mailLimits.address],
    ]);
  }

  async function emailLink(
    tx: Queryable,
    user: Pick<UserRow, 'id' | 'email' | 'userName'>,
    purpose: keyof typeof LINK_LIFETIME,
    origin: string,
  ): Promise<void> {
    if (purpose === 'verify') {
      // Counted in the link's own transaction, so simultaneous sign-ins send one mail.
      await failureLimiter(tx, clock).take([[`verify-mail:${user.id}`, verifyResendLimit]]);
    }
    const token = newToken();
    await repository.insertEmailToken(
      {
        userId: user.id,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(clock.now().getTime() + LINK_LIFETIME[purpose]),
      },
      tx,
    );
    const paths = {
      verify: `/api/verify-email?token=${token}`,
      reset: `/reset-password?token=${token}`,
      reactivate: `/api/reactivate-account?token=${token}`,
    };
    const templates = {
      verify: 'verify-email',
      reset: 'reset-password',
      reactivate: 'reactivate-account',
    } as const;
    await enqueue(
      tx,
      'email',
      {
        to: user.email,
        template: templates[purpose],
        data: { name: user.userName, link: `${origin}${paths[purpose]}` },
      },
      clock.now(),
    );
  }

  /** Checks shared by business registration and "register my business". */
  async function checkBusiness(body: RegisterMyBusinessBody) {
    if (!(await repository.professionExists(body.businessProfession)))
      throw new FieldRejected('body.businessProfession', /*i18n*/ 'is not a known profession');
    if (!(await repository.localityExists(body.location)))
      throw new FieldRejected('body.location', /*i18n*/ 'is not a known locality');
    const format = checkBusinessNumberFormat(body.country, body.businessABN);
    if (!format.ok) throw new FieldRejected('body.businessABN', format.message);
    const check = await deps.registers.check(body.country, body.businessABN);
    if (!check.valid) throw new FieldRejected('body.businessABN', check.message);
    return { kind: format.kind, normalised: format.normalised, check };
  }

  async function businessValues(userId: string, body: RegisterMyBusinessBody) {
    const { kind, normalised, check } = await checkBusiness(body);
    return {
      values: {
        userId,
        businessName: body.businessName,
        businessUrl: body.businessUrl || null,
        professionSlug: body.businessProfession,
        country: body.country,
        businessNumber: normalised,
        businessNumberKind: kind,
        businessNumberStatus: check.status === 'rejected' ? ('unverified' as const) : check.status,
        businessNumberCheckedAt: check.status === 'unverified' ? null : clock.now(),
        designation: body.designation ?? null,
        mobile: body.mobile,
        localityId: body.location,
      },
      unverified: check.status === 'unverified',
    };
  }

  /**
   * The account as the client sees it. A session's account carries its business row already;
   * a row just written is read with its business again.
   */
  async function toAuthUser(user: UserRow | SessionAccount): Promise<AuthUser> {
    const [business, credits, pendingEmail] = await Promise.all([
      'business' in user ? (user.business ?? undefined) : repository.findBusiness(user.id),
      deps.creditBalance(user.id, clock.now()),
      repository.pendingEmail(user.id, clock.now()),
    ]);
    return presentUser(user, business, credits, pendingEmail);
  }

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
    toAuthUser,

    async register(body: RegisterBody, ctx: RequestContext): Promise<{ success: string }> {
      const perIp: Array<[string, typeof registrationLimit]> = [
        [`register:${ctx.ip}`, registrationLimit],
      ];
      // Registering over an existing account says whether the password matches (the spec's
      // reactivation offer), so failures share the login's per-account and per-IP budget.
      const guesses: Array<[string, typeof loginLimits.ip]> = [
        [`ip:${ctx.ip}`, loginLimits.ip],
        [`account:${body.email}`, loginLimits.account],
      ];
      await limiter.check(guesses);
      // A sign-up is counted before the work (hashing, mail), so a burst cannot overrun it.
      await limiter.take(perIp);
      const password = readPassword(body.password, body.email);
      const existing = await repository.findByEmail(body.email);
      if (existing) {
        // A guess at an existing account's password, counted before it is checked.
        await limiter.take(guesses);
        if (existing.status === 'SPAM') throw new AccountError(403, accountMessages.spamUser);
        if (existing.status === 'DELETED') {
          // The right password proves ownership: offer reactivation at once (spec dialog).
          const extra: Record<string, string> = (await checkPassword(
            existing.passwordHash,
            password,
          ))
            ? { reactivationToken: await this.reactivationToken(existing) }
            : {};
          throw new AccountError(409, accountMessages.deletedUser, extra);
        }
        throw new AccountError(409, accountMessages.emailTaken);
      }
      const business =
        body.userType === 'Business User' ? await businessValues('', body) : undefined;
      const passwordHash = await hashPassword(password);
      try {
        await db.transaction(async (tx) => {
          const user = await repository.insertUser(
            {
              email: body.email,
              userName: body.userName,
              userType: body.userType,
              status: 'PENDING',
              passwordHash,
              mobile: body.userType === 'Business User' ? body.mobile : null,
              locale: ctx.locale,
              // The schema only lets `acceptTerms: true` through: the consent is recorded.
              termsAcceptedAt: clock.now(),
            },
            tx,
          );
          if (business) {
            await repository.insertBusiness({ ...business.values, userId: user.id }, tx);
            if (business.unverified) {
              await enqueue(
                tx,
                'recheck-business-number',
                { userId: user.id },
                new Date(clock.now().getTime() + 10 * 60_000),
              );
            }
          }
          await emailLink(tx, user, 'verify', ctx.origin);
        });
      } catch (error) {
        // Two registrations for one e-mail at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new AccountError(409, accountMessages.emailTaken);
        throw error;
      }
      return { success: accountMessages.registered };
    },

    /** A short-lived token that lets a deleted account's owner reactivate it at once. */
    async reactivationToken(user: UserRow): Promise<string> {
      const token = newToken();
      await repository.insertEmailToken({
        userId: user.id,
        purpose: 'reactivate',
        tokenHash: hashToken(token),
        expiresAt: new Date(clock.now().getTime() + LOGIN_REACTIVATION_LIFETIME),
      });
      return token;
    },

    /**
     * A visitor who posts a job gets a PENDING customer account without a password, and the
     * verification link; the job goes live when it is followed (`onVerified`).
     */
    async registerVisitor(
      tx: Queryable,
      poster: { email: string; userName: string },
      origin: string,
      locale: string,
    ): Promise<UserRow> {
      const user = await repository.insertUser(
        {
          email: poster.email,
          userName: poster.userName,
          userType: 'Customer User',
          status: 'PENDING',
          passwordHash: null,
          locale,
        },
        tx,
      );
      await emailLink(tx, user, 'verify', origin);
      return user;
    },

    /**
     * The e-mailed verification link: PENDING becomes ACTIVE. Returns whether it worked and,
     * for an account that has no password yet (a visitor who posted a job), a one-time token
     * to choose one on /reset-password.
     */
    async verifyEmail(token: string): Promise<{ ok: boolean; setPasswordToken?: string }> {
      return db.transaction(async (tx) => {
        const userId = await repository.consumeEmailToken(
          hashToken(token),
          'verify',
          clock.now(),
          tx,
        );
        if (!userId) return { ok: false };
        const user = await repository.findById(userId, tx);
        if (user?.status === 'PENDING') {
          await repository.updateUser(userId, { status: 'ACTIVE', verifiedAt: clock.now() }, tx);
        }
        await deps.onVerified?.(tx, userId);
        if (user && !user.passwordHash) {
          const reset = newToken();
          await repository.insertEmailToken(
            {
              userId,
              purpose: 'reset',
              tokenHash: hashToken(reset),
              expiresAt: new Date(clock.now().getTime() + LINK_LIFETIME.reset),
            },
            tx,
          );
          return { ok: true, setPasswordToken: reset };
        }
        return { ok: true };
      });
    },

    async login(email: string, encrypted: string, ctx: RequestContext) {
      const keys: Array<[string, (typeof loginLimits)['ip']]> = [
        [`ip:${ctx.ip}`, loginLimits.ip],
        [`account:${email}`, loginLimits.account],
      ];
      // Counted before the slow hash: 25 guesses at once get 25 counts, and only the first
      // five are checked. A right password gives its attempt back.
      await limiter.take(keys);
      const password = decryptWirePassword(encrypted, deps.passphrase);
      const user = await repository.findByEmail(email);
      const ok = password !== null && (await checkPassword(user?.passwordHash ?? null, password));
      if (!user || !ok) throw new AccountError(401, accountMessages.invalidCredentials);
      await limiter.clear(`account:${email}`);
      await limiter.release(`ip:${ctx.ip}`);
      if (user.status === 'SPAM') throw new AccountError(403, accountMessages.spamUser);
      if (user.status === 'DELETED') {
        throw new AccountError(409, accountMessages.deletedUser, {
          reactivationToken: await this.reactivationToken(user),
        });
      }
      if (user.status === 'PENDING') {
        // Re-send the link, unless one went in the last 10 minutes (sign-up sent one).
        await db
          .transaction((tx) => emailLink(tx, user, 'verify', ctx.origin))
          .catch((error: unknown) => {
            if (!(error instanceof TooManyAttemptsError)) throw error;
          });
        throw new AccountError(403, accountMessages.notVerified);
      }
      // E-mails follow the language the person signs in with.
      if (user.locale !== ctx.locale) await repository.updateUser(user.id, { locale: ctx.locale });
      const token = await sessions.issue(user.id, db, ctx.userAgent);
      return { token, user: await toAuthUser(user), message: /*i18n*/ 'Login successfully!' };
    },

    /**
     * Reactivate a deleted account: at once with the token from a refused login, else by
     * e-mailing a link. The answer is the same whether or not the e-mail has an account.
     */
    async activateAccount(
      email: string,
      reactivationToken: string | undefined,
      ctx: RequestContext,
    ) {
      if (reactivationToken) {
        const user = await repository.findByEmail(email);
        const reactivated = await this.reactivate(reactivationToken);
        if (reactivated && reactivated === user?.id)
          return { message: accountMessages.reactivated };
        throw new AccountError(400, accountMessages.linkExpired);
      }
      await takeMailLimit(email, ctx);
      const user = await repository.findByEmail(email);
      if (user?.status === 'DELETED') {
        await db.transaction((tx) => emailLink(tx, user, 'reactivate', ctx.origin));
      }
      return { message: accountMessages.reactivationSent };
    },

    /** Use a reactivation token (from login or the e-mailed link); returns the user id. */
    async reactivate(token: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const userId = await repository.consumeEmailToken(
          hashToken(token),
          'reactivate',
          clock.now(),
          tx,
        );
        if (!userId) return null;
        const user = await repository.findById(userId, tx);
        if (user?.status !== 'DELETED') return user ? userId : null;
        await repository.updateUser(
          userId,
          { status: user.verifiedAt ? 'ACTIVE' : 'PENDING', deletedAt: null },
          tx,
        );
        return userId;
      });
    },

    async forgotPassword(email: string, ctx: RequestContext) {
      await takeMailLimit(email, ctx);
      const user = await repository.findByEmail(email);
      if (user && user.status !== 'SPAM' && user.status !== 'DELETED') {
        await db.transaction((tx) => emailLink(tx, user, 'reset', ctx.origin));
      }
      return { message: accountMessages.resetSent };
    },

    async resetPassword(token: string, encrypted: string) {
      return db.transaction(async (tx) => {
        const userId = await repository.consumeEmailToken(
          hashToken(token),
          'reset',
          clock.now(),
          tx,
        );
        const user = userId ? await repository.findById(userId, tx) : undefined;
        if (!user) throw new AccountError(400, accountMessages.linkExpired);
        const password = readPassword(encrypted, user.email);
        await repository.updateUser(
          user.id,
          {
            passwordHash: await hashPassword(password),
            // The link proved the e-mail address, so a pending account is now verified.
            ...(user.status === 'PENDING'
              ? { status: 'ACTIVE' as const, verifiedAt: clock.now() }
              : {}),
          },
          tx,
        );
        // Whoever knew the old password is signed out everywhere.
        await sessions.revokeAll(user.id, tx);
        return { message: accountMessages.passwordChanged };
      });
    },

    /** A social account's first password; an account that has one uses "forgot password". */
    async setPassword(user: UserRow, encrypted: string) {
      if (user.passwordHash) {
        throw new AccountError(
          409,
          /*i18n*/ 'This account already has a password; use Forgot password to change it',
        );
      }
      const password = readPassword(encrypted, user.email);
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
          return toAuthUser(
            await repository.updateUser(user.id, { switchedToCustomerView: body.value }),
          );
        case 'locale':
          return toAuthUser(await repository.updateUser(user.id, { locale: body.value }));
        case 'theme':
          return toAuthUser(await repository.updateUser(user.id, { theme: body.value }));
        case 'userName':
          return toAuthUser(
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
          return toAuthUser(await changeMobile(user, body.value, body.verificationId, origin));
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
      return toAuthUser(await repository.updateUser(user.id, { openingHours, businessAlwaysOpen }));
    },

    /** A customer registers their business: they become a business user in business view. */
    async registerMyBusiness(user: UserRow, body: RegisterMyBusinessBody): Promise<AuthUser> {
      if (user.userType !== 'Customer User') {
        throw new AccountError(409, /*i18n*/ 'This account already has a business');
      }
      const business = await businessValues(user.id, body);
      const updated = await db.transaction(async (tx) => {
        await repository.insertBusiness(business.values, tx);
        if (business.unverified) {
          await enqueue(
            tx,
            'recheck-business-number',
            { userId: user.id },
            new Date(clock.now().getTime() + 10 * 60_000),
          );
        }
        return repository.updateUser(
          user.id,
          { userType: 'Business User', switchedToCustomerView: false, mobile: body.mobile },
          tx,
        );
      });
      return toAuthUser(updated);
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

export type AccountService = ReturnType<typeof accountService>;

/**
 * A service's own check that its caller is a business: the route guard already answers 403
 * for the wrong kind of account, with the same body, before a business route runs.
 */
export function requireBusiness(account: Pick<UserRow, 'userType'>): void {
  if (account.userType !== 'Business User') throw businessOnly();
}

/** The wire shape of a user (spec section 3). */
function presentUser(
  user: UserRow,
  business: BusinessRow | undefined,
  credits: number,
  pendingEmail: string | null,
): AuthUser {
  return {
    _id: user.id,
    email: user.email,
    userName: user.userName,
    userType: user.userType,
    imageUrl: user.imageUrl,
    switchedToCustomerView: user.switchedToCustomerView,
    customerView: user.userType === 'Customer User' || user.switchedToCustomerView,
    credits,
    openingHours: user.openingHours ?? null,
    businessAlwaysOpen: user.businessAlwaysOpen,
    hasPassword: user.passwordHash !== null,
    verifiedMobile: user.mobileVerifiedAt && user.mobile ? user.mobile : null,
    mobile: user.mobile,
    locale: interfaceLocales.find((l) => l === user.locale) ?? 'en',
    theme: user.theme,
    pendingEmail,
    business: business
      ? {
          businessName: business.businessName,
          businessUrl: business.businessUrl,
          professionSlug: business.professionSlug,
          country: countryCodes.find((c) => c === business.country) ?? 'NZ',
          businessNumber: business.businessNumber,
          businessNumberKind: business.businessNumberKind,
          businessNumberStatus: business.businessNumberStatus,
          designation: business.designation,
          mobile: business.mobile,
          localityId: business.localityId,
        }
      : null,
  };
}
