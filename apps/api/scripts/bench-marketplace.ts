// Marketplace benchmark (printed, never asserted): seeds a scratch PostgreSQL database with
// 10,000 businesses, 20,000 customers and 100,000 jobs spread over New Zealand, then times the
// new-leads list and send-quote through the real app (in-process, `app.inject`).
//   DATABASE_URL=postgres://... npx tsx scripts/bench-marketplace.ts [--plan]
// Options: --jobs, --businesses, --customers, --sessions, --requests, --quotes (counts) and
// --plan (print the full EXPLAIN of the new-leads query). The database is dropped at the end,
// unless --keep (to study its queries with psql; drop it yourself).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Question } from '@quoteway/contracts';
import { leadBudgetBands, leadCreditCost } from '@quoteway/domain';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { report } from '../../../scripts/lib/bench-results.mjs';
import { buildApp } from '../src/app';
import { systemClock } from '../src/infra/clock';
import { testConfig } from '../src/config';
import { type Database, type DatabaseHandle, openDatabase, queryRows } from '../src/db/client';
import { seedReferenceData } from '../src/seed/reference';
import { sessionStore } from '../src/modules/auth/sessions';
import { createScratchDatabase } from '../test/scratchDatabase';
import { open, quoteBody } from '../test/marketplace';
import { databaseCpu } from './lib/processCpu';
import { cleanupOnInterrupt } from './lib/runs';

const { values: options } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    businesses: { type: 'string', default: '10000' },
    customers: { type: 'string', default: '20000' },
    sessions: { type: 'string', default: '200' },
    requests: { type: 'string', default: '400' },
    quotes: { type: 'string', default: '300' },
    'quote-businesses': { type: 'string', default: '600' },
    seconds: { type: 'string', default: '10' },
    repeat: { type: 'string', default: '1' },
    plan: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const count = (name: keyof typeof options) => {
  const n = Number(options[name]);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
};
const sizes = {
  jobs: count('jobs'),
  businesses: count('businesses'),
  customers: count('customers'),
  sessions: count('sessions'),
  requests: count('requests'),
  quotes: count('quotes'),
  quoteBusinesses: count('quote-businesses'),
  seconds: count('seconds'),
  repeat: count('repeat'),
};
/** Credits granted to every business: enough that no quote in the run is refused for money. */
const GRANT_CREDITS = 100_000;
/** Above this p50 the new-leads list counts as slow and its full plan is printed. */
const SLOW_LEADS_MS = 50;

const serverUrl = process.env.DATABASE_URL;

// A seeded generator (and setseed in SQL), so two runs make the same requests.
let seed = 20_240_611;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, t) => sum + t, 0) / (sorted.length || 1);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean };
}
const ms = (t: number) => `${t.toFixed(1)} ms`;
const seconds = (t: number) => `${(t / 1000).toFixed(1)} s`;

/** Run a step and print how long it took. */
async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await work();
  console.log(`  ${label.padEnd(46)} ${seconds(performance.now() - t0)}`);
  return result;
}

/**
 * The whole data set in one transaction of set-based statements (INSERT ... SELECT over
 * generate_series): a few seconds instead of 130,000 round trips. Random choices come from
 * numbered temporary tables joined on `floor(random() * n)`.
 */
