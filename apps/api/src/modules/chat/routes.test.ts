import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { multipart } from '../../../test/multipart';
import { devMailbox, quotes } from '../../db/schema';

const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A customer and a business whose quote opened a conversation. */
async function pair() {
  const me = await customer(t, clock);
  const tradie = await business(t, clock, { credits: 50 });
  const job = await postJob(t, me);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/send-quote',
    headers: tradie.headers,
    payload: quoteBody(job),
  });
  expect(res.statusCode).toBe(200);
  return { me, tradie, job, conversationId: res.json().conversationId as string };
}

const say = (who: Party, conversationId: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/send-message',
    headers: who.headers,
    payload: { conversationId, message },
  });

const get = (who: Party, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

async function socketOf(who: Party): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, {
    auth: { token: who.headers.authorization?.slice(7) },
    transports: ['websocket'],
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return socket;
}

describe('conversations', () => {
  it('a quote opens a conversation whose first message is the quote, for both parties', async () => {
    const { me, tradie, conversationId } = await pair();
    const mine = await get(me, `/api/conversations?userId=${me.id}&perPage=20&isApk=false`);
    expect(mine.statusCode).toBe(200);
    const [conversation] = mine.json().conversations;
    expect(conversation).toMatchObject({
      _id: conversationId,
      unread: 1,
      blocked: false,
      otherUser: { _id: tradie.id },
      job: {
        professionName: 'Plumber',
        titleParts: ['Leak or burst pipe', 'House'],
        locality: 'Porirua',
      },
    });
    expect(conversation.lastMessage).toMatchObject({ messageType: 'quote', type: 'received' });
    expect(mine.json().unreadConversations).toBe(1);
    const theirs = await get(tradie, '/api/conversations');
    expect(theirs.json().conversations[0].lastMessage.type).toBe('sent');
    expect(theirs.json().unreadConversations).toBe(0);
  });

  it('refuses another user’s id (403) and answers strangers’ reads and writes as if the conversation did not exist (404)', async () => {
    const { me, conversationId } = await pair();
    const stranger = await customer(t, clock);
    expect((await get(stranger, `/api/conversations?userId=${me.id}`)).statusCode).toBe(403);
    const read = await get(stranger, `/api/conversation?conversationId=${conversationId}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Conversation not found');
    expect((await say(stranger, conversationId, 'hello')).statusCode).toBe(404);
    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/seen-conversation',
      headers: stranger.headers,
      payload: { conversationId },
    });
    expect(seen.statusCode).toBe(404);
    expect((await get(stranger, '/api/conversations')).json().conversations).toEqual([]);
  });

  it('opens by the other user and the job (the /chat/... screen)', async () => {
    const { me, tradie, job, conversationId } = await pair();
    const res = await get(tradie, `/api/conversation?receiverId=${me.id}&jobId=${job._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().conversation._id).toBe(conversationId);
  });

  it('pages 20 at a time going back in history', async () => {
    const { me, tradie, conversationId } = await pair();
    for (let i = 1; i <= 24; i++) {
      offset += 1000;
      expect((await say(i % 2 ? me : tradie, conversationId, `message ${i}`)).statusCode).toBe(200);
      if (i === 12) offset += 61_000; // stay inside the per-minute sending budget
    }
    const newest = await get(me, `/api/conversation?conversationId=${conversationId}`);
    const body = newest.json();
    expect(body.messages).toHaveLength(20);
    expect(body.moreToLoad).toBe(true);
    expect(body.messages.at(-1).message).toBe('message 24');
    const older = await get(
      me,
      `/api/conversation?conversationId=${conversationId}&before=${body.messages[0]._id}`,
    );
    expect(older.json().messages.map((m: { message: string }) => m.message)).toEqual([
      'I can fix the leak tomorrow morning; parts included.',
      'message 1',
      'message 2',
      'message 3',
      'message 4',
    ]);
    expect(older.json().moreToLoad).toBe(false);
  });

  it('lists contacts filtered by name', async () => {
    const { me, tradie } = await pair();
    const all = await get(me, '/api/chat/contact/users');
    expect(all.json().users.map((u: { _id: string }) => u._id)).toContain(tradie.id);
    const none = await get(me, '/api/chat/contact/users?filterData=zzzz');
    expect(none.json().users).toEqual([]);
  });

  it('finds contacts by a part of the person’s or the business’s name, with the job', async () => {
    const { me, tradie, job, conversationId } = await pair();
    const business = (
      await get(tradie, `/api/conversation?conversationId=${conversationId}`)
    ).json().business.businessName as string;
    // "Tradie 7 Ltd": any case, any part; the customer's own name matches nothing of theirs.
    const found = await get(
      me,
      `/api/chat/contact/users?filterData=${encodeURIComponent(business.slice(2).toUpperCase())}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().users).toEqual([
      expect.objectContaining({
        _id: tradie.id,
        conversationId,
        jobId: job._id,
        job: {
          _id: job._id,
          professionName: 'Plumber',
          titleParts: ['Leak or burst pipe', 'House'],
          locality: 'Porirua',
        },
      }),
    ]);
    const byPerson = await get(tradie, '/api/chat/contact/users?filterData=aroha');
    expect(byPerson.json().users.map((u: { conversationId: string }) => u.conversationId)).toEqual([
      conversationId,
    ]);
    // Only the other party's name is searched: my own name finds none of my conversations.
    const mine = await get(me, '/api/chat/contact/users?filterData=aroha');
    expect(mine.json().users).toEqual([]);
    // LIKE's wildcards are searched as text.
    const wildcard = await get(me, '/api/chat/contact/users?filterData=%25');
    expect(wildcard.json().users).toEqual([]);
  });

  it('refuses a contact search longer than 80 characters, naming the field', async () => {
    const { me } = await pair();
    const res = await get(me, `/api/chat/contact/users?filterData=${'a'.repeat(81)}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('filterData');
  });

  it('says where the conversation’s job is: open, then hired', async () => {
    const { me, tradie, job, conversationId } = await pair();
    const before = await get(tradie, `/api/conversation?conversationId=${conversationId}`);
    expect(before.json()).toMatchObject({ jobStatus: 'open', quote: { status: 'sent' } });
    const quoteId = before.json().quote._id as string;
    const hired = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/hire`,
      headers: me.headers,
      payload: { quoteId },
    });
    expect(hired.statusCode).toBe(200);
    const after = await get(me, `/api/conversation?conversationId=${conversationId}`);
    expect(after.json()).toMatchObject({ jobStatus: 'hired', quote: { status: 'hired' } });
  });
});

describe('sending and seeing', () => {
  it('delivers a message to both parties’ sockets at once, and seen status back', async () => {
    const { me, tradie, conversationId } = await pair();
    const customerSocket = await socketOf(me);
    const tradieSocket = await socketOf(tradie);
    try {
      const arrived = new Promise<{ message: { message: string; type: string } }>((resolve) =>
        customerSocket.on('create-message', resolve),
      );
      const echoed = new Promise<{ message: { type: string } }>((resolve) =>
        tradieSocket.on('create-message', resolve),
      );
      const sent = await say(tradie, conversationId, 'Can I come at 9?');
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toMatchObject({ type: 'sent', seenTime: null });
      const got = await arrived;
      expect(got).toMatchObject({
        senderId: tradie.id,
        receiverId: me.id,
        message: { message: 'Can I come at 9?', type: 'received' },
      });
      expect((await echoed).message.type).toBe('sent');

      const seenEvent = new Promise<{ conversationId: string; seenBy: string }>((resolve) =>
        tradieSocket.on('seen-message', resolve),
      );
      const seen = await t.app.inject({
        method: 'POST',
        url: '/api/seen-conversation',
        headers: me.headers,
        payload: { conversationId, perPage: 20 },
      });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().seenTime).not.toBeNull();
      expect(await seenEvent).toMatchObject({ conversationId, seenBy: me.id });
      const page = await get(tradie, `/api/conversation?conversationId=${conversationId}`);
      for (const m of page.json().messages) expect(m.seenTime).not.toBeNull();
      expect((await get(me, '/api/conversations')).json().unreadConversations).toBe(0);
    } finally {
      customerSocket.disconnect();
      tradieSocket.disconnect();
    }
  });

  it('seeing the quote’s conversation counts as opening the quote', async () => {
    const { me, job, conversationId } = await pair();
    await t.app.inject({
      method: 'POST',
      url: '/api/seen-conversation',
      headers: me.headers,
      payload: { conversationId },
    });
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.jobId, job._id));
    expect(quote?.openedAt).not.toBeNull();
  });

  it('keeps text as text: markup is stored and returned as written', async () => {
    const { me, tradie, conversationId } = await pair();
    const text = '<img src=x onerror=alert(1)> <b>hi</b>';
    offset += 1000; // after the quote, so it is the newest message
    await say(me, conversationId, text);
    const page = await get(tradie, `/api/conversation?conversationId=${conversationId}`);
    expect(page.json().messages.at(-1).message).toBe(text);
    expect(page.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    [{ message: '   ' }, 'body.message'],
    [{ message: 'x'.repeat(4001) }, 'body.message'],
    [{ conversationId: 'nope', message: 'hi' }, 'body.conversationId'],
  ])('refuses %j naming %s', async (override, field) => {
    const { me, conversationId } = await pair();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-message',
      headers: me.headers,
      payload: { conversationId, ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });

  it('limits sending to 30 messages a minute', async () => {
    const { me, conversationId } = await pair();
    for (let i = 0; i < 30; i++)
      expect((await say(me, conversationId, `m${i}`)).statusCode).toBe(200);
    const over = await say(me, conversationId, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    offset += 61_000;
    expect((await say(me, conversationId, 'later')).statusCode).toBe(200);
  });
});

describe('blocking', () => {
  it('after a block neither party can message the other, until unblocked', async () => {
    const { me, tradie, conversationId } = await pair();
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/chat/block',
      headers: me.headers,
      payload: { userId: tradie.id, blocked: true },
    });
    expect(block.json()).toEqual({ blocked: true });
    const theirs = await say(tradie, conversationId, 'hello?');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('You cannot send messages in this conversation');
    expect((await say(me, conversationId, 'bye')).statusCode).toBe(403);
    const list = await get(tradie, '/api/conversations');
    expect(list.json().conversations[0]).toMatchObject({ blocked: true, blockedByMe: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/block',
      headers: me.headers,
      payload: { userId: tradie.id, blocked: false },
    });
    expect((await say(tradie, conversationId, 'hello again')).statusCode).toBe(200);
  });
});

describe('unread e-mail', () => {
  it('a message unread for 15 minutes sends one e-mail, not one per message', async () => {
    const { me, tradie, conversationId } = await pair();
    await t.drainOutbox(); // the quote's own mails and checks
    const mails = async () =>
      (await t.database.db.select().from(devMailbox).where(eq(devMailbox.to, me.email))).filter(
        (m) => m.subject === 'You have unread messages on Quoteway',
      );
    await say(tradie, conversationId, 'first');
    offset += 60_000;
    await say(tradie, conversationId, 'second');
    offset += 14 * 60_000;
    await t.drainOutbox();
    expect(await mails()).toHaveLength(1);
    offset += 2 * 60_000;
    await t.drainOutbox();
    expect(await mails()).toHaveLength(1);
    // Read, then a new unread run: one more e-mail.
    await t.app.inject({
      method: 'POST',
      url: '/api/seen-conversation',
      headers: me.headers,
      payload: { conversationId },
    });
    await say(tradie, conversationId, 'third');
    offset += 16 * 60_000;
    await t.drainOutbox();
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.text).toContain(`/inbox?conversation=${conversationId}`);
  });

  it('a message read within 15 minutes sends nothing', async () => {
    const { me, tradie, conversationId } = await pair();
    await t.drainOutbox();
    await say(tradie, conversationId, 'quick question');
    await t.app.inject({
      method: 'POST',
      url: '/api/seen-conversation',
      headers: me.headers,
      payload: { conversationId },
    });
    offset += 16 * 60_000;
    await t.drainOutbox();
    const mails = await t.database.db.select().from(devMailbox).where(eq(devMailbox.to, me.email));
    expect(mails.filter((m) => m.subject === 'You have unread messages on Quoteway')).toEqual([]);
  });
});

describe('media messages', () => {
  it('re-encodes an image, stores it, and serves it only by its signed URL', async () => {
    const { me, tradie, conversationId } = await pair();
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const form = multipart(
      { conversationId, message: 'the leak' },
      { field: 'file', filename: 'leak.png', bytes: png },
    );
    offset += 1000; // after the quote, so it is the newest message
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-media-message',
      headers: { ...me.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const message = res.json().message;
    expect(message).toMatchObject({ messageType: 'media', message: 'the leak' });
    expect(message.media.mimeType).toMatch(/^image\//);
    expect(message.media.thumbnailUrl).toMatch(/variant=thumbnail/);
    const page = await get(tradie, `/api/conversation?conversationId=${conversationId}`);
    const url = page.json().messages.at(-1).media.url as string;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(message.media.mimeType);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(640);
    const thumb = await t.app.inject({ method: 'GET', url: message.media.thumbnailUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    const forged = await t.app.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(404);
    offset += 2 * 3_600_000;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image or PDF, whatever its name says', async () => {
    const { me, conversationId } = await pair();
    const form = multipart(
      { conversationId, message: '' },
      { field: 'file', filename: 'photo.jpg', bytes: Buffer.from('#!/bin/sh\necho not a photo\n') },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-media-message',
      headers: { ...me.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/image \(JPEG, PNG or WebP\) or a PDF/);
  });

  it('refuses a stranger and a missing conversation id, storing nothing', async () => {
    const { conversationId } = await pair();
    const stranger = await customer(t, clock);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const form = multipart(
      { conversationId, message: '' },
      { field: 'file', filename: 'a.png', bytes: png },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-media-message',
      headers: { ...stranger.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(404);
    const missing = multipart({ message: '' }, { field: 'file', filename: 'a.png', bytes: png });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/send-media-message',
      headers: { ...stranger.headers, ...missing.headers },
      payload: missing.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('body.conversationId');
  });
});
