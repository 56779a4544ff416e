import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { creditBalance } from '../src/modules/credits/lots';
import { createTestApp, type TestApp } from './app';
import { business, customer, type Party, postJob, quoteBody } from './marketplace';
import { multipart } from './multipart';

// A retried send or quote (the same Idempotency-Key) answers with the first result and never
// writes twice, also when the copies race (on PostgreSQL with 20 connections they truly do).
const clock = { now: () => new Date('2026-11-22T00:00:00Z') };
let t: TestApp;
// The app's own data folder, to count the chat files it stores.
const dataDir = mkdtempSync(path.join(tmpdir(), 'quoteway-idempotency-'));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000, DATA_DIR: dataDir }, { clock, poolSize: 20 });
});
afterAll(() => t.close());

async function one<T>(statement: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(t.database.db, statement);
  return row as T;
}

const keyed = (who: Party, key: string) => ({ ...who.headers, 'idempotency-key': key });
const unique = (name: string) => `${name}-${process.pid}-${Math.random().toString(36).slice(2)}`;

function quote(who: Party, job: { _id: string; credits: number }, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/send-quote',
    headers: key ? keyed(who, key) : who.headers,
    payload: quoteBody(job),
  });
}

function send(who: Party, conversationId: string, message: string, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/send-message',
    headers: key ? keyed(who, key) : who.headers,
    payload: { conversationId, message },
  });
}

async function debits(who: Party): Promise<number> {
  const row = await one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM credit_entries WHERE user_id = ${who.id} AND amount < 0`,
  );
  return Number(row.n);
}

async function balanceMatchesLedger(who: Party): Promise<number> {
  const balance = await creditBalance(t.database.db, who.id, clock.now());
  const ledger = await one<{ total: number }>(
    sql`SELECT coalesce(sum(amount), 0)::int AS total FROM credit_entries WHERE user_id = ${who.id}`,
  );
  expect(Number(ledger.total)).toBe(balance);
  return balance;
}

describe('Idempotency-Key on send-quote', () => {
  it('the same key twice: one quote, one debit, the same answer', async () => {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const pro = await business(t, clock, { credits: 40 });
    const key = unique('quote');
    const first = await quote(pro, job, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await quote(pro, job, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await debits(pro)).toBe(1);
    expect(await balanceMatchesLedger(pro)).toBe(40 - job.credits);
    // Without a key a second quote is still refused as before.
    expect((await quote(pro, job)).statusCode).toBe(409);
  });

  it('20 concurrent copies: all answered with the one quote, charged once', async () => {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const pro = await business(t, clock, { credits: 40 });
    const key = unique('quote-race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => quote(pro, job, key)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(answers.map((res) => res.json().quote._id));
    expect(ids.size).toBe(1);
    const quotes = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM quotes WHERE job_id = ${job._id} AND business_id = ${pro.id}`,
    );
    expect(Number(quotes.n)).toBe(1);
    expect(await debits(pro)).toBe(1);
    expect(await balanceMatchesLedger(pro)).toBe(40 - job.credits);
  });

  it('refuses the key reused for another request, and a malformed key, naming the header', async () => {
    const me = await customer(t, clock);
    const [a, b] = [await postJob(t, me), await postJob(t, me)];
    const pro = await business(t, clock, { credits: 40 });
    const key = unique('quote-reuse');
    expect((await quote(pro, a, key)).statusCode).toBe(200);
    const reused = await quote(pro, b, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.body).toContain('Idempotency-Key');
    const bad = await quote(pro, b, 'no');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('idempotency-key');
    expect(await debits(pro)).toBe(1);
  });
});

