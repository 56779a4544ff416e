import { SUPPORT_ADJUSTMENT_MAX_CREDITS } from '@quoteway/domain';
import { type Locale, translator } from '@quoteway/i18n/server';
import type { ModuleContext } from '../../context';
import { Forbidden, HttpError, InsufficientCredits, NotFoundError } from '../../errors';
import { translatedValues } from '../../locale';
import { sessionStore } from '../auth';
import { adjustCredits, creditBalance } from '../credits';
import { notificationLinks } from '../notifications';
import type { OperatorRepository } from './repository';
import { type ActingOperator, operatorMessages } from './service';
import { type PersonRow, supportRepository } from './supportRepository';

const supportMessages = {
  noSuchAccount: /*i18n*/ 'No account has this id',
  notBusiness: /*i18n*/ 'Only a business account has credits',
  deleted: /*i18n*/ 'This account is deleted',
  belowZero: /*i18n*/ 'This would take the balance below zero: it is {balance} credits',
  supportLimit: /*i18n*/ 'Only admin operators can adjust more than {max} credits at once',
  /** The ledger entry of an adjustment, naming it as the operator's. */
  ledger: /*i18n*/ 'Adjustment by Quoteway support: {reason}',
} as const;

/** How many of each list the account view shows (the newest). */
const RECENT = 20;

