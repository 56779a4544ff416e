// The lint rule that keeps apps apart (eslint.config.js, `apps`): an app imports another app
// only through its route entry. Linted with the project's own configuration, on fixture files
// laid out as the shell's sources would be (scripts/fixtures/app-imports/apps/shell/src).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = fileURLToPath(new URL('fixtures/app-imports', import.meta.url));

/** The rule ids and messages lint reports for each fixture, by file name. */
let reports;

beforeAll(async () => {
  // The configuration's patterns are relative to `cwd`, so the fixtures are the shell's files.
  const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: `${root}eslint.config.js` });
  const results = await eslint.lintFiles(['apps']);
  reports = Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(result.filePath.lastIndexOf('/') + 1),
      result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
    ]),
  );
});

describe('an app imports another app only through its route entry', () => {
  it('fails on the shell importing a component of the business console', () => {
    expect(reports['importsComponent.js']).toEqual([
      {
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('import only @quoteway/business/routes'),
      },
    ]);
  });

  it('fails on the shell reaching past the route entry into a subpath', () => {
    expect(reports['importsSubpath.js']).toEqual([
      {
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('import only @quoteway/business/routes'),
      },
    ]);
  });

  it('passes on the route entries of the console and the embeds', () => {
    expect(reports['importsRouteEntry.js']).toEqual([]);
  });

  it('passes on the packages the apps share', () => {
    expect(reports['importsPackage.js']).toEqual([]);
  });
});
