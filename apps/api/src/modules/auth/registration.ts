import { accountMessages, type RegisterBody } from '@quoteway/contracts';
import { isUniqueViolation, type Queryable } from '../../db/client';
import { AccountError } from '../../errors';
import type { AccountKit, AccountServiceDeps, RequestContext } from './accountKit';
import { LINK_LIFETIME } from './accountKit';
import { loginLimits, registrationLimit } from './failureLimiter';
import { checkPassword, hashPassword } from './passwords';
import type { UserRow } from './repository';
import { hashToken, newToken } from './tokens';

/** Signing up (with a password, or as a visitor posting a job) and the e-mailed verification. */
export function registrationService(deps: AccountServiceDeps, kit: AccountKit) {
  const { db, repository, limiter, clock } = deps;

  return {
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
      const password = kit.readPassword(body.password, body.email);
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
            ? { reactivationToken: await kit.reactivationToken(existing) }
            : {};
          throw new AccountError(409, accountMessages.deletedUser, extra);
        }
        throw new AccountError(409, accountMessages.emailTaken);
      }
      const business =
        body.userType === 'Business User' ? await kit.businessValues('', body) : undefined;
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
            if (business.unverified) await kit.queueBusinessNumberRecheck(tx, user.id);
          }
          await kit.emailLink(tx, user, 'verify', ctx.origin);
        });
      } catch (error) {
        // Two registrations for one e-mail at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new AccountError(409, accountMessages.emailTaken);
        throw error;
      }
      return { success: accountMessages.registered };
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
      await kit.emailLink(tx, user, 'verify', origin);
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
  };
}
