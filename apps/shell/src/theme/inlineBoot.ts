import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where index.html wants the theme boot written. */
const MARKER = '<!-- theme-boot -->';

/**
 * index.html with src/theme/boot.js written where its `<!-- theme-boot -->` stands, as an
 * inline classic script without its comments (the build's step, vite.config.ts). Inline, it
 * runs before the first paint with no request of its own to block the parser; the server's
 * CSP allows it by its hash (apps/api, plugins/external/web.ts).
 */
export function inlineThemeBoot(html: string): string {
  if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER}`);
  const code = readFileSync(path.join(import.meta.dirname, 'boot.js'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
  return html.replace(MARKER, `<script>${code}</script>`);
}
