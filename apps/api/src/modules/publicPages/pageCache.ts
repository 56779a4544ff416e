import type { Clock } from '../../infra/clock';

const CACHE_MAX_ENTRIES = 1000;

/** Made pages and sitemaps, reused for a while per key (the oldest goes past CACHE_MAX_ENTRIES). */
export function pageCache<V>(clock: Clock) {
  const cache = new Map<string, { until: number; value: V }>();

  function cached<T extends V>(key: string): T | undefined {
    const hit = cache.get(key);
    if (!hit) return undefined;
    if (hit.until <= clock.now().getTime()) {
      cache.delete(key);
      return undefined;
    }
    return hit.value as T;
  }

  function remember(key: string, value: V, seconds: number) {
    if (seconds <= 0) return;
    cache.delete(key);
    cache.set(key, { until: clock.now().getTime() + seconds * 1000, value });
    if (cache.size > CACHE_MAX_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }

  return { cached, remember };
}

export type PageCache<V> = ReturnType<typeof pageCache<V>>;
