import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, type Party } from '../../../test/marketplace';
import { queryRows } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import { PDF_URL_LIFETIME_MS, taxSellersOf } from './taxDocuments';
import { recordRefund } from './taxDocumentService';

// Tax invoices and credit notes on the real app (PGlite, or PostgreSQL with DATABASE_URL):
// numbering without gaps under concurrent purchases, the GST split, the PDF, refunds.

const start = Date.parse('2026-12-01T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
let t: TestApp;
let port: number;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp(
    {
      RATE_LIMIT_MAX: 1_000_000,
      SELLER_NZ_NAME: 'Quoteway Aotearoa Limited',
      SELLER_NZ_TAX_NUMBER: '123-456-789',
    },
    // Concurrent purchases on PostgreSQL really overlap with enough connections.
    { clock, poolSize: 20 },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

function buy(who: Party, payload: object = { planId: 'plan-50', card: VISA }, host?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: {
      ...who.headers,
      'idempotency-key': `tax-${++keys}-${who.id}`,
      ...(host ? { host } : {}),
    },
    payload,
  });
}

async function document(who: Party, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tax-documents/${id}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * The text a PDF draws: its (Flate-compressed) content streams, and in them the strings of
 * the text operators, literal `(...)` or hexadecimal `<...>`.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([^]*?)\r?\nendstream/g)].map(([, body = '']) => {
    const bytes = Buffer.from(body, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return body;
    }
  });
  return streams
    .flatMap((s) => [...s.matchAll(/<([0-9A-Fa-f]+)>\s*Tj|\(((?:[^()\\]|\\.)*)\)\s*Tj/g)])
    .map(([, hex, literal]) => (hex ? Buffer.from(hex, 'hex').toString('latin1') : (literal ?? '')))
    .join('\n');
}

