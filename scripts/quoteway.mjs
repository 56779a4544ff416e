#!/usr/bin/env node
// The two commands of the README, for a machine that has only Node >= 20.19:
//   npm start  installs, builds and starts the whole marketplace on embedded defaults;
//   npm test   installs and runs every check and test (lint, types, unit, API on PGlite
//              and, with DATABASE_URL, on PostgreSQL, build, Storybook, browser tests).
// pnpm itself comes through npx, pinned to the version in package.json.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmVersion = manifest.packageManager.replace(/^pnpm@/, '');
const command = process.argv[2];

/** Run a command in the repo, inheriting the terminal; returns its exit status. */
function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** The command line that runs pnpm: the one on PATH inside `pnpm <script>`, else the pinned one. */
function pnpmCommand(args) {
  const ours = process.env.npm_config_user_agent?.startsWith(`pnpm/${pnpmVersion}`);
  return ours ? ['pnpm', args] : ['npx', ['--yes', `pnpm@${pnpmVersion}`, ...args]];
}

function pnpm(args, env) {
  const [cmd, full] = pnpmCommand(args);
  return run(cmd, full, env);
}

/**
 * Start a pnpm command in the background with its output going to `logFile` (a file, not a
 * pipe, so it never waits on this process). Resolves to its exit status and seconds.
 */
