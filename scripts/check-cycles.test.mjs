import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/check-cycles.mjs (run by `pnpm lint`) on small trees of apps and packages.
const script = path.resolve(import.meta.dirname, 'check-cycles.mjs');
const trees = [];
afterAll(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
});

/** A repository root with these files (paths relative to it). */
function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'quoteway-cycles-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function check(root) {
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, errors: run.stderr, summary: run.stdout };
}

describe('check-cycles', () => {
  it('passes on a tree without a circle, whatever the import forms', () => {
    const root = tree({
      'apps/web/src/main.tsx': [
        "import { lazy } from 'react';",
        "import App, { type AppProps } from './App';",
        "const Page = lazy(() => import('./pages/Page'));",
        'export { App, Page };',
        'export type { AppProps };',
      ].join('\n'),
      'apps/web/src/App.tsx': [
        'import {',
        '  format,',
        '  type Format,',
        "} from './format';",
        "export * from './format';",
        "export type { Page } from './pages/Page';",
        'export type AppProps = { format: Format };',
        'export default function App() { return format(1); }',
      ].join('\n'),
      'apps/web/src/pages/Page.tsx': [
        "import '../styles';",
        "import { format } from '../format';",
        'export type Page = string;',
        'export default function Page() { return format(2); }',
      ].join('\n'),
      'apps/web/src/format.ts': 'export type Format = number;\nexport const format = String;\n',
      'apps/web/src/styles.ts': '// The main file is named in a comment: import "./main";\n',
      'packages/kit/src/index.ts': "export { kit } from './kit';\n",
      'packages/kit/src/kit.ts':
        'const text = "import { kit } from \'./index\'";\nexport const kit = text;\n',
    });
    expect(check(root)).toEqual({
      status: 0,
      errors: '',
      summary: '7 files outside the API: 0 import cycles\n',
    });
  });

  it('fails on a circle of type-only imports', () => {
    const root = tree({
      'packages/kit/src/user.ts':
        "import type { Team } from './team';\nexport type User = { team: Team };\n",
      'packages/kit/src/team.ts': [
        'import {',
        '  type Member,',
        "} from './member';",
        'export type Team = { members: Member[] };',
      ].join('\n'),
      'packages/kit/src/member.ts': "export type { User as Member } from './user';\n",
    });
    const { status, errors } = check(root);
    expect(status).toBe(1);
    expect(errors).toContain('Import cycle between files: packages/kit/src/');
    expect(errors).toContain('-(type)-> packages/kit/src/team.ts');
    expect(errors).toContain('-(type)-> packages/kit/src/member.ts');
  });

  it('fails on a circle through a dynamic import', () => {
    const root = tree({
      'apps/web/src/routes.tsx': [
        "import { lazy } from 'react';",
        'export const routes = [',
        "  { path: '/jobs', page: lazy(() => import('./jobs/JobsPage')) },",
        '];',
      ].join('\n'),
      'apps/web/src/jobs/JobsPage.tsx': [
        "import { routes } from '../routes';",
        'export default function JobsPage() { return routes.length; }',
      ].join('\n'),
    });
    const { status, errors } = check(root);
    expect(status).toBe(1);
    expect(errors).toMatch(
      /apps\/web\/src\/routes\.tsx -\(import\(\)\)-> apps\/web\/src\/jobs\/JobsPage\.tsx -> apps\/web\/src\/routes\.tsx|JobsPage\.tsx -> apps\/web\/src\/routes\.tsx -\(import\(\)\)-> apps\/web\/src\/jobs\/JobsPage\.tsx/,
    );
  });

  it('leaves the API to its own check', () => {
    const root = tree({
      'apps/api/src/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'apps/api/src/b.ts': "import { a } from './a';\nexport const b = a;\n",
    });
    expect(check(root).status).toBe(0);
  });
});
