import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type ContentLanguage,
  type ContentPageId,
  contentLanguages,
  contentPages,
} from '@quoteway/domain';
import { type ContentDocument, renderContent } from './render';

/**
 * This package's folder, where the Markdown lives (`<lang>/<page>.md`). Found through Node's
 * resolution of the package's own name, so it is the same folder whether this code runs from
 * source (tests, `tsx`) or inlined into the server's bundle in apps/api/dist, whose
 * node_modules link the workspace package.
 */
export function contentRoot(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@quoteway/content/package.json'));
}

/** A rendered page and its entity tag (a hash of what the API sends for it). */
export interface LoadedContent {
  document: ContentDocument;
  etag: string;
}

/** The Markdown of one page in one language, as written. */
export function readContentSource(
  page: ContentPageId,
  lang: ContentLanguage,
  root = contentRoot(),
): string {
  return readFileSync(path.join(root, lang, `${page}.md`), 'utf8');
}

/**
 * Every page in every language, read and rendered once. Throws if a file is missing or breaks
 * the renderer's rules, so a bad page stops the server at start-up rather than at a visit.
 */
export function loadContent(
  root = contentRoot(),
): ReadonlyMap<`${ContentPageId}/${ContentLanguage}`, LoadedContent> {
  const loaded = new Map<`${ContentPageId}/${ContentLanguage}`, LoadedContent>();
  for (const page of contentPages) {
    for (const lang of contentLanguages) {
      const document = renderContent(readContentSource(page, lang, root), page, lang);
      const hash = createHash('sha256').update(JSON.stringify(document)).digest('base64url');
      loaded.set(`${page}/${lang}`, { document, etag: `"${hash.slice(0, 27)}"` });
    }
  }
  return loaded;
}
