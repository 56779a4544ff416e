import type { OperatorRole } from '@quoteway/contracts';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../db/client';
import { FieldRejected, Forbidden, HttpError, NotFoundError, roleRefusals } from '../../errors';
import type { AuditRow, OperatorRepository, SessionOperator } from './repository';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, totpUri } from './totp';

/** Refusals of the console (the route guard and the services say the same). */
export const operatorMessages = {
  secondFactorFirst: /*i18n*/ 'Enter the code from your authenticator app first',
  adminsOnly: /*i18n*/ 'Only admin operators can do this',
  ownAccount: /*i18n*/ 'An operator cannot act on their own account',
  wrongCode: /*i18n*/ 'This code is not right, or it was used already',
  noSuchAccount: /*i18n*/ 'No account has this e-mail address',
  alreadyOperator: /*i18n*/ 'This account is an operator already',
} as const;

/** An operator admitted to the console on this session. */
export type ActingOperator = Pick<SessionOperator, 'accountId' | 'email' | 'role'>;

export interface OperatorServiceDeps {
  db: Database;
  clock: Clock;
  operators: OperatorRepository;
  /** The stored form of a session token (modules/auth's). */
  hashToken(token: string): string;
}

/** The second factor a new operator takes into an authenticator app, shown once. */
function newSecondFactor(email: string) {
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  return {
    secret,
    uri: totpUri(secret, email),
    recoveryCodes,
    hashes: recoveryCodes.map(hashRecoveryCode),
  };
}

