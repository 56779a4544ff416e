import type { TaxDocument } from '@quoteway/contracts';
import { HttpError } from '../../errors';
import { requireBusiness, type UserRow } from '../auth';
import type { Queryable } from '../../db/client';
import type { CreditServiceDependencies } from './creditKit';
import { creditRepository, type PurchaseRow } from './repository';
import { taxDocumentPdf } from './taxDocumentPdf';
import { type TaxDocumentRow, taxDocumentRepository } from './taxDocumentRepository';
import { issueTaxDocument, pdfUrlSigner } from './taxDocuments';

const noSuchDocument = /*i18n*/ 'No such tax document';

/** Tax invoices and credit notes as their owner reads them: the page's data and the PDF. */
export function taxDocumentService(deps: CreditServiceDependencies) {
  const { db, clock } = deps;
  const signer = pdfUrlSigner(deps.pdfSecret);
  const documents = taxDocumentRepository(db);

  const reference = (row: TaxDocumentRow | undefined) =>
    row ? { id: row.id, number: row.number } : null;

  return {
    /** One of the business's own tax documents (another's is 404, as if it did not exist). */
    async taxDocument(user: UserRow, id: string): Promise<TaxDocument> {
      requireBusiness(user);
      const row = await documents.find(id);
      if (!row || row.userId !== user.id) throw new HttpError(404, noSuchDocument);
      const other = await documents.ofPurchase(
        row.purchaseId,
        row.kind === 'invoice' ? 'credit-note' : 'invoice',
      );
      return {
        id: row.id,
        kind: row.kind,
        number: row.number,
        issuedAt: row.issuedAt.toISOString(),
        currency: row.currency,
        seller: { name: row.sellerName, taxNumber: row.sellerTaxNumber || null },
        buyer: {
          name: row.buyerName,
          number: row.buyerNumber,
          numberKind: row.buyerNumberKind,
        },
        planId: row.planId,
        credits: row.credits,
        bonusCredits: row.bonusCredits,
        excludingCents: row.excludingCents,
        gstCents: row.gstCents,
        totalCents: row.totalCents,
        gstRatePercent: row.gstRatePercent,
        invoice: row.kind === 'credit-note' ? reference(other) : null,
        creditNote: row.kind === 'invoice' ? reference(other) : null,
        pdf: signer.signature(row.id, clock.now()),
      };
    },

    /** The document's PDF, for a signed address that has not expired (403 otherwise). */
    async taxDocumentPdf(id: string, expires: number, sig: string) {
      if (!signer.valid(id, expires, sig, clock.now())) {
        throw new HttpError(403, /*i18n*/ 'This link has expired; open the invoice again');
      }
      const row = await documents.find(id);
      if (!row) throw new HttpError(404, noSuchDocument);
      const invoice =
        row.kind === 'credit-note' ? await documents.ofPurchase(row.purchaseId, 'invoice') : null;
      return { number: row.number, pdf: await taxDocumentPdf(row, invoice?.number ?? null) };
    },
  };
}

/**
 * What a refund in full writes, in the caller's transaction (the purchase's row locked by the
 * caller with `lockPurchase`): the credit note, numbered in the site's credit-note series, and
 * the credits the purchase's lots still hold taken back with a `refund` ledger entry. A
 * purchase is refunded once: when its credit note exists already, nothing is written and that
 * note is answered (`issued: false`). `taken` is the credits taken back.
 */
export async function writeRefund(
  tx: Queryable,
  sellers: CreditServiceDependencies['sellers'],
  purchase: PurchaseRow,
  now: Date,
): Promise<{ note: TaxDocumentRow; issued: boolean; taken: number }> {
  const inTx = creditRepository(tx);
  const documentsInTx = taxDocumentRepository(tx);
  const earlier = await documentsInTx.ofPurchase(purchase.id, 'credit-note');
  if (earlier) return { note: earlier, issued: false, taken: 0 };
  const invoice = await documentsInTx.ofPurchase(purchase.id, 'invoice');
  const note = await issueTaxDocument(
    tx,
    sellers,
    purchase,
    'credit-note',
    now,
    invoice?.id ?? null,
  );
  const lots = await documentsInTx.lockCreditedLots(purchase.id, now);
  const taken = lots.reduce((sum, lot) => sum + lot.credits, 0);
  for (const lot of lots) await inTx.emptyLot(lot.id);
  if (taken > 0) {
    await inTx.insertEntry({
      userId: purchase.userId,
      amount: -taken,
      kind: 'refund',
      reason: /*i18n*/ 'Refund of tax invoice {number}',
      reasonValues: { number: invoice?.number ?? note.number },
      purchaseId: purchase.id,
      createdAt: now,
    });
  }
  return { note, issued: true, taken };
}

/**
 * Record that a purchase was refunded in full at the card processor (Stripe's
 * `charge.refunded` webhook, or an operator's `pnpm cli refund <purchase id>`): `writeRefund`
 * in one transaction. A purchase is refunded once: a second call answers the same credit note.
 * (An operator's refund from the console goes through the gateway and `writeRefund` itself.)
 */
export async function recordRefund(
  {
    db,
    clock,
    sellers,
    realtime,
    metrics,
  }: Pick<CreditServiceDependencies, 'db' | 'clock' | 'sellers' | 'realtime'> &
    Partial<Pick<CreditServiceDependencies, 'metrics'>>,
  purchaseId: string,
): Promise<TaxDocumentRow> {
  // Counted once it is committed, and only by whoever issued the credit note.
  let refundedNow = false;
  const creditNote = await db.transaction(async (tx) => {
    const purchase = await creditRepository(tx).lockPurchase(purchaseId);
    if (!purchase || purchase.status !== 'succeeded') {
      throw new Error(`purchase ${purchaseId} was not credited: nothing to refund`);
    }
    const { note, issued } = await writeRefund(tx, sellers, purchase, clock.now());
    refundedNow = issued;
    return note;
  });
  if (refundedNow) metrics?.count('refunds');
  realtime.toUser(creditNote.userId, 'update-credits', { userId: creditNote.userId });
  return creditNote;
}
