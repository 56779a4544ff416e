import {
  type AuthUser,
  type BusinessNumberCheck,
  type CountryCode,
  type RegisterMyBusinessBody,
} from '@quoteway/contracts';
import {
  checkBusinessNumberFormat,
  passwordErrors,
  readInternationalPhone,
} from '@quoteway/validation';
import type { Clock } from '../../infra/clock';
import type { Database, Queryable } from '../../db/client';
import { FieldRejected } from '../../errors';
import { enqueue } from '../../infra/outbox';
import {
  type FailureLimiter,
  failureLimiter,
  mailLimits,
  verifyResendLimit,
} from './failureLimiter';
import { presentUser } from './presentUser';
import type { AccountRepository, SessionAccount, UserRow } from './repository';
import type { SessionStore } from './sessions';
import { hashToken, newToken } from './tokens';
import { decryptWirePassword } from './wirePassword';

/** Checks a business number with its register (see modules/registers). */
interface BusinessNumberChecker {
  check(country: CountryCode, number: string): Promise<BusinessNumberCheck>;
}

const HOUR = 3_600_000;
export const LINK_LIFETIME = {
  verify: 48 * HOUR,
  reset: 1 * HOUR,
  reactivate: 48 * HOUR,
  /**
   * A job's customer may come back to it days later through this link (the job's quotes arrive
   * over days); after a week, Forgot password still reaches the account.
   */
  'first-password': 7 * 24 * HOUR,
} as const;
/** How long the reactivation token from a refused login stays usable. */
const LOGIN_REACTIVATION_LIFETIME = 15 * 60_000;
/** A confirmed phone verification is good for a new mobile for this long after its code. */
export const PHONE_VERIFIED_LIFETIME = 1 * HOUR;

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

/** "+64 021-123 4567" -> "+64211234567", as the phone verifications store numbers. */
export function e164(value: string): string {
  const reading = readInternationalPhone(value);
  return reading.ok ? reading.e164 : value.replace(/[^\d+]/g, '');
}

/** The steps that registration, sign-in and account changes share. */
export function accountKit(deps: AccountServiceDeps) {
  const { repository, limiter, clock } = deps;

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
    // The first password's link goes out in the first job's e-mail (registration.ts).
    purpose: Exclude<keyof typeof LINK_LIFETIME, 'first-password'>,
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

  /** A one-time token for /set-password?token=: an account's first password (see LINK_LIFETIME). */
  async function firstPasswordToken(tx: Queryable, userId: string): Promise<string> {
    const token = newToken();
    await repository.insertEmailToken(
      {
        userId,
        purpose: 'first-password',
        tokenHash: hashToken(token),
        expiresAt: new Date(clock.now().getTime() + LINK_LIFETIME['first-password']),
      },
      tx,
    );
    return token;
  }

  /** A short-lived token that lets a deleted account's owner reactivate it at once. */
  async function reactivationToken(user: UserRow): Promise<string> {
    const token = newToken();
    await repository.insertEmailToken({
      userId: user.id,
      purpose: 'reactivate',
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now().getTime() + LOGIN_REACTIVATION_LIFETIME),
    });
    return token;
  }

  /** Checks shared by business registration and "register my business". */
  async function checkBusiness(body: RegisterMyBusinessBody) {
    if (!(await repository.professionExists(body.businessProfession)))
      throw new FieldRejected('body.businessProfession', /*i18n*/ 'is not a known profession');
    const placeCountry = await repository.localityCountry(body.location);
    if (!placeCountry) throw new FieldRejected('body.location', /*i18n*/ 'is not a known locality');
    // A business belongs to one country, its business number's: it is based there too.
    if (placeCountry !== body.country)
      throw new FieldRejected('body.location', /*i18n*/ 'is not a place in your country');
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

  /** A business number its register could not answer for is asked again in ten minutes. */
  async function queueBusinessNumberRecheck(tx: Queryable, userId: string): Promise<void> {
    await enqueue(
      tx,
      'recheck-business-number',
      { userId },
      new Date(clock.now().getTime() + 10 * 60_000),
    );
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

  return {
    readPassword,
    takeMailLimit,
    emailLink,
    firstPasswordToken,
    reactivationToken,
    businessValues,
    queueBusinessNumberRecheck,
    toAuthUser,
  };
}

export type AccountKit = ReturnType<typeof accountKit>;
