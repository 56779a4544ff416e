#!/usr/bin/env node
// Benchmarks (printed, never asserted). Needs `pnpm build` first. The machine a benchmark runs
// on is shared and noisy, so every measure is taken beside a reference measured in the same
// run, in the same repetition, and read as a ratio; each section runs `--repeat=N` times (3 by
// default) and the end prints one table of min / median / max (protocol and table:
// scripts/lib/bench-results.mjs).
//   startup      cold start of the built server on an empty PGlite folder, how it answers
//                while it loads the places in the background, restart, and its idle RSS,
//                beside a Fastify hello-world (bench/fastify-hello.mjs)
//   bundles      the shell's /home and /leads/tab first-load JS (gzip, scripts/bundle-budget.mjs)
//                beside a React 19 + react-router 7 hello-world (bench/hello-world) built with
//                the shell's Vite in this run
//   gazetteer    places of every regional site loaded (`cli seed`), then locality autocomplete
//                and nearest-locality latency beside healthz, on PGlite, and on PostgreSQL when
//                DATABASE_URL is set (in a scratch database it drops)
//   lighthouse   Lighthouse mobile (its default: simulated slow 4G, 4x CPU) of /home, the
//                directory, a landing page and a business page of the demo directory, beside
//                the hello-world served by Fastify the way the shell is served
//   embeds       a third-party host page with 0, 1 and 3 job widgets: its load event, when
//                every widget works and the requests until then, beside the bare host page
//   marketplace  (DATABASE_URL) apps/api/scripts/bench-marketplace.ts
//   chat         (DATABASE_URL) apps/api/scripts/bench-chat.ts
//   cluster      (DATABASE_URL) apps/api/scripts/bench-cluster.ts
// Options: --only=a,b (sections; all without it), --repeat=N, --markdown (the table again, as
// Markdown, for docs/benchmarks.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  aggregate,
  benchResult,
  describe,
  formatMarkdown,
  formatTable,
  parseBenchLine,
  repeatCount,
} from './lib/bench-results.mjs';
import { firstLoadUrls } from './lib/firstLoad.mjs';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/api/dist/server.js');
const cli = path.join(root, 'apps/api/dist/cli.js');
const fastifyHello = path.join(root, 'bench/fastify-hello.mjs');
const HELLO = 'Fastify hello-world';
const HELLO_APP = 'React 19 + react-router 7 hello-world';

const sections = [
  'startup',
  'bundles',
  'gazetteer',
  'lighthouse',
  'embeds',
  'marketplace',
  'chat',
  'cluster',
];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const asked = only ? only.split(',') : sections;
const unknown = asked.filter((name) => !sections.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown section(s) ${unknown.join(', ')}; the sections: ${sections.join(', ')}`);
  process.exit(1);
}
const want = (section) => asked.includes(section);
const repeat = repeatCount(process.argv);
if (!existsSync(server)) {
  console.error('Build first: pnpm build');
  process.exit(1);
}

/** Every result of the run: the sections' own and those the sub-scripts print. */
const results = [];
function record(result) {
  const complete = benchResult(result);
  results.push(complete);
  console.log(`  [${complete.section}] ${describe(complete)}`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'quoteway-bench-'));

// Processes still running if the benchmark fails half-way: never leave one behind.
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  process.exit(1);
});

const serverEnv = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://bench.quoteway.example',
  HOST: '127.0.0.1',
  PORT: '0',
  // The benchmark is one client firing hundreds of requests a minute.
  RATE_LIMIT_MAX: '1000000',
};

/**
 * Starts a Node script that prints `running at http://host:port` (our server, the Fastify
 * hello-world) and resolves once /api/healthz answers, with the time that took.
 */
