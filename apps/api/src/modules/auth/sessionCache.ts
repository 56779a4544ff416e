import type { SessionAccount } from './repository';

/** A live session as its lookup read it, kept to answer the same token again. */
export interface CachedSession {
  id: string;
  lastUsedAt: Date;
  expiresAt: Date;
  account: SessionAccount;
}

interface Entry {
  session: CachedSession;
  /** When it was read (monotonic milliseconds), for the maximum age. */
  readAt: number;
}

export interface SessionCacheOptions {
  /** The most sessions kept; the least recently used goes first. */
  maxEntries?: number;
  /** A safety net: an entry older than this is read again, whatever else happened. */
  maxAgeMs?: number;
  /**
   * After a drop, nothing read is kept for this long: a write seen as it was sent may not be
   * committed yet, and a lookup meanwhile still reads the old row.
   */
  quietMs?: number;
  /** Monotonic milliseconds (tests pass their own). */
  now?: () => number;
}

/**
 * The sessions of recent signed-in calls, in this process, keyed by token hash: a hit spares
 * the session's statement (the session, its user and business). Any write that could change
 * an answer drops the whole cache (`drop`), here and, through `onDrop`'s listeners, in every
 * other process at once: a revoked session, a user or business row changed (logout, password
 * change or reset, account deletion, spam marking, a profile edit). A lookup that was reading
 * while a drop happened is not kept, nor one that ends within `quietMs` of a drop. While
 * `usable()` is false (the other processes cannot be told: Redis away) the cache answers
 * nothing and keeps nothing.
 */
export function sessionCache(options: SessionCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 10_000;
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const quietMs = options.quietMs ?? 1_000;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const dropListeners = new Set<() => void>();
  /** Counts the drops: a lookup keeps its answer only if none happened while it read. */
  let generation = 0;
  let quietUntil = Number.NEGATIVE_INFINITY;
  let usable = () => true;

  /** Forget everything here (a drop told by another process, or this process's own). */
  function clear(): void {
    entries.clear();
    generation += 1;
    quietUntil = now() + quietMs;
  }

  return {
    /** The cached session of a token hash, if fresh (counted as a use for the LRU order). */
    get(tokenHash: string): CachedSession | undefined {
      if (!usable()) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      entries.delete(tokenHash);
      if (now() - entry.readAt > maxAgeMs) return undefined;
      entries.set(tokenHash, entry);
      return entry.session;
    },

    /** Mark the start of a lookup; pass the answer to `keep` with the session read. */
    startRead(): number {
      return generation;
    },

    /** Keep a session read since `startRead` answered `started`, unless a drop came between. */
    keep(tokenHash: string, session: CachedSession, started: number): void {
      const at = now();
      if (started !== generation || at < quietUntil || !usable()) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { session, readAt: at });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },

    /** Drop every session here and tell the other processes to drop theirs. */
    drop(): void {
      clear();
      for (const listener of dropListeners) listener();
    },

    /** Drop every session here only (another process told us, or we lost touch with them). */
    clear,

    /** Call `listener` on each of this process's own drops (to tell the other processes). */
    onDrop(listener: () => void): void {
      dropListeners.add(listener);
    },

    /** Use the cache only while `check` holds (e.g. while the other processes can be told). */
    usableWhile(check: () => boolean): void {
      usable = check;
    },

    /** Sessions kept (tests). */
    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;

/** What the cache needs of the other API processes (the realtime plugin's Redis adapter). */
interface OtherProcesses {
  reachable(): boolean;
  tell(notice: string): void;
  on(notice: string, handler: () => void): void;
  onGapInTouch(handler: () => void): void;
}

/** The notice one process sends the others when it drops its sessions. */
const DROP_NOTICE = 'quoteway:sessions-dropped';

/**
 * Share the drops with the other processes: each drop here is told to them, each of theirs
 * clears this cache. The cache is used only while they can be told (Redis up); whenever a
 * Redis connection closes or comes back it is cleared, since notices may have been missed.
 */
export function wireSessionCache(
  cache: SessionCache,
  others: OtherProcesses,
  log: { warn(message: string): void; info(message: string): void },
): void {
  cache.usableWhile(others.reachable);
  cache.onDrop(() => others.tell(DROP_NOTICE));
  others.on(DROP_NOTICE, () => cache.clear());
  let away = false;
  others.onGapInTouch(() => {
    cache.clear();
    const reachable = others.reachable();
    if (!reachable && !away)
      log.warn('session cache off: Redis is away, sessions are read each time');
    if (reachable && away) log.info('session cache on again: Redis is back');
    away = !reachable;
  });
}
