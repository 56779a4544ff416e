import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The feature table of eslint.config.js (rule quoteway/feature-imports) on files that are
// not there: the repository's own configuration, without its type-aware rules (they need the
// file in the TypeScript program, and take a minute to build it).
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

/** The feature-table messages for `code` as the file at `filePath`. */
async function lint(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'quoteway/feature-imports' || m.fatal);
}

describe('feature folders of the browser apps (eslint.config.js, featureTables)', () => {
  it('refuses an import from one feature into another the table does not grant', async () => {
    const messages = await lint(
      'apps/shell/src/jobs/FixtureCard.tsx',
      "import { InboxPage } from '../chat/InboxPage';\nexport const Page = InboxPage;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toContain('jobs/ may not import chat/InboxPage');
  });

  it('sees type-only, re-exported and lazily loaded imports too', async () => {
    const messages = await lint(
      'apps/business/src/plans/FixturePlans.tsx',
      [
        "import { lazy } from 'react';",
        "import type { LeadCardProps } from '../leads/LeadCard';",
        "export { ReplyForm } from '../reviews/ReplyForm';",
        "export const Hours = lazy(() => import('../hours/BusinessHoursForm'));",
        "export type Widget = typeof import('../widget/SnippetSection');",
        'export type Props = LeadCardProps;',
      ].join('\n'),
    );
    expect(messages.map((m) => m.line)).toEqual([2, 3, 4, 5]);
  });

  it('allows a folder its own files, the shared folders, the top-level files and its grants', async () => {
    const messages = await lint(
      'apps/shell/src/chat/FixturePane.tsx',
      [
        "import { api } from '../api';",
        "import { useSession } from '../session/sessionStore';",
        "import { notify } from '../notifications/notificationStore';",
        "import { BusinessTrust } from '../businesses/BusinessTrust';",
        "import { SimplePage } from '../pages/SimplePage';",
        "import { ChatIcon } from './ChatIcon';",
        'export const all = [api, useSession, notify, BusinessTrust, SimplePage, ChatIcon];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('keeps the host script of the embeds apart from the widgets', async () => {
    const messages = await lint(
      'apps/embed/src/host/fixture.ts',
      "import { widgets } from '../widgets';\nimport { fixtures } from '../test/fixtures';\nexport const all = [widgets, fixtures];\n",
    );
    // The top-level files are open to every folder; the test helpers are not.
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toContain('may not import test/fixtures');
  });
});
