// What every benchmark script needs around its run: work over many items at a bounded
// concurrency, and a cleanup that runs however the run ends.

/** Run `work` over `items`, at most `concurrency` at a time. */
export async function inBatches<T>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

/**
 * Run `cleanup` (scratch databases, servers, children) when the run is interrupted (SIGINT,
 * SIGTERM) or dies of a stray error event (EPIPE when the output is piped into `head`), then
 * exit. The run's own `finally` calls the same cleanup: make it run once however often it is
 * called. Errors after the abandon (connections the cleanup ends) are ignored.
 */
export function cleanupOnInterrupt(cleanup: () => Promise<void>): void {
  const abandon = (code: number) => {
    process.on('uncaughtException', () => undefined);
    void cleanup().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abandon(130));
  process.once('SIGTERM', () => abandon(143));
  process.once('uncaughtException', (error) => {
    console.error(error);
    abandon(1);
  });
}
