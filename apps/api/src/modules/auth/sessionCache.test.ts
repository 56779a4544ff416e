import { DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { customer, type Party } from '../../../test/marketplace';
import { anotherSession, operator } from '../../../test/operators';
import { onSessionDataWrites } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashPassword } from './passwords';
import { type CachedSession, sessionCache, wireSessionCache } from './sessionCache';
import { sessionStore } from './sessions';
import { encryptWirePassword } from './wirePassword';

const session = (id: string): CachedSession => ({
  id,
  lastUsedAt: new Date(0),
  expiresAt: new Date(8.64e15),
  account: { id } as CachedSession['account'],
});

describe('the session cache', () => {
  let ms = 0;
  const now = () => ms;

  it('keeps the most recently used sessions, up to its bound', () => {
    const cache = sessionCache({ maxEntries: 2, now });
    for (const id of ['a', 'b']) cache.keep(id, session(id), cache.startRead());
    expect(cache.get('a')?.id).toBe('a');
    cache.keep('c', session('c'), cache.startRead());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.id).toBe('a');
    expect(cache.get('c')?.id).toBe('c');
    expect(cache.size).toBe(2);
  });

  it('answers nothing older than its maximum age', () => {
    const cache = sessionCache({ maxAgeMs: 1_000, now });
    cache.keep('a', session('a'), cache.startRead());
    ms += 999;
    expect(cache.get('a')?.id).toBe('a');
    ms += 2;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps no session read while a drop happened, nor one read just after it', () => {
    const cache = sessionCache({ quietMs: 1_000, now });
    const started = cache.startRead();
    cache.drop();
    cache.keep('a', session('a'), started);
    expect(cache.get('a')).toBeUndefined();
    cache.keep('a', session('a'), cache.startRead());
    expect(cache.get('a')).toBeUndefined();
    ms += 1_001;
    cache.keep('a', session('a'), cache.startRead());
    expect(cache.get('a')?.id).toBe('a');
  });

  it('tells the other processes of its own drops and clears on theirs', () => {
    const cache = sessionCache({ quietMs: 0, now });
    const handlers = new Map<string, () => void>();
    const tell = vi.fn();
    wireSessionCache(
      cache,
      {
        reachable: () => true,
        tell,
        on: (notice, handler) => handlers.set(notice, handler),
        onGapInTouch: () => undefined,
      },
      { warn: () => undefined, info: () => undefined },
    );
    cache.keep('a', session('a'), cache.startRead());
    cache.drop();
    expect(tell).toHaveBeenCalledTimes(1);
    expect(cache.get('a')).toBeUndefined();
    cache.keep('a', session('a'), cache.startRead());
    for (const handler of handlers.values()) handler();
    expect(cache.get('a')).toBeUndefined();
    expect(tell).toHaveBeenCalledTimes(1);
  });

  it('answers and keeps nothing while the other processes cannot be told, and says so', () => {
    const cache = sessionCache({ quietMs: 0, now });
    let reachable = true;
    let gap = () => undefined as void;
    const warnings: string[] = [];
    wireSessionCache(
      cache,
      {
        reachable: () => reachable,
        tell: () => undefined,
        on: () => undefined,
        onGapInTouch: (handler) => (gap = handler),
      },
      { warn: (message) => warnings.push(message), info: () => undefined },
    );
    cache.keep('a', session('a'), cache.startRead());
    reachable = false;
    expect(cache.get('a')).toBeUndefined();
    gap();
    expect(warnings).toHaveLength(1);
    cache.keep('b', session('b'), cache.startRead());
    expect(cache.size).toBe(0);
    reachable = true;
    gap();
    // Whatever was kept before the gap is gone: notices may have been missed meanwhile.
    expect(cache.get('a')).toBeUndefined();
    cache.keep('b', session('b'), cache.startRead());
    expect(cache.get('b')?.id).toBe('b');
  });
});