function startProcess(script, env) {
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...serverEnv, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', async (chunk) => {
      out += chunk;
      const match = /running at (http:\/\/[^/\s]+)/.exec(out);
      if (!match) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      const url = match[1];
      await fetch(`${url}/api/healthz`);
      resolve({ child, url, ms: performance.now() - started });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}: ${out}`)));
  });
}
const startServer = (env) => startProcess(server, env);

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** CPU time a process has used (user + system), in ms, from /proc/<pid>/stat. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces), from the third (state) on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** Resident memory of a process (VmRSS), in MB. */
function rssMB(pid) {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) / 1024;
}

/**
 * Waits until a process has been idle (under `share` of a core, 5% unless said) for `quietMs`,
 * at most two minutes: after listening, our server still loads the other regional sites' places.
 */
async function waitIdle(pid, quietMs, share = 0.05) {
  const until = performance.now() + 120_000;
  let quietSince = performance.now();
  let last = cpuMs(pid);
  while (performance.now() < until) {
    await sleep(1000);
    const now = cpuMs(pid);
    if (now - last > share * 1000) quietSince = performance.now();
    last = now;
    if (performance.now() - quietSince >= quietMs) return;
  }
  console.log(`  (process ${pid} still busy after two minutes; measuring anyway)`);
}

// ---- startup ------------------------------------------------------------------------------

/**
 * How a server that has just started answers while it loads the other sites' places in the
 * background: healthz (no database) and a locality search (the database) every 50 ms, each
 * beside the hello-world's healthz, until readyz says the places are in and the process has
 * been idle for 2 s (its indexes built). PGlite runs each statement on the event loop's
 * thread, so a long statement of the load holds up every request behind it.
 */
async function whileLoading(server, hello) {
  const ours = { healthz: [], search: [] };
  const theirs = [];
  const timed = async (url) => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  let probing = true;
  const probes = (async () => {
    while (probing) {
      theirs.push(await timed(`${hello.url}/api/healthz`));
      ours.healthz.push(await timed(`${server.url}/api/healthz`));
      ours.search.push(await timed(`${server.url}/api/localities?q=welington&country=NZ&limit=8`));
      await sleep(50);
    }
  })();
  const until = performance.now() + 240_000;
  let loaded = false;
  while (!loaded && performance.now() < until) {
    await sleep(500);
    loaded = (await (await fetch(`${server.url}/api/readyz`)).json()).places === 'loaded';
  }
  // Then its indexes: our own probes cost a little CPU, so idle is under 15 % of a core.
  if (loaded) await waitIdle(server.child.pid, 2000, 0.15);
  probing = false;
  await probes;
  if (!loaded) console.log('  (the places were still loading after four minutes)');
  console.log(`  (${theirs.length} probes while the places loaded)`);
  const sorted = (list) => [...list].sort((a, b) => a - b);
  const reference = sorted(theirs);
  for (const [name, list] of Object.entries(ours)) {
    const mine = sorted(list);
    for (const p of [99, 100]) {
      record({
        section: 'startup',
        measure: `${name === 'healthz' ? 'healthz' : 'locality search'} ${p === 100 ? 'max' : `p${p}`} while the places load`,
        unit: 'ms',
        value: percentile(mine, p),
        reference: `${HELLO} healthz ${p === 100 ? 'max' : `p${p}`}, same moments`,
        referenceValue: percentile(reference, p),
        better: 'lower',
      });
    }
  }
}

async function startup() {
  console.log(`Start-up (built server, PGlite), beside a ${HELLO} started the same way`);
  const reference = { section: 'startup', reference: `${HELLO} start` };
  for (let rep = 1; rep <= repeat; rep++) {
    const dataDir = tempDir();
    try {
      const hello = await startProcess(fastifyHello, {});
      const cold = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
      await whileLoading(cold, hello);
      await stop(cold.child);
      const warm = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
      record({
        ...reference,
        measure: 'cold start, empty data folder (migrate + seed), to first answer',
        unit: 'ms',
        value: cold.ms,
        referenceValue: hello.ms,
        target: '<= 5 s',
        better: 'lower',
      });
      record({
        ...reference,
        measure: 'restart on existing data, to first answer',
        unit: 'ms',
        value: warm.ms,
        referenceValue: hello.ms,
        better: 'lower',
      });
      // The restarted server, once it has loaded its places and sat idle for 10 s.
      await waitIdle(warm.child.pid, 10_000);
      record({
        section: 'startup',
        measure: 'idle RSS after start (restart, 10 s idle)',
        unit: 'MB',
        value: rssMB(warm.child.pid),
        reference: `${HELLO} idle RSS`,
        referenceValue: rssMB(hello.child.pid),
        target: '<= 250 MB',
        better: 'lower',
      });
      await stop(warm.child);
      await stop(hello.child);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

// ---- the hello-world app (bundles, lighthouse) --------------------------------------------

let helloWorld;
/**
 * bench/hello-world built with the shell's Vite into a temporary folder, with the .br/.gz
 * copies our build writes (once per run: the build is deterministic).
 */
function helloWorldDist() {
  helloWorld ??= (async () => {
    const outDir = tempDir();
    const fromShell = createRequire(path.join(root, 'apps/shell/package.json'));
    const vite = await import(pathToFileURL(fromShell.resolve('vite')).href);
    // Vite's build sets NODE_ENV=production in this process, which the processes started
    // after it (`cli seed`, the sub-scripts) would inherit: put it back.
    const nodeEnv = process.env.NODE_ENV;
    try {
      await vite.build({
        configFile: path.join(root, 'bench/hello-world/vite.config.mjs'),
        // The config is plain ESM: imported as it is, not bundled into a temporary file.
        configLoader: 'native',
        build: { outDir },
      });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    const compress = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/compress-dist.mjs'), outDir],
      {
        encoding: 'utf8',
      },
    );
    if (compress.status !== 0) throw new Error(compress.stderr);
    return outDir;
  })();
  return helloWorld;
}

/** Gzipped (level 9, as bundle-budget.mjs) JS an index.html loads at once, in bytes. */
function firstLoadJs(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return firstLoadUrls(html)
    .filter((url) => url.endsWith('.js'))
    .reduce(
      (sum, url) => sum + gzipSync(readFileSync(path.join(dist, url)), { level: 9 }).length,
      0,
    );
}

// ---- bundles ------------------------------------------------------------------------------

async function bundles() {
  console.log(`Bundles (first-load JS, gzip), beside a ${HELLO_APP} built with the same Vite`);
  const helloJs = firstLoadJs(await helloWorldDist());
  // Sizes do not vary between repetitions: measured once.
  const budget = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/bundle-budget.mjs'), '--json'],
    {
      encoding: 'utf8',
    },
  );
  if (budget.status !== 0) throw new Error(`bundle-budget.mjs --json: ${budget.stderr}`);
  const measured = JSON.parse(budget.stdout);
  const reference = {
    section: 'bundles',
    unit: 'KB',
    reference: HELLO_APP,
    referenceValue: helloJs / 1024,
    better: 'lower',
  };
  record({
    ...reference,
    measure: '/home first-load JS (gzip)',
    value: measured['/home'].js / 1024,
    target: '<= 1.2x or <= 120 KB',
  });
  record({
    ...reference,
    measure: '/leads/tab first-load JS (gzip)',
    value: measured['/leads/tab'].js / 1024,
    target: '<= 1.5x',
  });
}

// ---- gazetteer ----------------------------------------------------------------------------

/** One GET, body read, in ms. */
async function timed(url, p) {
  const t0 = performance.now();
  const res = await fetch(url + p);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${p}: ${res.status}`);
  return performance.now() - t0;
}

