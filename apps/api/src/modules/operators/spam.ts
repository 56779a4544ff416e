import type { ModuleContext } from '../../context';
import { Forbidden, HttpError, NotFoundError } from '../../errors';
import { sessionStore } from '../auth';
import type { OperatorRepository } from './repository';
import { type ActingOperator, operatorMessages } from './service';
import { spamRepository } from './spamRepository';

const spamMessages = {
  noSuchAccount: /*i18n*/ 'No account has this id',
  markedAlready: /*i18n*/ 'This account is marked as spam already',
  notMarked: /*i18n*/ 'This account is not marked as spam',
  deleted: /*i18n*/ 'This account is deleted',
} as const;

interface Deps extends Pick<ModuleContext, 'db' | 'clock' | 'realtime'> {
  operators: OperatorRepository;
}

/**
 * The spam queue. Marking an account as spam applies the spec's 'Spam user' behaviour at
 * once: every session of the account ends in the same transaction (its next call answers
 * 'Spam user'), every socket of it is closed on every process, and its open jobs leave the
 * leads. Lifting the mark gives back the status it had and puts exactly those jobs back.
 */
export function spamQueue({ db, clock, realtime, operators }: Deps) {
  return {
    async list(limit: number) {
      const rows = await spamRepository(db).marked(limit);
      return {
        accounts: rows.map((row) => ({ ...row, markedAt: row.markedAt?.toISOString() ?? null })),
      };
    },

    async mark(actor: ActingOperator, accountId: string, input: { spam: boolean; reason: string }) {
      if (actor.accountId === accountId) throw new Forbidden(operatorMessages.ownAccount);
      const now = clock.now();
      const answer = await db.transaction(async (tx) => {
        const repo = spamRepository(tx);
        const account = await repo.lockAccount(accountId);
        if (!account) throw new NotFoundError(spamMessages.noSuchAccount);
        if (account.status === 'DELETED') throw new HttpError(409, spamMessages.deleted);
        let status: 'PENDING' | 'ACTIVE' | 'SPAM';
        let jobIds: string[];
        if (input.spam) {
          if (account.status === 'SPAM') throw new HttpError(409, spamMessages.markedAlready);
          status = 'SPAM';
          await repo.setStatus(account.id, {
            status,
            spamMarkedAt: now,
            statusBeforeSpam: account.status,
          });
          await sessionStore(tx, clock, 30).revokeAll(account.id, tx);
          jobIds = await repo.hideOpenJobs(account.id, now);
        } else {
          if (account.status !== 'SPAM') throw new HttpError(409, spamMessages.notMarked);
          status = account.statusBeforeSpam ?? 'ACTIVE';
          await repo.setStatus(account.id, { status, spamMarkedAt: null, statusBeforeSpam: null });
          jobIds = await repo.showHiddenJobs(account.id);
        }
        await operators.record(
          {
            actorId: actor.accountId,
            action: input.spam ? 'account.spam' : 'account.spam-lifted',
            subjectType: 'account',
            subjectId: account.id,
            reason: input.reason,
            before: { status: account.status },
            after: input.spam
              ? { status, sessionsEnded: true, jobsHidden: jobIds }
              : { status, jobsShown: jobIds },
            createdAt: now,
          },
          tx,
        );
        return { accountId: account.id, status, jobs: jobIds.length };
      });
      // Committed: every open socket of the account closes now, wherever it is connected.
      if (input.spam) realtime.disconnectUser(accountId);
      return answer;
    },
  };
}

export type SpamQueue = ReturnType<typeof spamQueue>;