describe('signed-in calls answered from the cache, on PGlite', () => {
  const start = Date.parse('2026-11-22T00:00:00Z');
  let offset = 0;
  const clock = { now: () => new Date(start + offset) };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 }, { clock });
  });
  afterAll(() => t?.close());

  const asks = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/notifications', headers });
  const tokenOf = (who: { headers: Record<string, string> }) =>
    who.headers.authorization?.slice('Bearer '.length) ?? '';

  it('answers a session from the cache until a write on the same database drops it', async () => {
    const who = await customer(t, clock);
    const cache = sessionCache({ quietMs: 0 });
    const store = sessionStore(t.database.db, clock, 30, cache);
    expect((await store.userFor(tokenOf(who)))?.id).toBe(who.id);
    // Not listening to the database's writes: the revoked session is still answered.
    await t.database.db.update(sessions).set({ revokedAt: clock.now() });
    expect((await store.userFor(tokenOf(who)))?.id).toBe(who.id);
    const stop = onSessionDataWrites(t.database.db, () => cache.drop());
    expect(stop).toBeDefined();
    try {
      expect(await store.userFor(tokenOf(who))).toBeDefined();
      await t.database.db.update(users).set({ status: 'SPAM' }).where(eq(users.id, who.id));
      expect(await store.userFor(tokenOf(who))).toBeUndefined();
    } finally {
      stop?.();
    }
  });

  it('sees a profile change at once', async () => {
    const who = await customer(t, clock, { userName: 'Before Name' });
    const me = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/me', headers: who.headers, payload: {} });
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      vi.advanceTimersByTime(1_100);
      expect((await me()).json().user.userName).toBe('Before Name');
      expect((await me()).json().user.userName).toBe('Before Name');
    } finally {
      vi.useRealTimers();
    }
    await t.database.db.update(users).set({ userName: 'After Name' }).where(eq(users.id, who.id));
    expect((await me()).json().user.userName).toBe('After Name');
  });

  const password = 'Kowhai-Tree-2026';
  const wire = (text: string) => encryptWirePassword(text, DEFAULT_WIRE_PASSPHRASE);
  const causes: Record<string, (who: Party, otherDevice: Record<string, string>) => Promise<void>> =
    {
      'logging out': async (who) => {
        const out = await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: who.headers,
        });
        expect(out.statusCode).toBe(200);
      },
      'a password change (on another device)': async (_who, otherDevice) => {
        const changed = await t.app.inject({
          method: 'POST',
          url: '/api/account/password',
          headers: otherDevice,
          payload: { currentPassword: wire(password), password: wire('Rata-Blossom-2027') },
        });
        expect(changed.statusCode, changed.body).toBe(200);
      },
      'deleting the account': async (who) => {
        const deleted = await t.app.inject({ url: '/api/delete-account', headers: who.headers });
        expect(deleted.statusCode).toBe(200);
      },
      'being marked as spam': async (who) => {
        const staff = await operator(t, clock, { role: 'support' });
        const marked = await t.app.inject({
          method: 'POST',
          url: `/api/admin/accounts/${who.id}/spam`,
          headers: staff.headers,
          payload: { spam: true, reason: 'Posting the same job again and again' },
        });
        expect(marked.statusCode, marked.body).toBe(200);
      },
      'being signed out from another device': async (_who, otherDevice) => {
        const list = await t.app.inject({
          url: '/api/account/sessions',
          headers: otherDevice,
        });
        const others = (list.json().sessions as Array<{ id: string; current: boolean }>).filter(
          (s) => !s.current,
        );
        expect(others).toHaveLength(1);
        const ended = await t.app.inject({
          method: 'DELETE',
          url: `/api/account/sessions/${others[0]?.id}`,
          headers: otherDevice,
        });
        expect(ended.statusCode, ended.body).toBe(200);
      },
      'the session expiring': async () => {
        offset += 31 * 86_400_000;
      },
    };

  it.each(Object.keys(causes))('refuses a cached session at once after %s', async (cause) => {
    offset += 3_600_000;
    const who = await customer(t, clock);
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, who.id));
    const otherDevice = await anotherSession(t, clock, who.id);
    // The cache's clock (performance.now) stands still but for this step past its quiet
    // moment after the writes above, so the next reads are kept and answered from it.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      vi.advanceTimersByTime(1_100);
      for (let n = 0; n < 3; n++) expect((await asks(who.headers)).statusCode).toBe(200);
      await causes[cause]?.(who, otherDevice);
      expect((await asks(who.headers)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