function queries() {
  const nz = [
    'Auck',
    'Welington',
    'Chrstchurch',
    'Hamilt',
    'Taurang',
    'Dunedn',
    'Pal',
    'Nap',
    'Roto',
    'Whang',
    'Queens',
    'Inverc',
    '60',
    '3110',
    'Ponson',
    'Karori',
    'Te A',
    'Mt',
    'Bay',
    'Lower',
  ];
  const au = [
    'Sydn',
    'Melborne',
    'Brisbn',
    'Perth',
    'Adelaid',
    'Hobart',
    'Darwn',
    'Canberr',
    '2000',
    'Paddingt',
  ];
  const india = ['Connaught', 'Koraman', 'Andheri', 'Bandra', '110001', '5600', 'Salt Lake'];
  const sites = [
    ['NZ', nz],
    ['AU', au],
    ['IN', india],
  ];
  const paths = [];
  const bySite = {};
  for (const [country, list] of sites) {
    bySite[country] = list.map(
      (q) => `/api/localities?q=${encodeURIComponent(q)}&country=${country}&limit=8`,
    );
  }
  for (let i = 0; i < 300; i++) {
    const [country, list] = sites[i % 3];
    paths.push(`/api/localities?q=${encodeURIComponent(list[i % list.length])}&country=${country}`);
  }
  const nearest = [];
  for (let i = 0; i < 300; i++) {
    const lat = -34.5 - ((i * 7.3) % 12.5);
    const lng = 166.5 + ((i * 3.7) % 11.5);
    nearest.push(`/api/localities/nearest?lat=${lat.toFixed(4)}&lng=${lng.toFixed(4)}`);
  }
  return { paths, nearest, bySite };
}

