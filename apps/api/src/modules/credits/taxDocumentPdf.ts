import { lazyImport } from '../../lazy';
import type { TaxDocumentRow } from './taxDocuments';

/** pdf-lib (about 1 MB of code): loaded by the first PDF a process makes. */
const loadPdfLib = lazyImport(() => import('pdf-lib'));

/** Amounts on a tax document: always two decimals and the currency's code (NZD 17.39). */
function money(cents: number, currency: string): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${currency} ${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Text the PDF's standard font can draw. Helvetica is the one font every PDF reader has,
 * and it covers Windows-1252 only: accents are kept where the character is in it, otherwise
 * dropped (Māori "ā" becomes "a"), and anything else becomes "?". The HTML page shows names
 * exactly; the PDF is the printable copy.
 */
function drawable(text: string): string {
  const latin1 = /^[\x20-\x7e\xa0-\xff€]$/;
  return [...text]
    .map((char) => {
      if (latin1.test(char)) return char;
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return latin1.test(base) ? base : '?';
    })
    .join('');
}

/**
 * The tax document as a one-page A4 PDF, in English: NZ, Australian and Indian tax invoices
 * are read by accountants and tax offices in English, whatever language the business reads the
 * app in (the HTML page is in the reader's language).
 */
export async function taxDocumentPdf(
  document: TaxDocumentRow,
  /** A credit note's invoice number. */
  invoiceNumber: string | null,
): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  const title = document.kind === 'invoice' ? 'Tax invoice' : 'Credit note';
  pdf.setTitle(`${title} ${document.number}`);
  pdf.setProducer('Quoteway');
  pdf.setCreationDate(document.issuedAt);
  pdf.setModificationDate(document.issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const left = 56;
  const right = 595.28 - 56;
  const grey = rgb(0.35, 0.35, 0.4);
  let y = 841.89 - 72;

  const line = (text: string, options: { size?: number; isBold?: boolean; gap?: number } = {}) => {
    const size = options.size ?? 11;
    page.drawText(drawable(text), {
      x: left,
      y,
      size,
      font: options.isBold ? bold : regular,
    });
    y -= options.gap ?? size + 6;
  };
  const row = (label: string, amount: string, isBold = false) => {
    const font = isBold ? bold : regular;
    page.drawText(drawable(label), { x: left, y, size: 11, font });
    const width = font.widthOfTextAtSize(amount, 11);
    page.drawText(amount, { x: right - width, y, size: 11, font });
    y -= 18;
  };
  const rule = () => {
    page.drawLine({ start: { x: left, y: y + 8 }, end: { x: right, y: y + 8 }, color: grey });
    y -= 8;
  };

  line(title, { size: 22, isBold: true, gap: 34 });
  line(`Number: ${document.number}`);
  line(`Date: ${document.issuedAt.toISOString().slice(0, 10)}`, { gap: 28 });

  line('Seller', { isBold: true });
  line(document.sellerName);
  if (document.sellerTaxNumber) line(`GST number: ${document.sellerTaxNumber}`);
  y -= 12;
  line('Buyer', { isBold: true });
  line(document.buyerName);
  if (document.buyerNumber)
    line(`${document.buyerNumberKind ?? 'Number'}: ${document.buyerNumber}`);
  y -= 16;

  const description = document.planId
    ? `${document.credits}-credit plan`
    : `Custom purchase of ${document.credits} credits`;
  const bonus = document.bonusCredits > 0 ? ` (+ ${document.bonusCredits} bonus credits)` : '';
  rule();
  row(`${description}${bonus}`, money(document.totalCents, document.currency));
  rule();
  row('Price excluding GST', money(document.excludingCents, document.currency));
  row(`GST ${document.gstRatePercent}%`, money(document.gstCents, document.currency));
  row('Total including GST', money(document.totalCents, document.currency), true);
  if (document.kind === 'credit-note') {
    y -= 16;
    page.drawText(`This credit note refunds tax invoice ${invoiceNumber ?? ''} in full.`, {
      x: left,
      y,
      size: 10,
      font: regular,
      color: grey,
    });
  }
  return Buffer.from(await pdf.save());
}
