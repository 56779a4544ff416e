// A load generator for the benchmarks, in its own process so that it does not share the
// measured server's event loop (apps/api/scripts/bench-marketplace.ts spawns it).
//   node scripts/load.mjs < config.json
// The JSON, on standard input (thousands of requests do not fit in a command line): { url,
// connections, duration (s) or amount (requests), method, requests: [{ path, headers, body }] }:
// the requests are sent in turn, each once when `amount` is their number,
// round and round otherwise. Prints one JSON line: requests per second, latency percentiles
// (ms), the count of each status code, and errors (connection failures and timeouts).
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

const config = JSON.parse((await text(process.stdin)) || '{}');
const requests = config.requests;
if (!config.url || !Array.isArray(requests) || requests.length === 0) {
  console.error('usage: node scripts/load.mjs < {"url":...,"requests":[{"path":...}]}');
  process.exit(2);
}

let next = 0;
const statuses = {};
const instance = autocannon({
  url: config.url,
  connections: config.connections ?? 32,
  ...(config.amount ? { amount: config.amount } : { duration: config.duration ?? 10 }),
  timeout: 10,
  requests: [
    {
      method: config.method ?? 'GET',
      setupRequest(request) {
        const item = requests[next++ % requests.length];
        return {
          ...request,
          path: item.path,
          headers: {
            ...request.headers,
            ...item.headers,
            ...(item.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(item.body === undefined ? {} : { body: JSON.stringify(item.body) }),
        };
      },
    },
  ],
});
instance.on('response', (_client, statusCode) => {
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
instance.on('done', (result) => {
  const seconds = result.duration;
  const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  console.log(
    JSON.stringify({
      perSecond: answered / seconds,
      seconds,
      answered,
      statuses,
      errors: result.errors + result.timeouts,
      latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    }),
  );
});