/** Autocomplete of one site asked by `workers` clients at once, `total` requests in all. */
async function concurrentSearches(url, list, workers, total) {
  const times = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < total; i = next++) times.push(await timed(url, list[i % list.length]));
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return times.sort((a, b) => a - b);
}

/** Loads every site's places into `dataDir` (once), then times the searches per repetition. */
async function engine(label, env, dataDir) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [cli, 'seed'], {
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  for (const line of r.stdout.split('\n').filter((l) => l.startsWith('  '))) {
    console.log(`  ${line}`);
  }
  // Once per run: the places are then in the folder.
  record({
    section: 'gazetteer',
    measure: `${label} places of every site loaded (cli seed)`,
    unit: 's',
    value: (performance.now() - t0) / 1000,
    better: 'lower',
  });
  const { paths, nearest, bySite } = queries();
  for (let rep = 1; rep <= repeat; rep++) {
    const { child, url } = await startServer({ ...env, DATA_DIR: dataDir });
    // The places are loaded already; each site's in-memory index is built just after the
    // server listens (searches meanwhile go to SQL). Warm up for a few seconds.
    const warmUntil = performance.now() + 5000;
    for (let i = 0; performance.now() < warmUntil; i++) await timed(url, paths[i % 30]);
    // The reference, the server's own cheapest answer, asked in turn with the searches so
    // both meet the same load of the machine.
    const healthz = [];
    const search = [];
    const near = [];
    for (let i = 0; i < paths.length; i++) {
      healthz.push(await timed(url, '/api/healthz'));
      search.push(await timed(url, paths[i]));
      near.push(await timed(url, nearest[i]));
    }
    for (const times of [healthz, search, near]) times.sort((a, b) => a - b);
    const base = { section: 'gazetteer', unit: 'ms', better: 'lower' };
    for (const p of [50, 99]) {
      record({
        ...base,
        measure: `${label} autocomplete p${p}`,
        value: percentile(search, p),
        reference: `healthz p${p}`,
        referenceValue: percentile(healthz, p),
        ...(p === 99 ? { target: '<= 10 ms' } : {}),
      });
    }
    // Each site's autocomplete with 8 requests at once (issue 34's budget: p99 <= 10 ms),
    // beside healthz asked the same way just before it.
    for (const [country, list] of Object.entries(bySite)) {
      const healthzAt8 = await concurrentSearches(url, ['/api/healthz'], 8, 400);
      const at8 = await concurrentSearches(url, list, 8, 400);
      for (const p of [50, 99]) {
        record({
          ...base,
          measure: `${label} ${country} autocomplete p${p}, 8 at once`,
          value: percentile(at8, p),
          reference: `healthz p${p}, 8 at once`,
          referenceValue: percentile(healthzAt8, p),
          ...(p === 99 ? { target: '<= 10 ms' } : {}),
        });
      }
    }
    record({
      ...base,
      measure: `${label} nearest locality p99`,
      value: percentile(near, 99),
      reference: 'healthz p99',
      referenceValue: percentile(healthz, 99),
    });
    await stop(child);
  }
}