async function seedMarketplace(db: Database) {
  const professionRows = await queryRows<{
    slug: string;
    name: string;
    base_credits: number;
    questions: Question[];
  }>(db, sql`SELECT slug, name, base_credits, questions FROM professions ORDER BY slug`);
  // A plausible answer set per trade (first option of each choice question), so lead rows
  // carry answers of a realistic size.
  const answers = (questions: Question[]) =>
    questions
      .filter((q) => q.options.length > 0)
      .map((q) => ({ questionId: q.id, options: [q.options[0]] }));
  // Credits by the domain rule (the jobs are in New Zealand, so in NZD): leadCreditCost is
  // constant within a budget band, so its value at each band's lower bound, per trade, is a
  // lookup table SQL can join on.
  const costRows = professionRows.flatMap((p) =>
    leadBudgetBands.map((band, i) => {
      const lo = i === 0 ? 0 : (leadBudgetBands[i - 1]?.belowCents ?? 0);
      return sql`(${p.slug}, ${lo}::int, ${band.belowCents}::int, ${leadCreditCost(p.base_credits, lo, 'NZD')}::int)`;
    }),
  );

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.42)`);
    await tx.execute(sql`CREATE TEMP TABLE bench_loc ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id, lat, lng
      FROM localities WHERE country = 'NZ'`);
    await tx.execute(sql`CREATE UNIQUE INDEX ON bench_loc (n)`);
    const [loc] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM bench_loc`);
    const localityCount = loc?.n ?? 0;
    if (localityCount === 0) throw new Error('no NZ localities to place jobs in');

    await tx.execute(sql`CREATE TEMP TABLE bench_prof
      (n int PRIMARY KEY, slug text, name text, answers jsonb, unknown_credits int) ON COMMIT DROP`);
    await tx.execute(
      sql`INSERT INTO bench_prof VALUES ${sql.join(
        professionRows.map(
          (p, n) =>
            sql`(${n}, ${p.slug}, ${p.name}, ${JSON.stringify(answers(p.questions))}::jsonb,
               ${leadCreditCost(p.base_credits, null, 'NZD')})`,
        ),
        sql`, `,
      )}`,
    );
    await tx.execute(sql`CREATE TEMP TABLE bench_cost
      (slug text, lo int, hi int, credits int) ON COMMIT DROP`);
    await tx.execute(sql`INSERT INTO bench_cost VALUES ${sql.join(costRows, sql`, `)}`);

    // Businesses: a random locality as the service-area centre, radius 10-100 km, 1-3 trades
    // (the first is the registration trade).
    await tx.execute(sql`CREATE TEMP TABLE bench_biz ON COMMIT DROP AS
      SELECT r.n, gen_random_uuid() AS id, l.id AS locality_id, l.lat, l.lng, r.radius,
             ARRAY(SELECT slug FROM bench_prof ORDER BY random() LIMIT r.trades) AS trades
      FROM (SELECT g AS n, floor(random() * ${localityCount})::int AS li,
                   10 + floor(random() * 91)::int AS radius, 1 + floor(random() * 3)::int AS trades
            FROM generate_series(0, ${sizes.businesses - 1}) AS g OFFSET 0) r
      JOIN bench_loc l ON l.n = r.li`);
    await tx.execute(sql`CREATE UNIQUE INDEX ON bench_biz (n)`);
    await tx.execute(sql`INSERT INTO users
        (id, email, user_name, user_type, status, verified_at, mobile, mobile_verified_at)
      SELECT id, 'bench.business' || n || '@example.co.nz', 'Tradie ' || n, 'Business User',
             'ACTIVE', now(), '+6421' || lpad(n::text, 7, '0'), now()
      FROM bench_biz`);
    await tx.execute(sql`INSERT INTO businesses
        (user_id, business_name, profession_slug, country, business_number, business_number_kind,
         business_number_status, mobile, locality_id, service_radius_km, service_lat, service_lng)
      SELECT id, 'Tradie ' || n || ' Ltd', trades[1], 'NZ', '94290' || lpad(n::text, 8, '0'),
             'NZBN', 'verified', '+6421' || lpad(n::text, 7, '0'), locality_id, radius, lat, lng
      FROM bench_biz`);
    await tx.execute(sql`INSERT INTO business_professions (user_id, profession_slug)
      SELECT id, unnest(trades) FROM bench_biz`);
    await tx.execute(sql`INSERT INTO credit_lots
        (user_id, credits, original_credits, expires_at, source)
      SELECT id, ${GRANT_CREDITS}, ${GRANT_CREDITS}, now() + interval '365 days', 'grant'
      FROM bench_biz`);
    await tx.execute(sql`INSERT INTO credit_entries (user_id, amount, kind, reason)
      SELECT id, ${GRANT_CREDITS}, 'grant', 'Benchmark credits' FROM bench_biz`);

    await tx.execute(sql`CREATE TEMP TABLE bench_cust ON COMMIT DROP AS
      SELECT g AS n, gen_random_uuid() AS id, '+6422' || lpad(g::text, 7, '0') AS mobile
      FROM generate_series(0, ${sizes.customers - 1}) AS g`);
    await tx.execute(sql`CREATE UNIQUE INDEX ON bench_cust (n)`);
    await tx.execute(sql`INSERT INTO users
        (id, email, user_name, user_type, status, verified_at, mobile, mobile_verified_at)
      SELECT id, 'bench.customer' || n || '@example.co.nz',
             (ARRAY['Aroha', 'Liam', 'Mere', 'Olivia', 'Tane', 'Charlotte', 'Wiremu', 'Jack'])
               [1 + n % 8] || ' Customer ' || n,
             'Customer User', 'ACTIVE', now(), mobile, now()
      FROM bench_cust`);

    // Jobs: 80% open, then hired, completed, cancelled; published over the last 60 days;
    // budgets log-uniform from $100 to $100,000 (15% without one); 0-5 quotes, mostly few.
    await tx.execute(sql`INSERT INTO jobs
        (customer_id, profession_slug, answers, description, budget_cents, timing, locality_id,
         lat, lng, mobile, credits, status, quotes_count, created_at, published_at, hired_at,
         completed_at, cancelled_at)
      SELECT c.id, p.slug, p.answers,
             'Benchmark job ' || r.g || ': ' || p.name || ' wanted, details on request.',
             r.budget, 'As soon as possible', l.id, l.lat, l.lng, c.mobile,
             coalesce(k.credits, p.unknown_credits), r.status,
             CASE WHEN r.status IN ('hired', 'completed') THEN greatest(r.qc, 1) ELSE r.qc END,
             r.published - interval '5 minutes', r.published,
             CASE WHEN r.status IN ('hired', 'completed')
                  THEN r.published + (now() - r.published) * 0.3 END,
             CASE WHEN r.status = 'completed' THEN r.published + (now() - r.published) * 0.6 END,
             CASE WHEN r.status = 'cancelled' THEN r.published + (now() - r.published) * 0.5 END
      FROM (SELECT g,
                   floor(random() * ${localityCount})::int AS li,
                   floor(random() * ${professionRows.length})::int AS pi,
                   floor(random() * ${sizes.customers})::int AS ci,
                   CASE WHEN s < 0.80 THEN 'open' WHEN s < 0.90 THEN 'hired'
                        WHEN s < 0.96 THEN 'completed' ELSE 'cancelled' END AS status,
                   now() - random() * interval '60 days' AS published,
                   CASE WHEN random() < 0.15 THEN NULL
                        ELSE round(exp(ln(10000) + random() * ln(1000)))::int END AS budget,
                   floor(power(random(), 2) * 6)::int AS qc
            FROM (SELECT g, random() AS s FROM generate_series(1, ${sizes.jobs}) AS g OFFSET 0) x
            OFFSET 0) r
      JOIN bench_loc l ON l.n = r.li
      JOIN bench_prof p ON p.n = r.pi
      JOIN bench_cust c ON c.n = r.ci
      LEFT JOIN bench_cost k ON k.slug = p.slug AND r.budget >= k.lo
                             AND (k.hi IS NULL OR r.budget < k.hi)`);

    // The quotes behind quotes_count, from distinct businesses (consecutive numbers from a
    // scattered start), so "already quoted" checks probe a populated table.
    await tx.execute(sql`INSERT INTO quotes
        (job_id, business_id, est_type, est_cents, comment, checkboxes, credits, status,
         created_at, returned_at, return_reason)
      SELECT j.id, b.id, 'Flat', 20000 + floor(random() * 200000)::int,
             'Happy to help; I can start next week.',
             '{"cost":true,"inspection":false,"information":false,"comment":false}'::jsonb,
             j.credits,
             CASE WHEN j.status IN ('hired', 'completed') AND k = 1 THEN 'hired'
                  WHEN j.status = 'cancelled' THEN 'returned' ELSE 'sent' END,
             j.published_at + k * interval '1 hour',
             CASE WHEN j.status = 'cancelled' THEN j.cancelled_at END,
             CASE WHEN j.status = 'cancelled' THEN 'Job cancelled' END
      FROM (SELECT id, credits, status, quotes_count, published_at, cancelled_at,
                   row_number() OVER () AS rn FROM jobs) j
      CROSS JOIN generate_series(1, 5) AS k
      JOIN bench_biz b ON b.n = (j.rn * 7919 + k) % ${sizes.businesses}
      WHERE k <= j.quotes_count`);
    await tx.execute(sql`UPDATE jobs j SET hired_quote_id = q.id
      FROM quotes q WHERE q.job_id = j.id AND q.status = 'hired'`);
  });
  await db.execute(sql`ANALYZE`);
}

