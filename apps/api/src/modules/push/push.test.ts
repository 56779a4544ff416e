import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { translator } from '@quoteway/i18n/server';
import { eq, sql } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob } from '../../../test/marketplace';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { FieldRejected } from '../../errors';
import { pushService as createPushService } from './service';

// Lead alerts by Web Push, sent to a push service of our own: a local HTTP endpoint that
// checks the VAPID authorisation (RFC 8292) and decrypts the aes128gcm body (RFC 8291) with
// the keys of a subscription made here as a browser makes it.
let now = new Date('2026-11-23T00:00:00Z');
const clock = { now: () => now };
let t: TestApp;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
/** The status the push service answers for an endpoint path (201 when not listed). */
const answers = new Map<string, number>();
let pushService: Server;
let origin = '';

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 }, { clock });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

/** A browser's subscription: its P-256 key pair and auth secret, at a new endpoint path. */
function browserSubscription(name: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${name}-${randomBytes(4).toString('hex')}`;
  return {
    path,
    keys,
    auth,
    body: {
      endpoint: `${origin}${path}`,
      expirationTime: null,
      keys: {
        p256dh: keys.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
  };
}

async function subscribe(who: Party, subscription: { body: object }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/push/devices',
    headers: { ...who.headers, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0' },
    payload: subscription.body,
  });
}

async function devices(who: Party) {
  const res = await t.app.inject({ method: 'GET', url: '/api/push/devices', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return (
    res.json() as {
      devices: Array<{ id: string; device: string; endpoint: string; lastUsedAt: string | null }>;
    }
  ).devices;
}

/** Checks a VAPID `Authorization: vapid t=<JWT>, k=<key>` and answers the JWT's claims. */
function vapidClaims(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, jwt = '', key = ''] = match ?? [];
  expect(key).toBe(publicKey);
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({
    typ: 'JWT',
    alg: 'ES256',
  });
  const point = Buffer.from(key, 'base64url');
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
}

function open(message: Received, subscription: ReturnType<typeof browserSubscription>) {
  const plain = decrypt(message.body, {
    version: 'aes128gcm',
    privateKey: subscription.keys,
    authSecret: subscription.auth,
  });
  return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
}

describe('lead alerts by Web Push', () => {
  it('sends a new lead to each device of a matching business, encrypted to its keys', async () => {
    const plumber = await business(t, clock, { profession: 'plumber' });
    const electrician = await business(t, clock, { profession: 'electrician' });
    const phone = browserSubscription('plumber-phone');
    const other = browserSubscription('electrician-phone');
    expect((await subscribe(plumber, phone)).statusCode).toBe(200);
    expect((await subscribe(electrician, other)).statusCode).toBe(200);
    const keyAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/push/public-key',
      headers: plumber.headers,
    });
    const { publicKey } = keyAnswer.json() as { publicKey: string };

    const job = await postJob(t, await customer(t, clock));
    await t.drainOutbox();

    // One message, to the plumber's phone only.
    expect(received.map((m) => m.path)).toEqual([phone.path]);
    const [message] = received;
    if (!message) throw new Error('no push');
    const claims = vapidClaims(message.headers.authorization, publicKey);
    expect(claims.aud).toBe(origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.urgency).toBe('high');
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    expect(open(message, phone)).toMatchObject({
      kind: 'new-lead',
      trade: 'Plumber',
      place: 'Porirua',
      credits: job.credits,
      url: `/lead-details/${job._id}`,
    });
    // The message is for this device's keys only: another subscription's cannot open it.
    expect(() => open(message, other)).toThrow();
    const [device] = await devices(plumber);
    expect(device).toMatchObject({ device: 'Chrome on Android', endpoint: phone.body.endpoint });
    expect(device?.lastUsedAt).not.toBeNull();
  });

  it('queues no push job for a matching business that has no device', async () => {
    const plumber = await business(t, clock, { profession: 'plumber' });
    const job = await postJob(t, await customer(t, clock));
    await t.drainOutbox();
    const pushJobs = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM outbox
          WHERE kind = 'lead-push' AND payload->>'userId' = ${plumber.id}
            AND payload->>'jobId' = ${job._id}`,
    );
    expect(pushJobs[0]?.n).toBe(0);
    // It is still told of the lead.
    const told = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notifications
          WHERE user_id = ${plumber.id} AND kind = 'new-lead'`,
    );
    expect(told[0]?.n).toBe(1);
  });

  it("writes the alert in the business's language", async () => {
    const plumber = await business(t, clock, { profession: 'plumber' });
    await t.database.db.update(users).set({ locale: 'fr' }).where(eq(users.id, plumber.id));
    const phone = browserSubscription('french-phone');
    expect((await subscribe(plumber, phone)).statusCode).toBe(200);
    await postJob(t, await customer(t, clock));
    await t.drainOutbox();
    const message = received.find((m) => m.path === phone.path);
    if (!message) throw new Error('no push');
    const alert = open(message, phone);
    const french = translator('fr');
    expect(alert.trade).toBe(french.t('Plumber'));
    expect(alert.title).toBe(french.t('New lead: {trade}', { trade: french.t('Plumber') }));
  });

  it('forgets a device its push service says is gone (410), and retries other failures', async () => {
    const plumber = await business(t, clock, { profession: 'plumber' });
    const gone = browserSubscription('gone');
    const failing = browserSubscription('failing');
    answers.set(gone.path, 410);
    answers.set(failing.path, 503);
    expect((await subscribe(plumber, gone)).statusCode).toBe(200);
    expect((await subscribe(plumber, failing)).statusCode).toBe(200);
    expect(await devices(plumber)).toHaveLength(2);

    await postJob(t, await customer(t, clock));
    await t.drainOutbox();

    const paths = received.map((m) => m.path);
    expect(paths.filter((p) => p === gone.path)).toHaveLength(1);
    expect(paths.filter((p) => p === failing.path)).toHaveLength(1);
    expect((await devices(plumber)).map((d) => d.endpoint)).toEqual([failing.body.endpoint]);
    // The failed push waits for the outbox's back-off, then goes again.
    const [pending] = await queryRows<{ attempts: number; status: string }>(
      t.database.db,
      sql`SELECT attempts, status FROM outbox
          WHERE kind = 'push-send' AND status = 'pending' AND payload->>'deviceId' = ${
            (await devices(plumber))[0]?.id ?? ''
          }`,
    );
    expect(pending).toEqual({ attempts: 1, status: 'pending' });
    answers.delete(failing.path);
    now = new Date(now.getTime() + 60_000);
    await t.drainOutbox();
    expect(received.map((m) => m.path).filter((p) => p === failing.path)).toHaveLength(2);
    expect((await devices(plumber))[0]?.lastUsedAt).not.toBeNull();
  });

  it('checks the subscription and lets a business remove only its own devices', async () => {
    const plumber = await business(t, clock, { profession: 'plumber' });
    const rival = await business(t, clock, { profession: 'plumber' });
    const phone = browserSubscription('own');

    const plain = await subscribe(plumber, {
      body: { ...phone.body, endpoint: 'http://push.example.net/send/1' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().fields).toEqual([expect.objectContaining({ field: 'body.endpoint' })]);
    const badKey = await subscribe(plumber, {
      body: { ...phone.body, keys: { ...phone.body.keys, p256dh: 'not-a-key' } },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().fields).toEqual([expect.objectContaining({ field: 'body.keys.p256dh' })]);

    expect((await subscribe(plumber, phone)).statusCode).toBe(200);
    const [device] = await devices(plumber);
    if (!device) throw new Error('no device');
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/devices/${device.id}`,
      headers: rival.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect(await devices(plumber)).toHaveLength(1);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/devices/${device.id}`,
      headers: plumber.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ devices: [] });
  });

  it('in production, takes only https endpoints at public names', async () => {
    const plumber = await business(t, clock, { profession: 'plumber' });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, plumber.id));
    if (!account) throw new Error('no account');
    const production = createPushService({
      db: t.database.db,
      clock,
      config: { NODE_ENV: 'production' },
      wakeOutbox: () => {},
    });
    const phone = browserSubscription('production');
    const refused = async (endpoint: string) => {
      const attempt = production.addDevice(account, { ...phone.body, endpoint }, undefined, 'en');
      await expect(attempt).rejects.toBeInstanceOf(FieldRejected);
      await expect(attempt).rejects.toMatchObject({ field: 'body.endpoint' });
    };
    await refused(phone.body.endpoint);
    await refused('https://127.0.0.1/push/1');
    await refused('https://[::1]/push/1');
    await refused('https://metadata.internal/push/1');
    await refused('https://localhost/push/1');
    const added = await production.addDevice(
      account,
      { ...phone.body, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
      undefined,
      'en',
    );
    expect(added.devices.map((d) => d.endpoint)).toEqual([
      'https://fcm.googleapis.com/fcm/send/abc',
    ]);
  });
});
