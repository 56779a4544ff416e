import { accountMessages } from '@quoteway/contracts';
import { AccountError, TooManyAttemptsError } from '../../errors';
import type { AccountKit, AccountServiceDeps, RequestContext } from './accountKit';
import { loginLimits } from './failureLimiter';
import { checkPassword, hashPassword } from './passwords';
import { hashToken } from './tokens';
import { decryptWirePassword } from './wirePassword';

/** Signing in, reactivating a deleted account, and a forgotten password's reset. */
export function signInService(deps: AccountServiceDeps, kit: AccountKit) {
  const { db, repository, sessions, limiter, clock } = deps;

  /** Use a reactivation token (from login or the e-mailed link); returns the user id. */
  async function reactivate(token: string): Promise<string | null> {
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
  }

  return {
    reactivate,
    reactivationToken: kit.reactivationToken,

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
          reactivationToken: await kit.reactivationToken(user),
        });
      }
      if (user.status === 'PENDING') {
        // Re-send the link, unless one went in the last 10 minutes (sign-up sent one).
        await db
          .transaction((tx) => kit.emailLink(tx, user, 'verify', ctx.origin))
          .catch((error: unknown) => {
            if (!(error instanceof TooManyAttemptsError)) throw error;
          });
        throw new AccountError(403, accountMessages.notVerified);
      }
      // E-mails follow the language the person signs in with.
      if (user.locale !== ctx.locale) await repository.updateUser(user.id, { locale: ctx.locale });
      const token = await sessions.issue(user.id, db, ctx.userAgent);
      return { token, user: await kit.toAuthUser(user), message: /*i18n*/ 'Login successfully!' };
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
        const reactivated = await reactivate(reactivationToken);
        if (reactivated && reactivated === user?.id)
          return { message: accountMessages.reactivated };
        throw new AccountError(400, accountMessages.linkExpired);
      }
      await kit.takeMailLimit(email, ctx);
      const user = await repository.findByEmail(email);
      if (user?.status === 'DELETED') {
        await db.transaction((tx) => kit.emailLink(tx, user, 'reactivate', ctx.origin));
      }
      return { message: accountMessages.reactivationSent };
    },

    async forgotPassword(email: string, ctx: RequestContext) {
      await kit.takeMailLimit(email, ctx);
      const user = await repository.findByEmail(email);
      if (user && user.status !== 'SPAM' && user.status !== 'DELETED') {
        await db.transaction((tx) => kit.emailLink(tx, user, 'reset', ctx.origin));
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
        const password = kit.readPassword(encrypted, user.email);
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
  };
}