describe('tax invoices', () => {
  it('numbers 50 concurrent purchases 1 to 50 on the site, with no gap or repeat', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, () => business(t, clock)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => buy(buyers[i % buyers.length] as Party)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const numbers = answers.map((a) => a.json().taxInvoice.number as string);
    expect(new Set(numbers).size).toBe(50);
    const sequences = numbers.map((n) => Number(/^NZ-(\d{6})$/.exec(n)?.[1])).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // Every invoice is its purchase's, and the counter stands at the last number given.
    const [counter] = await queryRows<{ last: number }>(
      t.database.db,
      sql`SELECT last_number AS last FROM tax_document_counters WHERE series = 'NZ'`,
    );
    expect(Number(counter?.last)).toBe(50);
  });

  it('shows seller, buyer, the price excluding GST, the GST and the total; another business gets 404', async () => {
    const buyer = await business(t, clock);
    const res = await buy(buyer, { planId: 'plan-100', card: VISA });
    const { id, number } = res.json().taxInvoice;
    const invoice = await document(buyer, id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number,
      currency: 'NZD',
      seller: { name: 'Quoteway Aotearoa Limited', taxNumber: '123-456-789' },
      buyer: { number: '9429041925676', numberKind: 'NZBN' },
      planId: 'plan-100',
      credits: 100,
      bonusCredits: 24,
      // $50 including 15% GST.
      excludingCents: 4348,
      gstCents: 652,
      totalCents: 5000,
      gstRatePercent: 15,
      invoice: null,
      creditNote: null,
    });
    expect(invoice.buyer.name).toMatch(/^Tradie \d+ Ltd$/);
    const other = await business(t, clock);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/tax-documents/${id}`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('numbers each site on its own, at its own GST rate', async () => {
    // An Australian business (on the New Zealand host, too: it pays as the country it is in).
    const buyer = await business(t, clock, { country: 'AU' });
    const au = await buy(buyer, { planId: 'plan-100', card: VISA }, 'quoteway.co.nz');
    expect(au.statusCode, au.body).toBe(200);
    expect(au.json().taxInvoice.number).toBe('AU-000001');
    expect(await document(buyer, au.json().taxInvoice.id)).toMatchObject({
      currency: 'AUD',
      totalCents: 4500,
      excludingCents: 4091,
      gstCents: 409,
      gstRatePercent: 10,
    });
  });

  it('links the invoice from the ledger, and serves its PDF at a signed address', async () => {
    const buyer = await business(t, clock);
    const { id, number } = (await buy(buyer)).json().taxInvoice;
    const ledger = await t.app.inject({
      method: 'GET',
      url: '/api/credits/ledger',
      headers: buyer.headers,
    });
    const entries = ledger.json().entries as Array<{ kind: string; taxDocument: unknown }>;
    expect(entries.find((e) => e.kind === 'purchase')?.taxDocument).toEqual({ id, number });
    expect(entries.find((e) => e.kind === 'bonus')?.taxDocument).toBeNull();

    const { pdf: signature } = await document(buyer, id);
    const pdfUrl = `/api/tax-documents/${id}/pdf?expires=${signature.expires}&sig=${signature.sig}`;
    // A link the browser opens: no session goes with it.
    const pdf = await fetch(`http://127.0.0.1:${port}${pdfUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(`Number: ${number}`);
    expect(text).toContain('GST number: 123-456-789');
    expect(text).toContain('GST 15%');
    expect(text).toContain('NZD 2.61');
    expect(text).toContain('NZD 20.00');

    // A forged or expired signature is refused.
    const forged = pdfUrl.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await fetch(`http://127.0.0.1:${port}${forged}`)).status).toBe(403);
    offset += PDF_URL_LIFETIME_MS + 1000;
    expect((await fetch(`http://127.0.0.1:${port}${pdfUrl}`)).status).toBe(403);
  });

  it('tells every open tab of the buyer the new balance (update-credits)', async () => {
    const buyer = await business(t, clock);
    const sockets = [0, 1].map(() =>
      connect(`http://127.0.0.1:${port}`, {
        auth: { token: buyer.headers.authorization?.slice(7) },
        transports: ['websocket'],
      }),
    );
    try {
      await Promise.all(
        sockets.map(
          (s) =>
            new Promise<void>((resolve, reject) => {
              s.on('connect', resolve);
              s.on('connect_error', reject);
            }),
        ),
      );
      const heard = sockets.map(
        (s) => new Promise<unknown>((resolve) => s.on('update-credits', resolve)),
      );
      expect((await buy(buyer)).statusCode).toBe(200);
      expect(await Promise.all(heard)).toEqual([{ userId: buyer.id }, { userId: buyer.id }]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});

describe('credit notes', () => {
  it('a refund issues one credit note, takes back the credits left, and links it from the ledger', async () => {
    const buyer = await business(t, clock);
    const bought = (await buy(buyer, { planId: 'plan-100', card: VISA })).json();
    const told: string[] = [];
    const refund = () =>
      recordRefund(
        {
          db: t.database.db,
          clock,
          sellers: taxSellersOf({}),
          realtime: {
            toUser: (userId) => void told.push(userId),
            disconnectUser: () => undefined,
          },
        },
        bought.purchase.id,
      );
    const note = await refund();
    expect(note.number).toMatch(/^NZ-CN-\d{6}$/);
    // Refunding again changes nothing.
    expect((await refund()).id).toBe(note.id);
    expect(told).toEqual([buyer.id, buyer.id]);
    expect(
      await t.database.db
        .select({ kind: taxDocuments.kind })
        .from(taxDocuments)
        .where(eq(taxDocuments.purchaseId, bought.purchase.id)),
    ).toHaveLength(2);

    const shown = await document(buyer, note.id);
    expect(shown).toMatchObject({
      kind: 'credit-note',
      totalCents: -5000,
      excludingCents: -4348,
      gstCents: -652,
      invoice: bought.taxInvoice,
    });
    expect((await document(buyer, bought.taxInvoice.id)).creditNote).toEqual({
      id: note.id,
      number: note.number,
    });
    const ledger = (
      await t.app.inject({ method: 'GET', url: '/api/credits/ledger', headers: buyer.headers })
    ).json();
    expect(ledger.balance).toBe(0);
    expect(ledger.entries[0]).toMatchObject({
      kind: 'refund',
      amount: -124,
      reason: `Refund of tax invoice ${bought.taxInvoice.number}`,
      taxDocument: { id: note.id, number: note.number },
    });
    const pdf = await fetch(
      `http://127.0.0.1:${port}/api/tax-documents/${note.id}/pdf?expires=${shown.pdf.expires}&sig=${shown.pdf.sig}`,
    );
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Credit note');
    expect(text).toContain(`refunds tax invoice ${bought.taxInvoice.number}`);
    expect(text).toContain('-NZD 6.52');
  });
});
