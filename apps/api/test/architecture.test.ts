import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/check-architecture.mjs (run by `pnpm lint`) on the server and on small source trees
// that break one rule each.
const script = path.resolve(import.meta.dirname, '../scripts/check-architecture.mjs');
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
});
