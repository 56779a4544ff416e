import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The shell's one read path (eslint.config.js, `shellApiCalls`): its API client is called only
// as a query's queryFn or a mutation's mutationFn. The repository's own configuration on code
// that is not there, without its type-aware rules (they need the file in the TypeScript
// program, and take a minute to build it).
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

const message = 'Call the API as a queryFn or mutationFn';

/** The messages of that rule for `code` as the file at `filePath`. */
async function lint(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.message.startsWith(message) || m.fatal);
}

const imports =
  "import { useMutation, useQuery } from '@tanstack/react-query';\nimport { api } from '../api';\n";

describe('the shell calls its API client only in queries and mutations', () => {
  it('refuses a call from an event handler', async () => {
    const messages = await lint(
      'apps/shell/src/layout/FixtureMenu.tsx',
      `${imports}export const onSelect = async () => {\n  await api.deleteAccount();\n};\n`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.line).toBe(4);
  });

  it('passes a queryFn and a mutationFn', async () => {
    const messages = await lint(
      'apps/shell/src/layout/FixtureMenu.tsx',
      [
        imports,
        'export function useMenu() {',
        "  const read = useQuery({ queryKey: ['me'], queryFn: () => api.me() });",
        '  const remove = useMutation({ mutationFn: async () => { await api.deleteAccount(); } });',
        "  return { read, remove, href: api.url('socialSignIn', {}) };",
        '}',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('leaves the other apps to their own rules', async () => {
    const messages = await lint(
      'apps/business/src/leads/FixtureLeads.tsx',
      `${imports}export const onSelect = () => api.deleteAccount();\n`,
    );
    expect(messages).toEqual([]);
  });
});
