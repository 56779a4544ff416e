import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { createScratchDatabase } from './scratchDatabase';

// The real entry points as separate processes: start-up, migrations, persistence across
// restarts, graceful shutdown, the CLI and config errors.
const apiDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;
let env: NodeJS.ProcessEnv;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quoteway-server-'));
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://quoteway.example',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // No balancer to notice: the test that drains sets its own.
    SHUTDOWN_DRAIN_MS: '0',
  };
  delete base.DATABASE_URL;
  env = base;
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    env.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  }
});

afterAll(async () => {
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * What a stopped server left of the demo in its database: demo accounts, businesses,
 * reviews, gallery photos, and the storage keys of every picture.
 */
async function demoLeft(database: { url?: string; dataDir?: string }) {
  const handle = await openDatabase(database);
  try {
    const count = async (query: ReturnType<typeof sql>) => {
      const result = (await handle.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
      return result.rows[0]?.n ?? -1;
    };
    const keys = (await handle.db.execute(sql`
      SELECT logo_key AS key FROM businesses WHERE logo_key IS NOT NULL
      UNION ALL SELECT cover_key FROM businesses WHERE cover_key IS NOT NULL
      UNION ALL SELECT key FROM business_photos
      UNION ALL SELECT thumbnail_key FROM business_photos`)) as unknown as {
      rows: Array<{ key: string }>;
    };
    return {
      demoUsers: await count(
        sql`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@demo.quoteway.nz'`,
      ),
      businesses: await count(sql`SELECT count(*)::int AS n FROM businesses`),
      // The demo operator (operator@demo.quoteway.nz) is the demo's only operator.
      operators: await count(sql`SELECT count(*)::int AS n FROM operators`),
      reviews: await count(sql`SELECT count(*)::int AS n FROM reviews`),
      photos: await count(sql`SELECT count(*)::int AS n FROM business_photos`),
      pictureKeys: keys.rows.map((row) => row.key),
    };
  } finally {
    await handle.close();
  }
}

function run(
  script: string,
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
  nodeArgs: string[] = [],
) {
  return spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, script, ...args], {
    cwd: apiDir,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function finished(child: ChildProcess): Promise<{ code: number | null; out: string }> {
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

async function startServer(extraEnv: NodeJS.ProcessEnv = {}, nodeArgs: string[] = []) {
  const child = run('src/server.ts', [], { PORT: '0', LOG_LEVEL: 'info', ...extraEnv }, nodeArgs);
  const exit = finished(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const match = /running at (http:\/\/[^/\s]+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { child, exit, url };
}

// Each test starts real processes (tsx compiles the server, PGlite runs the migrations): on
// a loaded machine that takes minutes, not seconds. The limit only catches a hang.
describe('server process', { timeout: 600_000 }, () => {
  it('imports with the CLI, serves, survives a restart and shuts down cleanly', async () => {
    const csv = path.join(dataDir, 'extra.csv');
    await writeFile(
      csv,
      'postcode,locality,region,long,lat,territory,island\n9997,Persistville,Otago,170.5,-45.87,Dunedin City,South Island\n',
    );
    const imported = await finished(
      run('src/cli.ts', ['import-gazetteer', csv, '--country', 'NZ']),
    );
    expect(imported.out).toContain('Imported 1 rows');
    expect(imported.code).toBe(0);

    for (let round = 0; round < 2; round++) {
      const server = await startServer();
      const res = await fetch(`${server.url}/api/localities?q=Persistville`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { localities: Array<{ locality: string }> };
      expect(body.localities.map((l) => l.locality)).toEqual(['Persistville']);
      const ready = (await (await fetch(`${server.url}/api/readyz`)).json()) as {
        database: string;
      };
      expect(ready.database).toBe(env.DATABASE_URL ? 'postgres' : 'pglite');
      server.child.kill('SIGTERM');
      const { code, out } = await server.exit;
      // With the output, so a failure says why the process did not exit cleanly.
      expect({ code, out }).toEqual({ code: 0, out: expect.any(String) });
      // Structured logs: one JSON object per line, with the shutdown recorded.
      const lines = out.split('\n').filter((l) => l.startsWith('{'));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.map((l) => JSON.parse(l).msg)).toContain('shutting down');
    }
    // Production seeds no demo: no demo logins, no demo operator, no directory, no pictures.
    const left = await demoLeft(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') },
    );
    expect(left).toEqual({
      demoUsers: 0,
      businesses: 0,
      operators: 0,
      reviews: 0,
      photos: 0,
      pictureKeys: [],
    });
    expect(existsSync(path.join(dataDir, 'uploads', 'public'))).toBe(false);
  });

  it('leaves the libraries of services it is not configured for unloaded', async () => {
    // sharp until a picture comes, web-push until a push; the others only with their service configured.
    const optional: Array<[string, string | undefined]> = [
      ['sharp', undefined],
      // web-push until a lead alert goes to a device.
      ['web-push', undefined],
      ['@aws-sdk/client-s3', env.S3_BUCKET],
      ['stripe', env.STRIPE_SECRET_KEY],
      ['nodemailer', env.SMTP_URL],
      ['ioredis', env.REDIS_URL],
      ['@socket.io/redis-adapter', env.REDIS_URL],
      ['pg', env.DATABASE_URL],
      ['prom-client', env.METRICS_TOKEN],
    ];
    const log = path.join(dataDir, 'packages.log');
    const server = await startServer({ PACKAGES_LOG: log }, [
      '--import',
      './test/packagesImported.ts',
    ]);
    try {
      expect((await fetch(`${server.url}/api/readyz`)).status).toBe(200);
      const imported = new Set((await readFile(log, 'utf8')).split('\n'));
      // The record works: the server's own framework is in it.
      expect(imported).toContain('fastify');
      const unconfigured = optional.filter(([, setting]) => !setting).map(([name]) => name);
      expect(unconfigured.filter((name) => imported.has(name))).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  });

  it('drains on SIGTERM: unready at once, still answering, then exits 0', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '10000' });
    expect((await fetch(`${server.url}/api/readyz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    let ready: Response | undefined;
    // Polled until the signal is handled (no assertion on how long that took).
    for (let tries = 0; tries < 500; tries++) {
      ready = await fetch(`${server.url}/api/readyz`);
      if (ready.status === 503) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(ready?.status).toBe(503);
    const body = (await ready?.json()) as { checks: { serving: boolean; database: boolean } };
    expect(body.checks).toMatchObject({ serving: false, database: true });
    // Still serving during the drain, and every answer closes its connection.
    const alive = await fetch(`${server.url}/api/healthz`);
    expect(alive.status).toBe(200);
    expect(alive.headers.get('connection')).toBe('close');
    const { code, out } = await server.exit;
    expect({ code, out }).toEqual({ code: 0, out: expect.any(String) });
  });

  it('refuses to start on a bad variable and names it', async () => {
    const { code, out } = await finished(run('src/server.ts', [], { PORT: 'abc' }));
    expect(code).toBe(1);
    expect(out).toContain('Invalid configuration');
    expect(out).toContain('PORT');
  });

  it('explains its usage and rejects an unknown command', async () => {
    const { code, out } = await finished(run('src/cli.ts', ['explode']));
    expect(code).toBe(1);
    expect(out).toContain("Unknown command 'explode'");
    expect(out).toContain('import-gazetteer FILE');
  });
});

// Several processes may start together on an empty database (README): migrations run under
// an advisory lock, the reference data is upserted, and the demo accounts are seeded under a
// lock of their own, so none of them crashes on a duplicate key.
describe.runIf(Boolean(process.env.DATABASE_URL))(
  'two processes starting together on an empty PostgreSQL database',
  { timeout: 600_000 },
  () => {
    it.each(['development', 'production'])('both come up in %s mode', async (mode) => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
      // Shared by both processes, as a bucket would be.
      const sharedData = await mkdtemp(path.join(tmpdir(), 'quoteway-two-'));
      const children: ChildProcess[] = [];
      try {
        const start = () => {
          const child = run('src/server.ts', [], {
            PORT: '0',
            NODE_ENV: mode,
            DATABASE_URL: scratch.url,
            DATA_DIR: sharedData,
          });
          children.push(child);
          let out = '';
          child.stdout?.on('data', (d) => (out += d));
          child.stderr?.on('data', (d) => (out += d));
          return new Promise<string>((resolve, reject) => {
            child.stdout?.on('data', () => {
              // Up (in development with the demo logins printed after the address).
              const ready =
                mode === 'development'
                  ? /running at http[\s\S]*business@demo\.quoteway\.nz/
                  : /running at http/;
              if (ready.test(out)) resolve(out);
            });
            child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
          });
        };
        const outputs = await Promise.all([start(), start()]);
        for (const out of outputs) {
          // Demo logins exist outside production only.
          if (mode === 'development') expect(out).toContain('customer@demo.quoteway.nz');
          else expect(out).not.toContain('demo.quoteway.nz');
          expect(out).not.toMatch(/argon2id/);
        }
        // The demo directory exists once in development (its pictures stored by one of the
        // two processes only) and not at all in production.
        const left = await demoLeft({ url: scratch.url });
        if (mode === 'development') {
          expect(left.businesses).toBeGreaterThanOrEqual(30);
          expect(left.operators).toBe(1);
          expect(left.reviews).toBeGreaterThan(200);
          expect(left.photos).toBeGreaterThanOrEqual(left.businesses * 3);
          const files = await readdir(path.join(sharedData, 'uploads', 'public'));
          expect(files.map((file) => `public/${file}`).sort()).toEqual(left.pictureKeys.sort());
        } else {
          expect(left).toEqual({
            demoUsers: 0,
            businesses: 0,
            operators: 0,
            reviews: 0,
            photos: 0,
            pictureKeys: [],
          });
          expect(existsSync(path.join(sharedData, 'uploads'))).toBe(false);
        }
      } finally {
        for (const child of children) child.kill('SIGTERM');
        await Promise.all(
          children.map((child) =>
            child.exitCode === null ? new Promise((resolve) => child.on('exit', resolve)) : null,
          ),
        );
        await scratch.drop();
        await rm(sharedData, { recursive: true, force: true });
      }
    });
  },
);