describe('Idempotency-Key on send-message', () => {
  async function conversation(): Promise<{ me: Party; pro: Party; conversationId: string }> {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const pro = await business(t, clock, { credits: 40 });
    const res = await quote(pro, job);
    expect(res.statusCode, res.body).toBe(200);
    return { me, pro, conversationId: res.json().conversationId };
  }

  async function count(conversationId: string, body: string): Promise<number> {
    const row = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM messages
          WHERE conversation_id = ${conversationId} AND body = ${body}`,
    );
    return Number(row.n);
  }

  it('the same key twice: one message, the same answer', async () => {
    const { me, conversationId } = await conversation();
    const key = unique('send');
    const first = await send(me, conversationId, 'Can you come on Tuesday?', key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(me, conversationId, 'Can you come on Tuesday?', key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message._id).toBe(first.json().message._id);
    expect(again.json()).toEqual(first.json());
    expect(await count(conversationId, 'Can you come on Tuesday?')).toBe(1);
    // Another key is another message.
    expect(
      (await send(me, conversationId, 'Can you come on Tuesday?', unique('send'))).statusCode,
    ).toBe(200);
    expect(await count(conversationId, 'Can you come on Tuesday?')).toBe(2);
  });

  it('20 concurrent copies: one message, every copy answered with it', async () => {
    const { pro, conversationId } = await conversation();
    const key = unique('send-race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(pro, conversationId, 'On my way.', key)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((res) => res.json().message._id)).size).toBe(1);
    expect(await count(conversationId, 'On my way.')).toBe(1);
  });

  it('refuses the key reused for another text', async () => {
    const { me, conversationId } = await conversation();
    const key = unique('send-reuse');
    expect((await send(me, conversationId, 'First', key)).statusCode).toBe(200);
    const reused = await send(me, conversationId, 'Second', key);
    expect(reused.statusCode).toBe(409);
    expect(await count(conversationId, 'Second')).toBe(0);
  });
});

describe('Idempotency-Key on send-media-message', () => {
  async function conversation(): Promise<{ me: Party; conversationId: string }> {
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    const pro = await business(t, clock, { credits: 40 });
    const res = await quote(pro, job);
    expect(res.statusCode, res.body).toBe(200);
    return { me, conversationId: res.json().conversationId };
  }

  const photo = (red: number) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 30 } } })
      .png()
      .toBuffer();

  function sendMedia(
    who: Party,
    conversationId: string,
    caption: string,
    bytes: Buffer,
    key?: string,
  ) {
    const form = multipart(
      { conversationId, message: caption },
      { field: 'file', filename: 'meter.png', type: 'image/png', bytes },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/send-media-message',
      headers: { ...(key ? keyed(who, key) : who.headers), ...form.headers },
      payload: form.payload,
    });
  }

  async function mediaOf(conversationId: string) {
    return queryRows<{ media: { key: string; thumbnailKey: string | null } }>(
      t.database.db,
      sql`SELECT media FROM messages
          WHERE conversation_id = ${conversationId} AND message_type = 'media'`,
    );
  }

  /** Every chat file stored so far (main images and thumbnails), as storage keys. */
  const storedFiles = () => {
    try {
      return readdirSync(path.join(dataDir, 'uploads', 'chat')).map((name) => `chat/${name}`);
    } catch {
      return [];
    }
  };

  it('the same key twice: one message, one stored file, the same answer', async () => {
    const { me, conversationId } = await conversation();
    const bytes = await photo(10);
    const before = storedFiles().length;
    const key = unique('media');
    const first = await sendMedia(me, conversationId, 'The meter', bytes, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await sendMedia(me, conversationId, 'The meter', bytes, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message._id).toBe(first.json().message._id);
    const rows = await mediaOf(conversationId);
    expect(rows).toHaveLength(1);
    // The image and its thumbnail, stored once.
    expect(storedFiles().length - before).toBe(2);
    // The same key with another file is another request: refused, nothing stored.
    const other = await sendMedia(me, conversationId, 'The meter', await photo(200), key);
    expect(other.statusCode).toBe(409);
    expect(other.body).toContain('Idempotency-Key');
    expect(await mediaOf(conversationId)).toHaveLength(1);
    expect(storedFiles().length - before).toBe(2);
    // Without a key, the same file is another message.
    expect((await sendMedia(me, conversationId, 'The meter', bytes)).statusCode).toBe(200);
    expect(await mediaOf(conversationId)).toHaveLength(2);
  });

  it('20 concurrent copies: one message and one stored upload, every copy answered with it', async () => {
    const { me, conversationId } = await conversation();
    const bytes = await photo(120);
    const before = new Set(storedFiles());
    const key = unique('media-race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendMedia(me, conversationId, 'Leak', bytes, key)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((res) => res.json().message._id)).size).toBe(1);
    const rows = await mediaOf(conversationId);
    expect(rows).toHaveLength(1);
    const media = rows[0]?.media;
    // The copies' files were removed: what is left is the message's image and thumbnail.
    const added = storedFiles().filter((file) => !before.has(file));
    expect(added.sort()).toEqual([media?.key, media?.thumbnailKey].sort());
  });
});