/** A query as the app sent it to PostgreSQL: its text and parameters. */
interface SentQuery {
  text: string;
  values: unknown[];
}

/**
 * Record the first query whose text contains `marker` until the returned function is called.
 * The service builds its SQL inside; wrapping the driver is the one way to EXPLAIN exactly
 * what it sends without copying the query here (a copy would drift from the real one).
 */
function captureQuery(marker: string): () => SentQuery | undefined {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let captured: SentQuery | undefined;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text;
    if (!captured && typeof text === 'string' && text.includes(marker)) {
      const params = Array.isArray(values) ? values : (config as { values?: unknown[] }).values;
      captured = { text, values: params ?? [] };
    }
    return original.apply(this, args);
  };
  return () => {
    proto.query = original;
    return captured;
  };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** EXPLAIN (ANALYZE, BUFFERS) a captured query; one summary line, the full plan if asked. */
async function explain(url: string, query: SentQuery, label: string, full: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    type Explained = { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number };
    // Best of three: the first run on a new connection pays for cold caches and catalogs.
    let top: Explained | undefined;
    for (let i = 0; i < 3; i++) {
      const result = await client.query<{ 'QUERY PLAN': Explained[] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.text}`,
        query.values,
      );
      const run = result.rows[0]?.['QUERY PLAN'][0];
      if (run && (!top || run['Execution Time'] < top['Execution Time'])) top = run;
    }
    if (!top) throw new Error('EXPLAIN returned no plan');
    const indexes = new Set<string>();
    const seqScans = new Set<string>();
    const walk = (node: PlanNode) => {
      if (node['Index Name']) indexes.add(`${node['Index Name']} (${node['Node Type']})`);
      if (node['Node Type'] === 'Seq Scan') seqScans.add(node['Relation Name'] ?? '?');
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(top.Plan);
    console.log(
      `  ${label}: execution ${ms(top['Execution Time'])}, planning ${ms(top['Planning Time'])}, ` +
        `buffers hit ${top.Plan['Shared Hit Blocks'] ?? 0} read ${top.Plan['Shared Read Blocks'] ?? 0}`,
    );
    console.log(`    indexes: ${[...indexes].join(', ') || 'none'}`);
    console.log(`    sequential scans: ${[...seqScans].join(', ') || 'none'}`);
    if (full) {
      const text = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
        query.values,
      );
      for (const row of text.rows) console.log(`    | ${row['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
  }
}

interface LeadList {
  data: Array<{ _id: string; credits: number }>;
  moreToLoad: boolean;
  total: number;
}

interface Bidder {
  userId: string;
  headers: Record<string, string>;
  total: number;
}

async function run(url: string, database: DatabaseHandle, app: FastifyInstance) {
  const { db } = database;

  async function newLeads(who: Bidder, page: number) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/get-leads${page > 1 ? `?page=${page}` : ''}`,
      headers: who.headers,
    });
    const elapsed = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`get-leads: ${res.statusCode} ${res.body}`);
    return { elapsed, list: open<LeadList>(res.json()) };
  }

  const sample = await queryRows<{ user_id: string }>(
    db,
    // Spread over the data set, and the same businesses every run (the data is seeded).
    // The first `sessions` read and quote one at a time; the next `quote-businesses` quote
    // every one of their leads at once over HTTP, a slice per repetition.
    sql`SELECT user_id FROM businesses ORDER BY md5(business_number)
        LIMIT ${sizes.sessions + sizes.quoteBusinesses}`,
  );
  const sessions = sessionStore(db, systemClock, 30);
  const everyone: Bidder[] = [];
  for (const { user_id } of sample) {
    const token = await sessions.issue(user_id);
    everyone.push({ userId: user_id, headers: { authorization: `Bearer ${token}` }, total: 0 });
  }
  const bidders = everyone.slice(0, sizes.sessions);
  const quoters = everyone.slice(sizes.sessions);

  // Warm-up: every sampled business once (connections, plans, caches); records its total.
  for (const who of bidders) who.total = (await newLeads(who, 1)).list.total;

  const rows: Array<[string, ReturnType<typeof stats>, string]> = [];
  for (const page of [1, 2]) {
    const times: number[] = [];
    let returned = 0;
    let totals = 0;
    for (let i = 0; i < sizes.requests; i++) {
      const { elapsed, list } = await newLeads(pick(bidders), page);
      times.push(elapsed);
      returned += list.data.length;
      totals += list.total;
    }
    rows.push([
      `get-leads page ${page}`,
      stats(times),
      `avg ${(returned / sizes.requests).toFixed(2)} leads returned` +
        // Past the last page the query has no row to carry the total, so it reads 0 there.
        (page === 1 ? `, avg total ${(totals / sizes.requests).toFixed(0)}` : ''),
    ]);
  }

  const withLeads = bidders.filter((b) => b.total > 0);
  const quoteTimes: number[] = [];
  const refused = new Map<number, number>();
  let attempts = 0;
  while (quoteTimes.length < sizes.quotes && withLeads.length > 0) {
    if (++attempts > sizes.quotes * 3) break;
    const who = pick(withLeads);
    const { list } = await newLeads(who, 1);
    const lead = list.data.length > 0 ? pick(list.data) : undefined;
    if (!lead) {
      withLeads.splice(withLeads.indexOf(who), 1);
      continue;
    }
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/send-quote',
      headers: who.headers,
      payload: quoteBody(lead),
    });
    const elapsed = performance.now() - t0;
    if (res.statusCode === 200) quoteTimes.push(elapsed);
    else refused.set(res.statusCode, (refused.get(res.statusCode) ?? 0) + 1);
  }
  const refusals = [...refused].map(([status, n]) => `${status}: ${n}`).join(', ') || 'none';
  rows.push(['send-quote (200s)', stats(quoteTimes), `non-200 answers: ${refusals}`]);

  const totals = bidders.map((b) => b.total).sort((a, b) => a - b);
  console.log(
    `Sampled businesses: ${bidders.length}; new leads each (total, default filters): ` +
      `min ${totals[0]}, median ${percentile(totals, 50)}, max ${totals.at(-1)}, ` +
      `none ${totals.filter((t) => t === 0).length}`,
  );
  console.log('Timings (app.inject, one request at a time)');
  console.log(
    `  ${'request'.padEnd(20)}${'n'.padStart(6)}${'p50'.padStart(11)}${'p99'.padStart(11)}${'mean'.padStart(11)}`,
  );
  for (const [label, s, note] of rows) {
    console.log(
      `  ${label.padEnd(20)}${String(s.n).padStart(6)}${ms(s.p50).padStart(11)}` +
        `${ms(s.p99).padStart(11)}${ms(s.mean).padStart(11)}   ${note}`,
    );
  }

  const leadsP50 = rows[0]?.[1].p50 ?? 0;
  const full = Boolean(options.plan) || leadsP50 > SLOW_LEADS_MS;
  console.log('EXPLAIN (ANALYZE, BUFFERS) of the new-leads query, page 1, best of 3');
  const median = bidders.find((b) => b.total === percentile(totals, 50));
  const largest = bidders.find((b) => b.total === totals.at(-1));
  for (const [label, who] of [
    ['median business', median],
    ['business with the most leads', largest],
  ] as const) {
    if (!who) continue;
    const stop = captureQuery('FROM quotes mine');
    try {
      await newLeads(who, 1);
    } finally {
      const query = stop();
      if (query) await explain(url, query, `${label} (${who.total} leads)`, full);
      else console.log(`  ${label}: the new-leads query was not captured`);
    }
  }

  await concurrent(url, app, bidders, quoters);
}

interface LoadResult {
  perSecond: number;
  seconds: number;
  answered: number;
  statuses: Record<string, number>;
  errors: number;
  latency: { p50: number; p99: number; max: number };
}

/** Drive a server from another process (scripts/load.mjs, autocannon); its figures. */
function load(config: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  method?: 'GET' | 'POST';
  requests: Array<{ path: string; headers?: Record<string, string>; body?: unknown }>;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/load.mjs'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.end(JSON.stringify(config));
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1);
      if (code !== 0 || !line) reject(new Error(`load generator exited with ${code}: ${out}`));
      else resolve(JSON.parse(line) as LoadResult);
    });
  });
}

const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');

/**
 * Throughput over HTTP with 32 requests at once, each repetition beside a Fastify hello-world
 * in this same process driven by the same load generator: get-leads from the sampled
 * businesses in turn, get-leads one at a time (p99), then every new lead of a fresh slice of
 * businesses quoted as fast as the server takes them (402 and 409 are expected refusals: out
 * of credits, or the job filled up or closed meanwhile).
 */
async function concurrent(url: string, app: FastifyInstance, bidders: Bidder[], quoters: Bidder[]) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const databaseName = new URL(url).pathname.slice(1);
  /** A load, with the CPU it cost this process (the API) and the database's backends. */
  const measured = async (config: Parameters<typeof load>[0]) => {
    const api0 = process.cpuUsage();
    const databaseCpuOf = await databaseCpu(admin, databaseName);
    const result = await load(config);
    const api = process.cpuUsage(api0);
    const answered = Math.max(1, result.answered);
    return {
      ...result,
      apiCpuMs: (api.user + api.system) / 1000 / answered,
      databaseCpuMs: ((await databaseCpuOf()) * 1000) / answered,
    };
  };
  const cpuNote = (r: { apiCpuMs: number; databaseCpuMs: number }) =>
    `CPU per request: API ${r.apiCpuMs.toFixed(2)} ms, PostgreSQL ${r.databaseCpuMs.toFixed(2)} ms`;
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ host: '127.0.0.1', port: 0 });
  const reference = 'Fastify hello-world, c=32, same run';
  const leadRequests = bidders.map((b) => ({ path: '/api/get-leads', headers: b.headers }));
  const perRepetition = Math.floor(quoters.length / sizes.repeat);
  console.log(
    `Over HTTP (autocannon in its own process), ${sizes.seconds} s each, ${sizes.repeat} repetition(s)`,
  );
  try {
    for (let rep = 1; rep <= sizes.repeat; rep++) {
      const helloRun = await load({
        url: helloUrl,
        connections: 32,
        duration: sizes.seconds,
        requests: [{ path: '/' }],
      });
      const leads = await measured({
        url: appUrl,
        connections: 32,
        duration: sizes.seconds,
        method: 'POST',
        requests: leadRequests,
      });
      const single = await load({
        url: appUrl,
        connections: 1,
        duration: sizes.seconds,
        method: 'POST',
        requests: leadRequests,
      });
      // Reference data, as every page asks for it (the trades, in process with an entity tag).
      const professions = await load({
        url: appUrl,
        connections: 32,
        duration: sizes.seconds,
        requests: [{ path: '/api/professions' }],
      });
      // Every new lead of this repetition's businesses, quoted once.
      const slice = quoters.slice((rep - 1) * perRepetition, rep * perRepetition);
      const pairs: Array<{ path: string; headers: Record<string, string>; body: unknown }> = [];
      for (const who of slice) {
        for (let page = 1; page <= 3; page++) {
          const res = await app.inject({
            method: 'POST',
            url: `/api/get-leads?perPage=50&page=${page}`,
            headers: who.headers,
          });
          const list = open<LeadList>(res.json());
          for (const lead of list.data) {
            pairs.push({ path: '/api/send-quote', headers: who.headers, body: quoteBody(lead) });
          }
          if (!list.moreToLoad) break;
        }
      }
      // Interleave the businesses, as real senders are, rather than one business's in a row.
      pairs.sort(() => random() - 0.5);
      const sends = await measured({
        url: appUrl,
        connections: 32,
        amount: pairs.length,
        method: 'POST',
        requests: pairs,
      });
      const unexpected = Object.entries(sends.statuses)
        .filter(([status]) => !['200', '402', '409'].includes(status))
        .reduce((sum, [, n]) => sum + n, 0);
      console.log(`  repetition ${rep}`);
      console.log(
        `    hello-world c=32:    ${helloRun.perSecond.toFixed(0)}/s, p99 ${helloRun.latency.p99} ms`,
      );
      console.log(
        `    get-leads c=32:      ${leads.perSecond.toFixed(0)}/s, p50 ${leads.latency.p50} ms, p99 ${leads.latency.p99} ms` +
          ` (${(leads.perSecond / helloRun.perSecond).toFixed(3)} of hello-world; ${statusList(leads.statuses)})`,
      );
      console.log(`      ${cpuNote(leads)}`);
      console.log(
        `    get-leads c=1:       ${single.perSecond.toFixed(0)}/s, p50 ${single.latency.p50} ms, p99 ${single.latency.p99} ms`,
      );
      console.log(
        `    professions c=32:    ${professions.perSecond.toFixed(0)}/s, p99 ${professions.latency.p99} ms` +
          ` (${(professions.perSecond / helloRun.perSecond).toFixed(3)} of hello-world; ${statusList(professions.statuses)})`,
      );
      console.log(
        `    send-quote c=32:     ${sends.perSecond.toFixed(0)}/s over ${sends.answered} quotes in ${sends.seconds} s, ` +
          `p50 ${sends.latency.p50} ms, p99 ${sends.latency.p99} ms (${statusList(sends.statuses)}; ` +
          `${unexpected + sends.errors} unexpected)`,
      );
      console.log(`      ${cpuNote(sends)}`);
      report({
        section: 'marketplace',
        measure: 'get-leads, c=32',
        unit: 'req/s',
        value: leads.perSecond,
        reference,
        referenceValue: helloRun.perSecond,
        target: 'ratio >= 0.05',
        better: 'higher',
      });
      report({
        section: 'marketplace',
        measure: '/api/professions, c=32',
        unit: 'req/s',
        value: professions.perSecond,
        reference,
        referenceValue: helloRun.perSecond,
        better: 'higher',
      });
      report({
        section: 'marketplace',
        measure: 'get-leads, c=1, p99',
        unit: 'ms',
        value: single.latency.p99,
        target: '<= 50 ms',
        better: 'lower',
      });
      report({
        section: 'marketplace',
        measure: 'send-quote, c=32',
        unit: 'quotes/s',
        value: sends.perSecond,
        reference,
        referenceValue: helloRun.perSecond,
        target: '>= 400/s',
        better: 'higher',
      });
      // CPU per request: steadier than throughput on a shared machine, and says where it goes.
      for (const [name, r] of [
        ['get-leads', leads],
        ['send-quote', sends],
      ] as const) {
        for (const [side, value] of [
          ['API', r.apiCpuMs],
          ['PostgreSQL', r.databaseCpuMs],
        ] as const) {
          report({
            section: 'marketplace',
            measure: `${name}, ${side} CPU per request`,
            unit: 'ms',
            value,
            better: 'lower',
          });
        }
      }
      report({
        section: 'marketplace',
        measure: 'send-quote, answers other than 200/402/409',
        unit: 'requests',
        value: unexpected + sends.errors,
        target: '0',
        better: 'lower',
      });
    }
  } finally {
    await hello.close();
    await admin.end();
  }
}

if (!serverUrl) {
  console.log('skipped: set DATABASE_URL');
} else {
  const scratch = await createScratchDatabase(serverUrl);
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let dataDir: string | undefined;
  let cleaning: Promise<void> | undefined;
  // Drop the scratch database however the run ends: finished, failed or interrupted. The drop
  // comes first: it ends the pool's connections (FORCE), which an interrupted seeding
  // statement would otherwise hold until it finished.
  const cleanup = () => {
    cleaning ??= (async () => {
      if (options.keep) console.log(`Database kept (drop it when done): ${scratch.url}`);
      else await scratch.drop();
      await app?.close().catch(() => undefined);
      await database?.close().catch(() => undefined);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  cleanupOnInterrupt(cleanup);
  try {
    console.log(
      `Marketplace on PostgreSQL (${sizes.jobs} jobs, ${sizes.businesses} businesses, ${sizes.customers} customers)`,
    );
    // Latencies depend on what else the machine is doing: say so next to them.
    console.log(
      `  machine: ${availableParallelism()} CPUs, load average ${loadavg()[0]?.toFixed(1)} at start`,
    );
    database = await openDatabase({ url: scratch.url });
    const db = database.db;
    const seedStarted = performance.now();
    await step('migrate + reference data (NZ places)', async () => {
      await database?.migrate();
      await seedReferenceData(db);
    });
    await step('businesses, customers, jobs, quotes + ANALYZE', () => seedMarketplace(db));
    console.log(`  ${'seeding in all'.padEnd(46)} ${seconds(performance.now() - seedStarted)}`);

    const counts = await queryRows<Record<string, number>>(
      db,
      sql`SELECT (SELECT count(*)::int FROM localities WHERE country = 'NZ') AS "NZ localities",
                 (SELECT count(*)::int FROM users) AS users,
                 (SELECT count(*)::int FROM businesses) AS businesses,
                 (SELECT count(*)::int FROM business_professions) AS "business trades",
                 (SELECT count(*)::int FROM jobs) AS jobs,
                 (SELECT count(*)::int FROM jobs WHERE status = 'open') AS "open jobs",
                 (SELECT count(*)::int FROM quotes) AS quotes,
                 (SELECT count(*)::int FROM credit_lots) AS "credit lots"`,
    );
    console.log(
      `Rows: ${Object.entries(counts[0] ?? {})
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}`,
    );

    const config = testConfig({
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'silent',
      // One client firing thousands of requests a minute.
      RATE_LIMIT_MAX: 1_000_000_000,
    });
    dataDir = config.DATA_DIR;
    app = await buildApp({ config, database, startWorkers: false });
    await app.ready();
    await run(scratch.url, database, app);
  } finally {
    await cleanup();
  }
}