function presentEntry(row: AuditRow) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Operators: their second factor, who may use the console, and the audit log. */
export function operatorService({ db, clock, operators, hashToken }: OperatorServiceDeps) {
  /**
   * The operator acting through this session token: refused unless the account is an
   * operator who passed the second factor on this very session, of `role` when given.
   */
  async function authorize(token: string, role?: OperatorRole): Promise<ActingOperator> {
    const found = await operators.ofSession(hashToken(token), clock.now());
    if (!found) throw new Forbidden(roleRefusals.operator);
    if (!found.secondFactorAt) throw new Forbidden(operatorMessages.secondFactorFirst);
    if (role === 'admin' && found.role !== 'admin')
      throw new Forbidden(operatorMessages.adminsOnly);
    return { accountId: found.accountId, email: found.email, role: found.role };
  }

  /** Make an account an operator, recorded in the audit log in the same transaction. */
  async function add(
    actor: ActingOperator | null,
    input: { email: string; role: OperatorRole; reason: string },
  ) {
    return db.transaction(async (tx) => {
      const account = await operators.accountByEmail(input.email, tx);
      if (!account || account.status === 'DELETED') {
        throw new NotFoundError(operatorMessages.noSuchAccount);
      }
      if (actor) refuseOwnAccount(actor, account.id);
      const factor = newSecondFactor(account.email);
      const added = await operators.add(
        {
          accountId: account.id,
          role: input.role,
          totpSecret: factor.secret,
          recoveryCodeHashes: factor.hashes,
          addedBy: actor?.accountId ?? null,
          createdAt: clock.now(),
        },
        tx,
      );
      if (!added) throw new HttpError(409, operatorMessages.alreadyOperator);
      await operators.record(
        {
          actorId: actor?.accountId ?? null,
          action: 'operator.add',
          subjectType: 'account',
          subjectId: account.id,
          reason: input.reason,
          before: null,
          after: { role: input.role },
          createdAt: clock.now(),
        },
        tx,
      );
      return {
        accountId: account.id,
        role: input.role,
        totpUri: factor.uri,
        totpSecret: factor.secret,
        recoveryCodes: factor.recoveryCodes,
      };
    });
  }

  return {
    authorize,

    /** For the route guard: the session's operator, if any, and whether it passed. */
    async sessionOperator(token: string) {
      const found = await operators.ofSession(hashToken(token), clock.now());
      return found && { role: found.role, secondFactor: found.secondFactorAt !== null };
    },

    /**
     * Pass the second factor on this session: a TOTP code not used before (its time step is
     * claimed atomically, so a replayed code fails even when both arrive at once), or an
     * unused recovery code (removed as it is used).
     */
    async passSecondFactor(accountId: string, token: string, code: string) {
      const found = await operators.ofSession(hashToken(token), clock.now());
      if (!found || found.accountId !== accountId) throw new Forbidden(roleRefusals.operator);
      const now = clock.now();
      const digits = code.replace(/\s/g, '');
      const step = matchingStep(found.totpSecret, digits, now, found.totpLastStep);
      const accepted = await db.transaction(async (tx) => {
        const ok =
          step !== null
            ? await operators.claimStep(found.accountId, step, tx)
            : await operators.useRecoveryCode(found.accountId, hashRecoveryCode(code), tx);
        if (ok) await operators.passSecondFactor(found.sessionId, now, tx);
        return ok;
      });
      if (!accepted) throw new FieldRejected('body.code', operatorMessages.wrongCode);
      const recoveryCodesLeft = found.recoveryCodesLeft - (step === null ? 1 : 0);
      return {
        accountId: found.accountId,
        email: found.email,
        role: found.role,
        recoveryCodesLeft,
      };
    },

    /** Whether the account is an operator's (whatever its session passed). */
    async isOperator(accountId: string): Promise<boolean> {
      return (await operators.find(accountId)) !== undefined;
    },

    async me(token: string) {
      const acting = await authorize(token);
      const found = await operators.find(acting.accountId);
      return { ...acting, recoveryCodesLeft: found?.recoveryCodeHashes.length ?? 0 };
    },

    /** An admin adds an operator. */
    async addOperator(token: string, input: { email: string; role: OperatorRole; reason: string }) {
      return add(await authorize(token, 'admin'), input);
    },

    /** The command line makes an operator (`pnpm cli create-operator`): no actor. */
    createOperator(email: string, role: OperatorRole) {
      return add(null, { email, role, reason: 'pnpm cli create-operator' });
    },

    /** The console's home: the day's figures (since midnight UTC) and the queues' oldest. */
    async overview(token: string) {
      await authorize(token);
      const now = clock.now();
      const midnight = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
      );
      const row = await operators.overview(midnight);
      const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
      return {
        today: { jobs: row.jobs, quotes: row.quotes, purchases: row.purchases },
        openReports: { leads: row.openLeadReports, reviews: row.openReviewReports },
        refusedBusinessNumbers: row.refusedBusinessNumbers,
        oldest: {
          leadReport: iso(row.oldestLeadReport),
          reviewReport: iso(row.oldestReviewReport),
          refusedBusinessNumber: iso(row.oldestRefusedBusinessNumber),
        },
      };
    },

    /** The reported-leads queue. */
    async leadReportQueue(
      token: string,
      filter: {
        state: 'open' | 'decided';
        reason?: 'fake' | 'unreachable' | 'duplicate';
        limit: number;
      },
    ) {
      await authorize(token);
      const rows = await operators.leadReports(filter);
      return {
        reports: rows.map((row) => ({
          id: row.id,
          jobId: row.jobId,
          businessId: row.businessId,
          reason: row.reason,
          detail: row.detail,
          createdAt: row.createdAt.toISOString(),
          decision: row.decision,
          decidedAt: row.decidedAt?.toISOString() ?? null,
        })),
      };
    },

    async auditLog(
      token: string,
      filter: {
        action?: string;
        actorId?: string;
        subjectId?: string;
        before?: number;
        limit: number;
      },
    ) {
      await authorize(token);
      const rows = await operators.auditEntries(filter);
      return { entries: rows.map(presentEntry) };
    },
  };
}

/** An operator's own customer or business account gets no special power from the console. */
function refuseOwnAccount(operator: ActingOperator, accountId: string): void {
  if (operator.accountId === accountId) throw new Forbidden(operatorMessages.ownAccount);
}

export type OperatorService = ReturnType<typeof operatorService>;
