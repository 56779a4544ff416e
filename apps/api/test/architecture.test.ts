import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/check-architecture.mjs (run by `pnpm lint`) on the server and on small source trees
// that break one rule each.
const script = path.resolve(import.meta.dirname, '../scripts/check-architecture.mjs');
/** Small src trees that break one layering rule each (and one that breaks none). */
const fixture = (name: string) =>
  path.resolve(import.meta.dirname, 'fixtures', 'architecture', name, 'src');
const trees: string[] = [];
afterAll(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
});

function check(src?: string) {
  const run = spawnSync(process.execPath, [script, ...(src ? [src] : [])], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A src folder with these files (paths relative to it). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'quoteway-architecture-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('check-architecture', () => {
  it('passes on the server as it is', () => {
    expect(check()).toEqual({ status: 0, output: '' });
  });

  it('finds SQL outside a repository, and allows it in one', () => {
    const src = tree({
      'modules/jobs/repository.ts': 'export const all = (db) => db.select().from(jobs);\n',
      'modules/jobs/hiringRepository.ts': 'export const hire = (db) => db.update(jobs);\n',
      'modules/jobs/service.ts': [
        "import { sql } from 'drizzle-orm';",
        'export const count = (db) => db.execute(sql`select count(*) from jobs`);',
        'export const rename = (tx) =>',
        '  tx',
        '    .update(jobs)',
        "    .set({ name: 'x' });",
      ].join('\n'),
    });
    const { status, output } = check(src);
    expect(status).toBe(1);
    expect(output).toContain('modules/jobs/service.ts:2: SQL outside a repository (.execute()');
    expect(output).toContain('modules/jobs/service.ts:2: SQL outside a repository (sql`)');
    expect(output).toContain('modules/jobs/service.ts:5: SQL outside a repository (.update()');
    expect(output).not.toContain('repository.ts:');
    expect(output).not.toContain('Repository.ts:');
  });

  it('allows SQL in infra repositories and the seed, and nowhere else outside the modules', () => {
    const src = tree({
      'infra/outbox/repository.ts': 'export const due = (db) => db.select().from(outbox);\n',
      'seed/demo.ts': "export const seed = (db) => db.insert(users).values({ name: 'demo' });\n",
      'plugins/app/repository.ts': 'export const all = (db) => db.select().from(users);\n',
      'infra/outbox/worker.ts': 'export const claim = (db) => db.update(outbox).set({});\n',
    });
    const { status, output } = check(src);
    expect(status).toBe(1);
    expect(output).toContain('plugins/app/repository.ts:1: SQL outside a repository (.select()');
    expect(output).toContain('infra/outbox/worker.ts:1: SQL outside a repository (.update()');
    expect(output).not.toContain('infra/outbox/repository.ts');
    expect(output).not.toContain('seed/demo.ts');
  });

  it('does not take hashing or a Map for a query', () => {
    const src = tree({
      'modules/chat/service.ts': [
        "import { createHmac } from 'node:crypto';",
        "export const sign = (key, text) => createHmac('sha256', key).update(text).digest('hex');",
        'const cache = new Map();',
        'export const forget = (name) => cache.delete(name);',
      ].join('\n'),
    });
    expect(check(src)).toEqual({ status: 0, output: '' });
  });

  it('finds modules that depend on each other, through types too', () => {
    const src = tree({
      'modules/auth/index.ts': "export type { Balance } from '../credits';\n",
      'modules/credits/index.ts': [
        "import type { User } from '../auth';",
        'export type Balance = number;',
        'export type Buyer = User;',
      ].join('\n'),
    });
    const { status, output } = check(src);
    expect(status).toBe(1);
    expect(output).toMatch(/modules depend on each other: (auth -> credits|credits -> auth)/);
  });

  it('finds a module imported past its index, and a route module importing the database', () => {
    const src = tree({
      'db/schema.ts': 'export const jobs = {};\n',
      'modules/jobs/index.ts': "export { jobs } from './service';\n",
      'modules/jobs/service.ts': 'export const jobs = 1;\n',
      'modules/leads/routes.ts': [
        "import { jobs } from '../jobs/service';",
        "import { jobs as table } from '../../db/schema';",
        'export const both = [jobs, table];',
      ].join('\n'),
    });
    const { status, output } = check(src);
    expect(status).toBe(1);
    expect(output).toMatch(
      /modules\/leads\/routes\.ts: imports \S+\/modules\/jobs\/service\.ts; another module is imported through its index\.ts/,
    );
    expect(output).toContain('modules/leads/routes.ts: a route module imports the database');
  });

  it('passes on a tree whose arrows all point down the layers', () => {
    expect(check(fixture('clean'))).toEqual({ status: 0, output: '' });
  });

  it('fails on a plugin that imports a module, even for a type', () => {
    const { status, output } = check(fixture('upward-plugin'));
    expect(status).toBe(1);
    expect(output).toContain(
      'src/plugins/app/access.ts:1: imports src/modules/auth/index.ts, upward (plugins/ may not import modules/)',
    );
  });

  it('fails on an adapter that imports a module, and on a module that imports the seed', () => {
    const { status, output } = check(fixture('upward-infra'));
    expect(status).toBe(1);
    expect(output).toContain(
      'src/infra/mail/mailer.ts:1: imports src/modules/users/index.ts, upward (infra/ may not import modules/)',
    );
    expect(output).toContain(
      'src/modules/users/service.ts:1: imports src/seed/demo.ts, upward (modules/ may not import seed/)',
    );
  });

  it('fails on a circle of type-only imports', () => {
    const { status, output } = check(fixture('type-circle'));
    expect(status).toBe(1);
    expect(output).toMatch(
      /import cycle between files \(type-only and dynamic imports count\): src\/plugins\/app\/(realtime|routeTable)\.ts -> src\/plugins\/app\/(realtime|routeTable)\.ts/,
    );
  });

  it('fails on a circle closed by a dynamic import()', () => {
    const { status, output } = check(fixture('dynamic-circle'));
    expect(status).toBe(1);
    expect(output).toMatch(
      /import cycle between files .*src\/infra\/outbox\/(handlers|worker)\.ts/,
    );
  });

  it('fails on the layers as they were: seed and demo in db/, plugins on auth, a circle', () => {
    const src = tree({
      'modules/auth/index.ts': [
        "import type { Notify } from '../../context';",
        'export type SessionStore = { notify: Notify };',
      ].join('\n'),
      'context.ts': [
        "import type { SessionStore } from './modules/auth';",
        'export type Notify = (store: SessionStore) => void;',
      ].join('\n'),
      'db/seed.ts': "export { type SessionStore } from '../modules/auth';\n",
    });
    const { status, output } = check(src);
    expect(status).toBe(1);
    expect(output).toMatch(
      /context\.ts:1: imports \S+\/modules\/auth\/index\.ts, upward \(context\.ts may not import modules\/\)/,
    );
    expect(output).toMatch(
      /db\/seed\.ts:1: imports \S+\/modules\/auth\/index\.ts, upward \(db\/ and the shared files may not import modules\/\)/,
    );
    expect(output).toMatch(/import cycle between files .*\/context\.ts/);
  });
});