function pnpmInBackground(args, env, logFile) {
  const started = Date.now();
  const [cmd, full] = pnpmCommand(args);
  const fd = openSync(logFile, 'w');
  const child = spawn(cmd, full, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(fd);
      resolve({ status: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** Run a pnpm command in the foreground without blocking the event loop (a background job's
 * completion is still noticed). Resolves to its exit status. */
function pnpmAsync(args, env) {
  const [cmd, full] = pnpmCommand(args);
  const child = spawn(cmd, full, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/**
 * Run pnpm commands side by side (they use one core each: eslint, tsc, knip), each one's
 * output held and printed whole when it ends. Resolves to each command's exit status.
 */
function pnpmTogether(commands) {
  return Promise.all(
    commands.map(
      ({ args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const [cmd, full] = pnpmCommand(args);
          const child = spawn(cmd, full, { cwd: root, env: process.env });
          const out = [];
          child.stdout.on('data', (chunk) => out.push(chunk));
          child.stderr.on('data', (chunk) => out.push(chunk));
          child.on('close', (code) =>
            resolve({
              status: code ?? 1,
              output: Buffer.concat(out).toString(),
              seconds: ((Date.now() - started) / 1000).toFixed(1),
            }),
          );
        }),
    ),
  );
}

function install() {
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  if (pnpm(['install', ...frozen, '--prefer-offline']) !== 0) {
    console.error('Install failed.');
    process.exit(1);
  }
}

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ];
  return candidates.find((c) => c && existsSync(c));
}

function start() {
  install();
  if (pnpm(['run', 'build']) !== 0) process.exit(1);
  process.exitCode = run(process.execPath, ['apps/api/dist/server.js']);
}

/** The first line of a failure's message, without colour codes, cut to fit one line. */
function firstLine(message) {
  const line = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .find((l) => l.trim());
  return (line ?? '').trim().slice(0, 240);
}

/** Failed tests of a Playwright report's suites, as "file › title: first line of the error". */
function playwrightFailures(suites, out = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.find((r) => r.error)?.error;
        out.push(
          `${spec.file} › ${spec.title}${t.status === 'flaky' ? ' (flaky)' : ''}: ${firstLine(error?.message)}`,
        );
      }
    }
    playwrightFailures(suite.suites, out);
  }
  return out;
}

/**
 * Counts of tests from a Vitest or Playwright JSON report, and the failed ones by name: the
 * summary is the part of a CI log that is always read, so it names what failed.
 */
function countsOf(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, failures: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    return {
      passed: report.stats.expected,
      failed: report.stats.unexpected + report.stats.flaky,
      failures: playwrightFailures(report.suites),
    };
  }
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name);
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'failed') {
        failures.push(`${file} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      }
    }
    // A file that failed to load has no failed test, only a message.
    if (
      suite.status === 'failed' &&
      !(suite.assertionResults ?? []).some((t) => t.status === 'failed')
    ) {
      failures.push(`${file}: ${firstLine(suite.message)}`);
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

async function test() {
  install();
  const reports = mkdtempSync(path.join(tmpdir(), 'quoteway-reports-'));
  const steps = [];
  const tally = { passed: 0, failed: 0, failures: [] };
  const count = (stepName, c) => {
    tally.passed += c.passed;
    tally.failed += c.failed;
    for (const f of c.failures) tally.failures.push(`${stepName}: ${f}`);
  };
  const step = (name, fn, reportFile) => {
    const started = Date.now();
    console.log(`\n=== ${name}`);
    const status = fn();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    steps.push({ name, ok: status === 0, seconds });
    if (reportFile) count(name, countsOf(reportFile));
  };
  /** A step that ran elsewhere (side by side, in the background) and has ended: its output,
   * then its step with the seconds it took where it ran. */
  const finishedStep = (name, result, output, note, reportFile) => {
    step(
      name,
      () => {
        process.stdout.write(output);
        return result.status;
      },
      reportFile,
    );
    Object.assign(steps[steps.length - 1], { seconds: result.seconds, note });
  };
  const vitest = (name, args, env) => {
    const out = path.join(reports, `${steps.length}.json`);
    step(
      name,
      () =>
        pnpm(
          [
            'exec',
            'vitest',
            'run',
            ...args,
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${out}`,
          ],
          env,
        ),
      out,
    );
  };

  // First, alone: the catalogs' check rewrites generated files, which the checks below read.
  step('translations: catalogs up to date', () => {
    if (pnpm(['run', 'i18n:extract']) !== 0 || pnpm(['run', 'i18n:compile']) !== 0) return 1;
    if (!existsSync(path.join(root, '.git'))) return 0;
    const drift = run('git', ['diff', '--exit-code', '--stat', '--', 'packages/i18n/src/locales']);
    if (drift !== 0)
      console.error('Catalogs drifted: run `pnpm i18n:extract && pnpm i18n:compile` and commit.');
    return drift;
  });
  // Every catalog (the apps', the widgets' and the server's, reference content included) is
  // complete in every language: a message without a translation fails the run.
  step('translations: every message in every language', () =>
    pnpm(['run', 'i18n:missing', '--strict']),
  );

  // Lint is the longest static check (its type-aware rules build a TypeScript program of every
  // workspace) and takes about one core: it runs in the background beside the type check,
  // knip and then the PGlite suite, so no core waits for it to finish alone (side by side
  // with the other two, on a slow day, they were done at 186 s and lint ran on alone to 368 s).
  // Its output is printed, and its step reported, when it ends.
  const lintLog = path.join(reports, 'lint.log');
  const lintRun = pnpmInBackground(['run', 'lint'], {}, lintLog);

  // The other two static checks take one core each: side by side, reported apart.
  const checks = [
    { name: 'typecheck', args: ['run', 'typecheck'] },
    { name: 'unused files, exports and dependencies (knip)', args: ['run', 'knip'] },
  ];
  const results = await pnpmTogether(checks);
  checks.forEach((check, i) => {
    finishedStep(check.name, results[i], results[i].output, 'side by side');
  });
  // Every unit and API test on embedded PGlite, whatever the environment says...
  vitest('unit and API tests (PGlite)', [], { DATABASE_URL: '' });

  finishedStep(
    'lint (workspace versions, eslint, biome format, import cycles)',
    await lintRun,
    readFileSync(lintLog, 'utf8'),
    'in the background, beside the PGlite suite',
  );

  step('build', () => pnpm(['run', 'build']));
  step('bundle budget (first load, gzip)', () => pnpm(['run', 'bundle-budget']));
  step('Storybook build', () => pnpm(['run', 'build-storybook']));

  // ...and the API suite again on the PostgreSQL server when one is configured, beside the
  // browser tests: the two share nothing (the browser tests' server runs on its own PGlite),
  // and together they keep both cores busy.
  const databaseUrl = process.env.DATABASE_URL;
  const postgres = databaseUrl
    ? {
        report: path.join(reports, 'postgres.json'),
        log: path.join(reports, 'postgres.log'),
      }
    : null;
  const postgresRun = postgres
    ? pnpmInBackground(
        [
          'exec',
          'vitest',
          'run',
          '--project',
          '@quoteway/api',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${postgres.report}`,
        ],
        { DATABASE_URL: databaseUrl },
        postgres.log,
      )
    : null;

  const chromium = findChromium();
  if (chromium) {
    // Card payments in Stripe mode run against their own server (the fake Stripe's) on other
    // ports: in the background, beside the main browser tests, which spend much of their time
    // waiting on pages (it took 36 s on its own after them).
    const stripe = {
      report: path.join(reports, 'e2e-stripe.json'),
      log: path.join(reports, 'e2e-stripe.log'),
    };
    const stripeRun = pnpmInBackground(
      ['exec', 'playwright', 'test', '-c', 'playwright.stripe.config.ts'],
      { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: stripe.report },
      stripe.log,
    );

    const out = path.join(reports, 'e2e.json');
    const started = Date.now();
    console.log('\n=== browser tests (Playwright, Chromium)');
    const status = await pnpmAsync(['exec', 'playwright', 'test'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    steps.push({
      name: 'browser tests (Playwright, Chromium)',
      ok: status === 0,
      seconds: ((Date.now() - started) / 1000).toFixed(1),
    });
    count('browser tests', countsOf(out));

    finishedStep(
      'browser tests in Stripe mode (Playwright, Chromium)',
      await stripeRun,
      readFileSync(stripe.log, 'utf8'),
      'beside the browser tests',
    );
    count('browser tests', countsOf(stripe.report));
  }
  if (postgres && postgresRun) {
    finishedStep(
      'API tests (PostgreSQL)',
      await postgresRun,
      readFileSync(postgres.log, 'utf8'),
      'beside the browser tests',
      postgres.report,
    );
  }
  rmSync(reports, { recursive: true, force: true });

  console.log('\n=== Summary');
  for (const s of steps) {
    const note = s.note ? `, ${s.note}` : '';
    console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds} s${note})`);
  }
  if (!databaseUrl) {
    console.log('API tests ran on PGlite only: set DATABASE_URL to run them on PostgreSQL too.');
  }
  const failedSteps = steps.filter((s) => !s.ok).length;
  if (!chromium) {
    console.log('');
    console.log('THE BROWSER TESTS DID NOT RUN: no Chromium was found.');
    console.log(
      'Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH, then run again.',
    );
  }
  console.log(`steps: ${steps.length - failedSteps} passed, ${failedSteps} failed`);
  console.log(`tests: ${tally.passed} passed, ${tally.failed} failed`);
  for (const f of tally.failures) console.log(`  failed: ${f}`);
  process.exitCode = failedSteps > 0 ? 1 : 0;
}

if (command === 'start') start();
else if (command === 'test') await test();
else {
  console.error('Usage: node scripts/quoteway.mjs start|test');
  process.exitCode = 1;
}
