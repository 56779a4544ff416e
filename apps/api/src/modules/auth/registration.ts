import { accountMessages, type RegisterBody } from '@quoteway/contracts';
import { isUniqueViolation, type Queryable } from '../../db/client';
import { AccountError } from '../../errors';
import { enqueue } from '../../infra/outbox';
import type { AccountKit, AccountServiceDeps, RequestContext } from './accountKit';
import { loginLimits, registrationLimit } from './failureLimiter';
import { checkPassword, hashPassword } from './passwords';
import type { UserRow } from './repository';
import { hashToken } from './tokens';

/** Signing up (with a password, or as a visitor posting a job) and the e-mailed verification. */
export function registrationService(deps: AccountServiceDeps, kit: AccountKit) {
  const { db, repository, limiter, clock, sessions } = deps;

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
     * A visitor who posts a job gets a PENDING customer account without a password. Its
     * texted code proved the person, so the job goes live at once; the e-mail (`welcomeVisitor`)
     * proves the address and sets the first password.
     */
    async registerVisitor(
      tx: Queryable,
      poster: { email: string; userName: string },
      locale: string,
    ): Promise<UserRow> {
      return repository.insertUser(
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
    },

    /**
     * The visitor's first job is posted: the e-mail that names it (title and place, in the
     * account's language when sent) with the first-password link, and a session for the device
     * that posted it. Why a session before the e-mail is proved: the texted code just proved
     * the person holds the job's phone, and the account can do nothing but follow its own jobs
     * (it has no password, no credits, no business). The shell keeps this token for one tab;
     * setting the password through the e-mail ends it (`setFirstPassword`), so whoever owns
     * the address owns the account from then on.
     */
    async welcomeVisitor(
      tx: Queryable,
      user: UserRow,
      job: { id: string; professionName: string; title: string; locality: string },
      ctx: Pick<RequestContext, 'origin' | 'userAgent'>,
    ): Promise<string> {
      const token = await kit.firstPasswordToken(tx, user.id);
      const link = `${ctx.origin}/set-password?token=${token}&job=${job.id}`;
      await enqueue(
        tx,
        'email',
        {
          to: user.email,
          template: 'first-job',
          data: {
            name: user.userName,
            link,
            profession: job.professionName,
            title: job.title,
            locality: job.locality,
          },
        },
        clock.now(),
      );
      return deps.sessions.issue(user.id, tx, ctx.userAgent);
    },

    /**
     * The e-mailed verification link: PENDING becomes ACTIVE. Returns whether it worked and,
     * for an account that has no password yet (a visitor who posted a job before first-job
     * e-mails), a one-time token to choose one on /set-password.
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
          return { ok: true, setPasswordToken: await kit.firstPasswordToken(tx, userId) };
        }
        return { ok: true };
      });
    },

    /**
     * The first-job e-mail's link: the address is proved, the first password set, and its
     * owner signed in. Works once; an account that has a password by then (Forgot password)
     * is refused, so the link can never replace a password someone chose.
     */
    async setFirstPassword(token: string, encrypted: string, ctx: RequestContext) {
      const { user, session } = await db.transaction(async (tx) => {
        const userId = await repository.consumeEmailToken(
          hashToken(token),
          'first-password',
          clock.now(),
          tx,
        );
        const user = userId ? await repository.findById(userId, tx) : undefined;
        if (!user || user.status === 'DELETED' || user.status === 'SPAM') {
          throw new AccountError(400, accountMessages.linkExpired);
        }
        if (user.passwordHash) {
          throw new AccountError(
            409,
            /*i18n*/ 'This account already has a password. Sign in with it, or use Forgot password.',
          );
        }
        const password = kit.readPassword(encrypted, user.email);
        const updated = await repository.updateUser(
          user.id,
          {
            passwordHash: await hashPassword(password),
            status: 'ACTIVE',
            verifiedAt: user.verifiedAt ?? clock.now(),
            locale: ctx.locale,
          },
          tx,
        );
        await deps.onVerified?.(tx, user.id);
        // The address's owner now holds the account: a session begun on the phone proof alone
        // (perhaps by someone who typed another person's address) ends here.
        await sessions.revokeAll(user.id, tx);
        return { user: updated, session: await sessions.issue(user.id, tx, ctx.userAgent) };
      });
      return {
        token: session,
        user: await kit.toAuthUser(user),
        message: /*i18n*/ 'Your password is set. Welcome to Quoteway!',
      };
    },
  };
}
