import { lazyImport } from '../../lazy';

/** The marketplace events counted for operators (one counter each, `quoteway_<event>_total`). */
const countedEvents = ['quotes', 'purchases', 'credit_returns', 'refunds'] as const;
type CountedEvent = (typeof countedEvents)[number];

/**
 * What the process tells its operators: counts, request timings and gauges read when scraped.
 * Modules and plugins see only this interface (through the module context), never
 * prom-client, which a process loads only when `METRICS_TOKEN` is configured.
 */
export interface Metrics {
  /** Whether anything is recorded: false without `METRICS_TOKEN` (every call is a no-op). */
  readonly enabled: boolean;
  /** Count one (or `by`) marketplace event, after its transaction committed. */
  count(event: CountedEvent, by?: number): void;
  /** A request answered: its route table pattern (never the raw URL), method and status. */
  requestAnswered(request: {
    route: string;
    method: string;
    status: number;
    seconds: number;
  }): void;
  /** An outbox delivery attempt failed (`final`: no retries left). */
  outboxFailed(kind: string, final: boolean): void;
  /** A gauge whose value is read at each scrape (sockets connected, outbox lag). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
  /** The Prometheus text exposition of everything above. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/** Metrics that record nothing: a process without `METRICS_TOKEN`. */
export const noMetrics: Metrics = {
  enabled: false,
  count() {},
  requestAnswered() {},
  outboxFailed() {},
  gauge() {},
  scrape: async () => ({ contentType: 'text/plain; version=0.0.4; charset=utf-8', body: '' }),
};

const loadPromClient = lazyImport(() => import('prom-client'));

/**
 * Prometheus metrics on a registry of this process's own (prom-client), with Node's default
 * process metrics (CPU, memory, event-loop lag) beside ours, all prefixed `quoteway_`.
 */
export async function prometheusMetrics(): Promise<Metrics> {
  const client = await loadPromClient();
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'quoteway_' });
  const counters = Object.fromEntries(
    countedEvents.map((event) => [
      event,
      new client.Counter({
        name: `quoteway_${event}_total`,
        help: eventHelp[event],
        registers: [registry],
      }),
    ]),
  ) as Record<CountedEvent, InstanceType<typeof client.Counter>>;
  const requests = new client.Histogram({
    name: 'quoteway_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    // From a cached read to a slow quote under load.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const outboxFailures = new client.Counter({
    name: 'quoteway_outbox_failures_total',
    help: 'Outbox delivery attempts that failed, by kind and whether retries were left',
    labelNames: ['kind', 'final'] as const,
    registers: [registry],
  });
  return {
    enabled: true,
    count(event, by = 1) {
      counters[event].inc(by);
    },
    requestAnswered({ route, method, status, seconds }) {
      requests.observe({ route, method, status: String(status) }, seconds);
    },
    outboxFailed(kind, final) {
      outboxFailures.inc({ kind, final: String(final) });
    },
    gauge(name, help, read) {
      new client.Gauge({
        name,
        help,
        registers: [registry],
        // Read at scrape time: prom-client awaits a collect that returns a promise.
        async collect() {
          this.set(await read());
        },
      });
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

const eventHelp: Record<CountedEvent, string> = {
  quotes: 'Quotes sent by businesses (each spends the lead’s credits)',
  purchases: 'Credit purchases settled (card charged, credits added)',
  credit_returns: 'Quotes whose credits were returned (unopened for 48 hours, or job cancelled)',
  refunds: 'Card payments refunded',
};