async function gazetteer() {
  console.log('Gazetteer on PGlite');
  const dataDir = tempDir();
  try {
    await engine('PGlite', { DATABASE_URL: '' }, dataDir);
    if (process.env.DATABASE_URL) {
      const name = `quoteway_bench_${Date.now()}`;
      const admin = process.env.DATABASE_URL;
      const psql = (sql) => spawnSync('psql', [admin, '-qc', sql], { encoding: 'utf8' });
      psql(`CREATE DATABASE ${name}`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      console.log('Gazetteer on PostgreSQL');
      try {
        await engine('PostgreSQL', { DATABASE_URL: url.toString() }, dataDir);
      } finally {
        psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- lighthouse ---------------------------------------------------------------------------

/**
 * One Lighthouse run (its default config: mobile, simulated throttling; performance only) in
 * a fresh headless Chromium: score (0-100), LCP and TBT (ms), CLS. A run whose trace
 * Lighthouse could not record (its runtime errors, such as NO_NAVSTART, say "run Lighthouse
 * again") is run again, up to twice, and said so; any other failure ends the section.
 */
async function lighthouseRun(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.log(`  [lighthouse] ${url}: ${error.message}; running it again`);
    }
  }
}

/** A run Lighthouse itself reported as failed (lhr.runtimeError), not a crash of ours. */
class LighthouseRuntimeError extends Error {}

async function lighthouseOnce(url) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--disable-gpu',
      // Nothing but this machine: a request elsewhere fails rather than downloads.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      // Chromium refuses its sandbox to root (containers, CI).
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance.score;
    if (lhr?.runtimeError) {
      throw new LighthouseRuntimeError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    if (!lhr || score === null || score === undefined)
      throw new Error(`Lighthouse ${url}: no score`);
    return {
      score: score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
    };
  } finally {
    chrome.kill();
  }
}

/** A business of the demo directory, by its public page's address. */
async function demoBusinessPath(url) {
  const res = await fetch(`${url}/api/directory?perPage=1`);
  const { businesses } = await res.json();
  if (!businesses?.[0]) throw new Error('the demo directory has no business');
  return `/b/${encodeURIComponent(businesses[0].slug)}`;
}

async function lighthouseSection() {
  console.log(
    `Lighthouse mobile (simulated slow 4G, 4x CPU), beside the ${HELLO_APP} served by Fastify`,
  );
  const dataDir = tempDir();
  const helloDist = await helloWorldDist();
  let ours;
  let hello;
  try {
    // The demo directory (businesses, reviews, pictures) is seeded only outside production:
    // one start in development fills the folder, then the measured server runs in production.
    const seeding = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
    });
    await stop(seeding.child);
    ours = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    // Loading the other sites' places after listening takes the CPU for a while: measure once
    // the server is quiet (at least 15 s).
    await sleep(15_000);
    await waitIdle(ours.child.pid, 5000);
    hello = await startProcess(fastifyHello, { STATIC_DIR: helloDist });
    const pages = [
      '/home',
      '/business-directory',
      '/landing-page/plumber/auckland',
      await demoBusinessPath(ours.url),
    ];
    for (const page of pages) {
      const res = await fetch(ours.url + page);
      if (!res.ok) throw new Error(`${page}: ${res.status}`);
    }
    const reference = 'hello-world (Fastify static)';
    for (let rep = 1; rep <= repeat; rep++) {
      const base = await lighthouseRun(`${hello.url}/`);
      for (const page of pages) {
        const run = await lighthouseRun(ours.url + page);
        const name = page.startsWith('/b/') ? '/b/<demo>' : page;
        const section = 'lighthouse';
        record({
          section,
          measure: `${name} performance score`,
          unit: 'score',
          value: run.score,
          reference,
          referenceValue: base.score,
          target: '>= 90 and within 5 of hello-world',
          better: 'higher',
        });
        record({
          section,
          measure: `${name} LCP`,
          unit: 'ms',
          value: run.lcp,
          reference,
          referenceValue: base.lcp,
          better: 'lower',
        });
        record({
          section,
          measure: `${name} TBT`,
          unit: 'ms',
          value: run.tbt,
          reference,
          referenceValue: base.tbt,
          // The hello-world's is about 0: a ratio would say nothing.
          ratio: null,
          better: 'lower',
        });
        record({
          section,
          measure: `${name} CLS`,
          unit: '',
          value: run.cls,
          reference,
          referenceValue: base.cls,
          // The hello-world's is about 0: a ratio would say nothing.
          ratio: null,
          target: '<= 0.05',
          better: 'lower',
        });
      }
    }
  } finally {
    if (ours) await stop(ours.child);
    if (hello) await stop(hello.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- embeds -------------------------------------------------------------------------------

/**
 * One load of a third-party host page (served from another origin, as a site would) holding
 * `widgets` job widgets, in a fresh headless Chromium at 375 px: its load event, when every
 * widget works (shows the wizard's first question), and the requests made until then.
 */
async function hostPageLoad(base, widgets) {
  const { chromium } = await import('@playwright/test');
  const { createServer } = await import('node:http');
  const widget =
    '<div data-quoteway="job" data-service="plumber" data-location="Wellington"></div>';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plumbing tips</title></head><body><h1>Plumbing tips</h1><p>${'Fix a dripping tap. '.repeat(40)}</p><script src="${base}/embed.js" async></script>${widget.repeat(widgets)}</body></html>`;
  const host = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Nothing but this machine (the host page is on localhost, the widgets on 127.0.0.1).
    args: [
      '--disable-quic',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
    chromiumSandbox: false,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    let requests = 0;
    page.on('request', () => requests++);
    const started = performance.now();
    await page.goto(`http://localhost:${host.address().port}/`);
    const frames = page.locator('iframe[title^="Quoteway"]');
    for (let i = 0; i < widgets; i++) {
      await frames
        .nth(i)
        .contentFrame()
        .getByRole('checkbox', { name: 'Leak or burst pipe' })
        .waitFor({ timeout: 60_000 });
    }
    const working = performance.now() - started;
    const load = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0].loadEventStart,
    );
    return { load, working, requests };
  } finally {
    await browser.close();
    host.close();
  }
}

