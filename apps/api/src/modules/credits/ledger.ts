import type { TaxDocumentKind } from '@quoteway/domain';
import { type Locale, translator } from '@quoteway/i18n/server';
import { translatedValues } from '../../locale';
import { requireBusiness, type UserRow } from '../auth';
import type { CreditServiceDependencies } from './creditKit';
import { creditBalance } from './lots';
import { creditRepository } from './repository';

const documentKind: Partial<Record<string, TaxDocumentKind>> = {
  purchase: 'invoice',
  refund: 'credit-note',
};

/** The balance and the ledger of credit entries it is made of. */
export function ledgerService({ db, clock }: CreditServiceDependencies) {
  const repository = creditRepository(db);

  return {
    /** Credits left in the user's unexpired lots at `now`. */
    balance(userId: string, now: Date): Promise<number> {
      return creditBalance(db, userId, now);
    },

    /** The user's ledger, newest first, one page at a time, with the balance. */
    async ledger(user: UserRow, page: number, perPage: number, locale: Locale = 'en') {
      const tr = translator(locale);
      requireBusiness(user);
      const now = clock.now();
      const [entries, total, balance] = await Promise.all([
        repository.entries(user.id, perPage, (page - 1) * perPage),
        repository.countEntries(user.id),
        creditBalance(db, user.id, now),
      ]);
      // A purchase entry links its tax invoice, a refund entry its credit note.
      const documents = await repository.taxDocumentsOf(
        entries.flatMap((e) => (e.purchaseId && documentKind[e.kind] ? [e.purchaseId] : [])),
      );
      const documentOf = (e: (typeof entries)[number]) => {
        const kind = documentKind[e.kind];
        const found = documents.find((d) => d.purchaseId === e.purchaseId && d.kind === kind);
        return found ? { id: found.id, number: found.number } : null;
      };
      return {
        balance,
        page,
        perPage,
        total,
        entries: entries.map((e) => ({
          id: Number(e.id),
          amount: e.amount,
          kind: e.kind,
          reason: tr.t(e.reason, translatedValues(tr, e.reasonValues)),
          createdAt: e.createdAt.toISOString(),
          taxDocument: documentOf(e),
        })),
      };
    },
  };
}
