#!/usr/bin/env node
// Benchmarks (printed, never asserted). Needs `pnpm build` first.
//   - cold start: spawn the built server on an empty data folder until the first answer,
//     then the same again on the now-filled folder (restart)
//   - JS/CSS gzip size of the shell's first load and of the embed widget
//   - loading the places of every regional site (apps/api/places: NZ, AU, IN) with
//     `cli seed`, then locality autocomplete and nearest-locality latency (p50/p99), on
//     PGlite, and on PostgreSQL when DATABASE_URL is set (in a scratch database it drops)
//   - marketplace on PostgreSQL (DATABASE_URL): new-leads list and send-quote latency with
//     100,000 jobs and 10,000 businesses (apps/api/scripts/bench-marketplace.ts)
//   - chat realtime on PostgreSQL (DATABASE_URL): 1,000 sockets on one built API process,
//     500 messages/s for 30 s; delivery latency and messages lost (apps/api/scripts/bench-chat.ts)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/api/dist/server.js');
const cli = path.join(root, 'apps/api/dist/cli.js');
if (!existsSync(server)) {
  console.error('Build first: pnpm build');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Gzip size of the files an HTML entry loads before first render. */
function firstLoad(distDir, base) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const ref of refs) {
    const file = path.join(distDir, ref.replace(base, ''));
    const size = gzipSync(readFileSync(file)).length;
    if (ref.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files: refs.length };
}

// Servers still running if the benchmark fails half-way: never leave one behind.
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function startServer(env) {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://bench.quoteway.example',
      HOST: '127.0.0.1',
      PORT: '0',
      // The benchmark is one client firing hundreds of requests a minute.
      RATE_LIMIT_MAX: '1000000',
      ...env,
    },
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
      const url = match[1];
      await fetch(`${url}/api/healthz`);
      resolve({ child, url, ms: performance.now() - started });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

async function stop(child) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function timings(url, paths) {
  const times = [];
  for (const p of paths) {
    const t0 = performance.now();
    const res = await fetch(url + p);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const summary = (times) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (n=${times.length})`;

async function latency(url, paths) {
  return summary(await timings(url, paths));
}

function queries() {
  const names = [
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
    ['NZ', names],
    ['AU', au],
    ['IN', india],
  ];
  const paths = [];
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
  return { paths, nearest };
}

async function engine(label, env, dataDir) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [cli, 'seed'], {
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  console.log(`  places loaded by cli seed in ${((performance.now() - t0) / 1000).toFixed(1)} s:`);
  for (const line of r.stdout.split('\n').filter((l) => l.startsWith('  '))) {
    console.log(`  ${line}`);
  }
  const { child, url } = await startServer({ ...env, DATA_DIR: dataDir });
  const { paths, nearest } = queries();
  // The places are loaded already; each site's in-memory index is built just after the
  // server listens (searches meanwhile go to SQL). Warm up for a few seconds.
  const warmUntil = performance.now() + 5000;
  while (performance.now() < warmUntil) await timings(url, paths.slice(0, 30));
  // The reference, in the same run: the server's own cheapest answer.
  const reference = await timings(
    url,
    Array.from({ length: 300 }, () => '/api/healthz'),
  );
  const search = await timings(url, paths);
  const ratio = (p) => (percentile(search, p) / percentile(reference, p)).toFixed(1);
  console.log(`  ${label} healthz (reference): ${summary(reference)}`);
  console.log(
    `  ${label} autocomplete: ${summary(search)}; ${ratio(50)}x / ${ratio(99)}x the reference`,
  );
  console.log(`  ${label} nearest:      ${await latency(url, nearest)}`);
  await stop(child);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'quoteway-bench-'));
process.on('unhandledRejection', (error) => {
  console.error(error);
  process.exit(1);
});
// `pnpm bench -- --only=gazetteer,chat` runs only the sections named (startup, bundles,
// gazetteer, marketplace, chat); without it, all of them.
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const want = (section) => !only || only.split(',').includes(section);

try {
  if (want('startup')) {
    console.log('Start-up (built server, PGlite)');
    const cold = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    console.log(
      `  cold start, empty data folder (migrate + seed) to first response: ${cold.ms.toFixed(0)} ms`,
    );
    await stop(cold.child);
    const warm = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    console.log(`  restart on existing data to first response: ${warm.ms.toFixed(0)} ms`);
    await stop(warm.child);
  }

  if (want('bundles')) {
    console.log('Bundles (gzip)');
    const shell = firstLoad(path.join(root, 'apps/shell/dist'), '/');
    console.log(
      `  shell first load: JS ${kb(shell.js)}, CSS ${kb(shell.css)} (${shell.files} files, before the locale catalog)`,
    );
    const embed = firstLoad(path.join(root, 'apps/embed/dist'), '/embed/');
    console.log(
      `  embed widget:     JS ${kb(embed.js)}, CSS ${kb(embed.css)} (${embed.files} files)`,
    );
  }

  if (want('gazetteer')) {
    console.log('Gazetteer on PGlite');
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
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (!want('marketplace')) {
  // Not asked for.
} else if (process.env.DATABASE_URL) {
  // Seeds and drops its own scratch database; runs the TypeScript sources, not the build.
  const r = spawnSync(
    path.join(root, 'apps/api/node_modules/.bin/tsx'),
    ['scripts/bench-marketplace.ts'],
    {
      cwd: path.join(root, 'apps/api'),
      env: process.env,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exitCode = r.status ?? 1;
} else {
  console.log('Marketplace on PostgreSQL: skipped: set DATABASE_URL');
}

if (!want('chat')) {
  // Not asked for.
} else if (process.env.DATABASE_URL) {
  // Spawns the built server on its own scratch database (dropped afterwards) and drives it
  // with socket.io clients and HTTP sends from the TypeScript script.
  const r = spawnSync(
    path.join(root, 'apps/api/node_modules/.bin/tsx'),
    ['scripts/bench-chat.ts'],
    {
      cwd: path.join(root, 'apps/api'),
      env: process.env,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exitCode = r.status ?? 1;
} else {
  console.log('Chat realtime on PostgreSQL: skipped: set DATABASE_URL');
}
