// An ESLint rule: which feature folders of a browser app may import which others. The table
// lives in eslint.config.js; this rule reads a file's relative imports of every form (static,
// type-only, `export ... from`, dynamic `import()`, `typeof import()`) and refuses those the
// table does not grant.
import path from 'node:path';

/** Where a relative import lands inside the app's src: `chat/ConversationPane`, `api`. */
function target(fromDir, specifier) {
  return path.posix
    .normalize(`${fromDir}/${specifier}`)
    .replace(/\.(tsx?|jsx?|mjs)$/, '')
    .replace(/\/index$/, '');
}

/** The folder of a path inside src (its first segment), or '.' for a file at the top. */
const folderOf = (inside) => (inside.includes('/') ? inside.split('/')[0] : '.');

/** Whether a grant (`layout`, `pages/SimplePage`) covers a path inside src. */
const grants = (entry, inside) => inside === entry || inside.startsWith(`${entry}/`);

/** @type {import('eslint').Rule.RuleModule} */
export const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder imports only the folders its app’s table grants' },
    schema: [
      {
        type: 'object',
        properties: {
          src: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
          allowed: {
            type: 'object',
            additionalProperties: {
              oneOf: [{ const: '*' }, { type: 'array', items: { type: 'string' } }],
            },
          },
        },
        required: ['src', 'shared', 'allowed'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden:
        '{{from}} may not import {{to}} ({{src}}): the feature table in eslint.config.js does not grant it. Import it through a shared folder ({{shared}}), or add the seam to the table if it is one.',
    },
  },
  create(context) {
    const { src, shared, allowed } = context.options[0];
    const file = context.filename.split(path.sep).join('/');
    const at = file.lastIndexOf(`/${src}/`);
    if (at < 0) return {};
    const inside = file.slice(at + src.length + 2);
    const fromDir = path.posix.dirname(inside);
    const from = folderOf(inside);
    const grant = allowed[from] ?? [];

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = target(fromDir, specifier);
      if (to.startsWith('..')) return; // outside src: the workspace rules see to it
      const folder = folderOf(to);
      if (folder === from || folder === '.' || shared.includes(folder)) return;
      if (grant === '*' || grant.some((entry) => grants(entry, to))) return;
      context.report({
        node,
        messageId: 'forbidden',
        data: {
          from: from === '.' ? 'a top-level file' : `${from}/`,
          to,
          src,
          shared: shared.join(', '),
        },
      });
    }
    const fromSource = (node) => {
      if (node.source) check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
      TSImportType(node) {
        if (node.source?.type === 'Literal') check(node.source, node.source.value);
      },
    };
  },
};
