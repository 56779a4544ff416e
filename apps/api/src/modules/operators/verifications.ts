import type { ModuleContext } from '../../context';
import { Forbidden, HttpError, NotFoundError } from '../../errors';
import { type BusinessNumberService, recheckBusinessNumber } from '../businessNumbers';
import { notificationLinks } from '../notifications';
import type { OperatorRepository } from './repository';
import { type ActingOperator, operatorMessages } from './service';
import { type VerificationState, verificationRepository } from './verificationRepository';

const verificationMessages = {
  noSuchBusiness: /*i18n*/ 'No business has this id',
  verifiedAlready: /*i18n*/ 'This business number is verified already',
  unverifiedAlready: /*i18n*/ 'This business number is not verified already',
  /** The outcomes told to the business (`business-verification-decided`). */
  verified: /*i18n*/ 'verified by Quoteway staff',
  unverified: /*i18n*/ 'no longer verified',
} as const;

const HISTORY = 10;

interface Deps extends Pick<ModuleContext, 'db' | 'clock' | 'notify' | 'wakeOutbox'> {
  businessNumbers: BusinessNumberService;
  operators: OperatorRepository;
}

/**
 * The business verification queue: numbers a register refused on a re-check, and numbers
 * still waiting for a register's answer, each with its register history. An operator asks
 * the register again now (the answer joins the history, as the outbox's re-check does), or
 * verifies or unverifies the number by hand with a note and the date it holds from: the
 * business's status, a history line, the audit entry (before and after) and the business's
 * notification and e-mail, in its language, commit together.
 */
export function verificationQueue({
  db,
  clock,
  notify,
  wakeOutbox,
  businessNumbers,
  operators,
}: Deps) {
  return {
    async list(filter: { state: VerificationState; limit: number }) {
      const repo = verificationRepository(db);
      const rows = await repo.queue(filter.state, filter.limit);
      const lines = await repo.history(rows.map((row) => row.businessId));
      return {
        businesses: rows.map((row) => ({
          ...row,
          rejectedAt: row.rejectedAt?.toISOString() ?? null,
          checkedAt: row.checkedAt?.toISOString() ?? null,
          history: lines
            .filter(
              (l) => l.businessId === row.businessId && l.businessNumber === row.businessNumber,
            )
            .slice(0, HISTORY)
            .map((l) => ({
              outcome: l.outcome,
              message: l.message,
              byOperator: l.operatorId !== null,
              effectiveOn: l.effectiveOn,
              checkedAt: l.checkedAt.toISOString(),
            })),
        })),
      };
    },

    async recheck(actor: ActingOperator, businessId: string) {
      if (actor.accountId === businessId) throw new Forbidden(operatorMessages.ownAccount);
      const before = await verificationRepository(db).lockBusiness(businessId);
      if (!before) throw new NotFoundError(verificationMessages.noSuchBusiness);
      const result = await recheckBusinessNumber(db, businessNumbers, businessId, clock);
      const status = result.status ?? before.status;
      const outcome: 'unreachable' | 'rejected' | typeof status = result.retry
        ? 'unreachable'
        : result.rejected
          ? 'rejected'
          : status;
      await operators.record({
        actorId: actor.accountId,
        action: 'business.recheck',
        subjectType: 'business',
        subjectId: businessId,
        reason: result.message,
        before: { status: before.status, rejected: before.rejectedAt !== null },
        after: { status, outcome },
        createdAt: clock.now(),
      });
      return { businessId, outcome, message: result.message, status };
    },

    async decide(
      actor: ActingOperator,
      businessId: string,
      input: { decision: 'verify' | 'unverify'; note: string; date: string },
      origin: string,
    ) {
      if (actor.accountId === businessId) throw new Forbidden(operatorMessages.ownAccount);
      const now = clock.now();
      const verify = input.decision === 'verify';
      const status = verify ? ('verified' as const) : ('unverified' as const);
      const answer = await db.transaction(async (tx) => {
        const repo = verificationRepository(tx);
        const business = await repo.lockBusiness(businessId);
        if (!business) throw new NotFoundError(verificationMessages.noSuchBusiness);
        if (verify && business.status === 'verified' && business.rejectedAt === null) {
          throw new HttpError(409, verificationMessages.verifiedAlready);
        }
        if (!verify && business.status === 'unverified' && business.rejectedAt !== null) {
          throw new HttpError(409, verificationMessages.unverifiedAlready);
        }
        // Unverified by hand, the number stays in the queue (as refused) until it is verified.
        await repo.setStatus(businessId, {
          businessNumberStatus: status,
          businessNumberRejectedAt: verify ? null : now,
        });
        await repo.addHistory({
          businessId,
          businessNumber: business.businessNumber,
          outcome: status,
          message: input.note,
          operatorId: actor.accountId,
          effectiveOn: input.date,
          checkedAt: now,
        });
        await operators.record(
          {
            actorId: actor.accountId,
            action: verify ? 'business.verify' : 'business.unverify',
            subjectType: 'business',
            subjectId: businessId,
            reason: input.note,
            before: { status: business.status, rejected: business.rejectedAt !== null },
            after: { status, rejected: !verify, effectiveOn: input.date },
            createdAt: now,
          },
          tx,
        );
        const link = notificationLinks.businessSettings();
        const owner = await repo.owner(businessId);
        await notify(tx, {
          userId: businessId,
          kind: 'business-verification-decided',
          values: {
            number: business.businessNumber,
            outcome: verify ? verificationMessages.verified : verificationMessages.unverified,
            note: input.note,
          },
          link,
          email: {
            template: verify ? 'business-verified' : 'business-unverified',
            data: {
              name: owner?.userName ?? '',
              number: business.businessNumber,
              date: input.date,
              note: input.note,
              link: `${origin}${link}`,
            },
          },
        });
        return { businessId, status };
      });
      wakeOutbox();
      return answer;
    },
  };
}

export type VerificationQueue = ReturnType<typeof verificationQueue>;