async function embeds() {
  console.log(
    'Embeds: a host page on another origin with 0, 1 and 3 job widgets (Chromium, 375 px)',
  );
  const dataDir = tempDir();
  let ours;
  try {
    ours = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await sleep(15_000);
    await waitIdle(ours.child.pid, 5000);
    // A first visit warms the server's caches (the pages, the reference data).
    await hostPageLoad(ours.url, 1);
    const section = 'embeds';
    for (let rep = 1; rep <= repeat; rep++) {
      const bare = await hostPageLoad(ours.url, 0);
      for (const widgets of [1, 3]) {
        const run = await hostPageLoad(ours.url, widgets);
        const name = `${widgets} job widget${widgets > 1 ? 's' : ''}`;
        record({
          section,
          measure: `host page load event, ${name}`,
          unit: 'ms',
          value: run.load,
          reference: 'the host page without widgets',
          referenceValue: bare.load,
          better: 'lower',
        });
        record({
          section,
          measure: `${name} working (the wizard's first question)`,
          unit: 'ms',
          value: run.working,
          reference: 'the host page without widgets, load event',
          referenceValue: bare.load,
          better: 'lower',
        });
        record({
          section,
          measure: `requests until ${widgets > 1 ? `all ${widgets} work` : 'the widget works'} (the host's 2 included)`,
          unit: 'requests',
          value: run.requests,
          reference: 'the host page without widgets',
          referenceValue: bare.requests,
          ratio: null,
          target: `<= ${2 + 10 * widgets}`,
          better: 'lower',
        });
      }
    }
  } finally {
    if (ours) await stop(ours.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- sections in other scripts ------------------------------------------------------------

/**
 * Runs one of apps/api/scripts/bench-*.ts (TypeScript sources, not the build) with
 * `--repeat`, passing its output through and collecting its BENCH lines.
 */
async function subScript(file, title) {
  const script = path.join(root, 'apps/api/scripts', file);
  if (!existsSync(script)) {
    console.log(`${title}: skipped: apps/api/scripts/${file} does not exist`);
    return;
  }
  if (!process.env.DATABASE_URL) {
    console.log(`${title}: skipped: set DATABASE_URL`);
    return;
  }
  console.log(title);
  const child = spawn(
    path.join(root, 'apps/api/node_modules/.bin/tsx'),
    [`scripts/${file}`, `--repeat=${repeat}`],
    { cwd: path.join(root, 'apps/api'), env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  running.add(child);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  for await (const line of createInterface({ input: child.stdout })) {
    let result;
    try {
      result = parseBenchLine(line);
    } catch (error) {
      console.error(`  ${file}: unreadable BENCH line (${error.message}): ${line}`);
      process.exitCode = 1;
      continue;
    }
    if (result) record(result);
    else console.log(line);
  }
  const code = await exited;
  running.delete(child);
  if (code !== 0) {
    console.error(`${file} exited with ${code}`);
    process.exitCode = code ?? 1;
  }
}

// ---- the run ------------------------------------------------------------------------------

const run = {
  startup,
  bundles,
  gazetteer,
  lighthouse: lighthouseSection,
  embeds,
  marketplace: () => subScript('bench-marketplace.ts', 'Marketplace on PostgreSQL'),
  chat: () => subScript('bench-chat.ts', 'Chat realtime on PostgreSQL'),
  cluster: () => subScript('bench-cluster.ts', 'Cluster of API processes'),
};

console.log(`${repeat} repetition(s) of each measure, each beside its reference\n`);
try {
  for (const section of sections) {
    if (want(section)) await run[section]();
  }
} finally {
  if (helloWorld) rmSync(await helloWorld, { recursive: true, force: true });
}

const rows = aggregate(results);
console.log(
  `\nSummary (${repeat} repetition(s); ratio = value / reference in the same repetition)\n`,
);
console.log(formatTable(rows));
if (process.argv.includes('--markdown')) {
  console.log(`\n${formatMarkdown(rows)}`);
}