/** Numbers typed with spaces, dashes or a trunk 0 ("021 123 4567") as the digits stored. */
function phoneOrNumberDigits(q: string): string | null {
  const digits = q.replace(/[\s\-().+]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const significant = digits.replace(/^0+/, '');
  return significant.length >= 5 ? significant : null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

function presentPerson(row: PersonRow) {
  return {
    id: row.id,
    email: row.email,
    userName: row.userName,
    userType: row.userType,
    status: row.status,
    mobile: row.mobile,
    businessName: row.businessName,
    businessNumber: row.businessNumber,
    createdAt: iso(row.createdAt),
  };
}

interface Deps extends Pick<ModuleContext, 'db' | 'clock' | 'notify' | 'realtime' | 'wakeOutbox'> {
  operators: OperatorRepository;
}

/**
 * Support: find people, read an account (its jobs, quotes, ledger, reports and live
 * sessions), end its sessions, adjust its credits. Every action is audited with its reason and
 * the before and after, in the action's transaction; no operator acts on their own account.
 *
 * Roles: both support and admin operators search, read accounts, end sessions and adjust
 * credits by up to `SUPPORT_ADJUSTMENT_MAX_CREDITS` either way (the everyday goodwill credit
 * or correction); a larger adjustment moves real money's worth, so it needs an admin.
 */
export function supportDesk({ db, clock, notify, realtime, wakeOutbox, operators }: Deps) {
  return {
    async search(query: { q: string; page: number; perPage: number }) {
      const rows = await supportRepository(db).search(
        query.q,
        phoneOrNumberDigits(query.q),
        query.perPage + 1,
        (query.page - 1) * query.perPage,
      );
      return {
        page: query.page,
        perPage: query.perPage,
        more: rows.length > query.perPage,
        people: rows.slice(0, query.perPage).map(presentPerson),
      };
    },

    async person(userId: string, locale: Locale) {
      const repo = supportRepository(db);
      const row = await repo.person(userId);
      if (!row) throw new NotFoundError(supportMessages.noSuchAccount);
      const now = clock.now();
      const tr = translator(locale);
      const [jobs, quotes, entries, balance, reports, sessions] = await Promise.all([
        repo.jobs(userId, RECENT),
        repo.quotes(userId, RECENT),
        repo.ledgerEntries(userId, RECENT),
        creditBalance(db, userId, now),
        repo.reports(userId, RECENT),
        sessionStore(db, clock, 30).live(userId),
      ]);
      return {
        person: {
          ...presentPerson(row),
          locale: row.locale,
          businessNumberKind: row.businessNumberKind,
          businessNumberStatus: row.businessNumberStatus,
        },
        jobs: jobs.map((job) => ({ ...job, createdAt: iso(job.createdAt) })),
        quotes: quotes.map((quote) => ({ ...quote, createdAt: iso(quote.createdAt) })),
        ledger: {
          balance,
          entries: entries.map((entry) => ({
            id: Number(entry.id),
            amount: entry.amount,
            kind: entry.kind,
            reason: tr.t(entry.reason, translatedValues(tr, entry.reasonValues)),
            createdAt: iso(entry.createdAt),
          })),
        },
        reports: reports.map((report) => ({ ...report, createdAt: iso(report.createdAt) })),
        sessions: sessions.map((session) => ({
          id: session.id,
          userAgent: session.userAgent,
          createdAt: iso(session.createdAt),
          lastUsedAt: iso(session.lastUsedAt),
          expiresAt: iso(session.expiresAt),
        })),
      };
    },

    /** End every session of the account and close its sockets on every process. */
    async endSessions(actor: ActingOperator, userId: string, input: { reason: string }) {
      if (actor.accountId === userId) throw new Forbidden(operatorMessages.ownAccount);
      const now = clock.now();
      const ended = await db.transaction(async (tx) => {
        if (!(await supportRepository(tx).accountExists(userId))) {
          throw new NotFoundError(supportMessages.noSuchAccount);
        }
        const store = sessionStore(tx, clock, 30);
        const live = await store.live(userId);
        await store.revokeAll(userId, tx);
        await operators.record(
          {
            actorId: actor.accountId,
            action: 'account.end-sessions',
            subjectType: 'account',
            subjectId: userId,
            reason: input.reason,
            before: { liveSessions: live.map((session) => session.id) },
            after: { liveSessions: [] },
            createdAt: now,
          },
          tx,
        );
        return live.length;
      });
      // Committed: every open socket of the account closes now, wherever it is connected.
      realtime.disconnectUser(userId);
      return { userId, ended };
    },

    /**
     * Add or take a business's credits: an 'adjustment' ledger entry naming the operator's
     * adjustment and its reason, written with the balance change, the audit entry and the
     * business's notification in one transaction. The account's row is locked first, so two
     * adjustments at once run one after the other; a take that would go below zero is a 409
     * and writes nothing.
     */
    async adjustCredits(
      actor: ActingOperator,
      userId: string,
      input: { credits: number; reason: string },
    ) {
      if (actor.accountId === userId) throw new Forbidden(operatorMessages.ownAccount);
      if (actor.role !== 'admin' && Math.abs(input.credits) > SUPPORT_ADJUSTMENT_MAX_CREDITS) {
        throw new Forbidden(supportMessages.supportLimit, { max: SUPPORT_ADJUSTMENT_MAX_CREDITS });
      }
      const now = clock.now();
      const answer = await db.transaction(async (tx) => {
        const repo = supportRepository(tx);
        const account = await repo.lockBusiness(userId);
        if (!account) {
          if (await repo.accountExists(userId))
            throw new HttpError(409, supportMessages.notBusiness);
          throw new NotFoundError(supportMessages.noSuchAccount);
        }
        if (account.status === 'DELETED') throw new HttpError(409, supportMessages.deleted);
        let balance: { before: number; after: number };
        try {
          balance = await adjustCredits(tx, {
            userId,
            credits: input.credits,
            reason: { message: supportMessages.ledger, values: { reason: input.reason } },
            now,
          });
        } catch (error) {
          if (error instanceof InsufficientCredits) {
            throw new HttpError(409, supportMessages.belowZero, { balance: error.balance });
          }
          throw error;
        }
        await operators.record(
          {
            actorId: actor.accountId,
            action: 'credits.adjust',
            subjectType: 'account',
            subjectId: userId,
            reason: input.reason,
            before: { balance: balance.before },
            after: { balance: balance.after, credits: input.credits },
            createdAt: now,
          },
          tx,
        );
        await notify(tx, {
          userId,
          kind: 'credits-adjusted',
          values: {
            credits: input.credits > 0 ? `+${input.credits}` : String(input.credits),
            reason: input.reason,
          },
          link: notificationLinks.credits(),
        });
        return {
          userId,
          credits: input.credits,
          balanceBefore: balance.before,
          balance: balance.after,
        };
      });
      realtime.toUser(userId, 'update-credits', { userId });
      wakeOutbox();
      return answer;
    },
  };
}

export type SupportDesk = ReturnType<typeof supportDesk>;
