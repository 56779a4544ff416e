import type { ContentLanguage, ContentPageId } from '@quoteway/domain';
import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';

/** A question of the help centre, or a sub-heading of a policy: an `###` heading and its text. */
export interface ContentEntry {
  /** The heading's anchor, the same in every language (`{#id}` in the Markdown). */
  id: string;
  /** The heading as text. */
  title: string;
  /** What follows the heading, as HTML. */
  html: string;
  /** What follows the heading, as plain text (search, structured data). */
  text: string;
}

/** A `##` heading with the text under it and its `###` entries. */
export interface ContentSection extends ContentEntry {
  entries: ContentEntry[];
}

/** One page in one language, rendered. */
export interface ContentDocument {
  page: ContentPageId;
  lang: ContentLanguage;
  dir: 'ltr' | 'rtl';
  /** The `#` heading. */
  title: string;
  /** One or two sentences for search results and link previews (front matter). */
  description: string;
  /** When the page last changed in substance, `YYYY-MM-DD` (front matter). */
  updated: string;
  /** Whether the page shows a table of contents of its sections (front matter `toc: true`). */
  toc: boolean;
  /** What comes between the title and the first section, as HTML. */
  intro: string;
  sections: ContentSection[];
}

/** A page whose Markdown breaks the rules the renderer relies on. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * A link target we write into HTML: relative addresses (`/plans`, `#credits`) and http(s) or
 * mailto links only, so no `javascript:`, `data:` or `vbscript:` address ever becomes a link.
 * markdown-it calls this with the normalised (percent-encoded) address, so a scheme split by
 * whitespace or control characters is no scheme at all, only a harmless relative path.
 */
export function isSafeLink(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  return !scheme || SAFE_SCHEMES.has((scheme[1] ?? '').toLowerCase());
}

/**
 * The Markdown dialect of the content pages: CommonMark and tables, with raw HTML off (it is
 * shown as text), no images (the pages load nothing from elsewhere), links through
 * `isSafeLink`, and `{#anchor}` at the end of a heading giving it that id.
 */
function markdown(): MarkdownIt {
  const md = markdownIt({ html: false, linkify: false, typographer: false });
  md.disable('image');
  md.validateLink = isSafeLink;
  md.core.ruler.push('heading_anchors', (state) => {
    const tokens = state.tokens;
    tokens.forEach((token, i) => {
      if (token.type !== 'heading_open') return;
      const inline = tokens[i + 1];
      const found = inline ? /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/.exec(inline.content) : null;
      if (!inline || !found) return;
      inline.content = inline.content.slice(0, found.index);
      const last = inline.children?.at(-1);
      if (last?.type === 'text') last.content = last.content.replace(/\s*\{#[a-z0-9-]+\}\s*$/, '');
      token.attrSet('id', found[1] ?? '');
    });
  });
  return md;
}

const md = markdown();

/** Front matter: `key: value` lines between two `---` lines at the top of the file. */
function frontMatter(source: string): { fields: Record<string, string>; body: string } {
  const found = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!found) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of (found[1] ?? '').split(/\r?\n/)) {
    const pair = /^([a-z]+):\s*(.*)$/.exec(line.trim());
    if (pair) fields[pair[1] ?? ''] = (pair[2] ?? '').trim();
  }
  return { fields, body: source.slice(found[0].length) };
}

/** The plain text of some block tokens: their inline text, one space between blocks. */
function plainText(tokens: readonly Token[]): string {
  const words: string[] = [];
  for (const token of tokens) {
    if (token.type !== 'inline') continue;
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ');
    }
    words.push(' ');
  }
  return words.join('').replace(/\s+/g, ' ').trim();
}

const renderTokens = (tokens: Token[]) => md.renderer.render(tokens, md.options, {});

interface Heading {
  level: number;
  id: string;
  title: string;
  /** Index of the token after the heading's close. */
  end: number;
}

/** The heading opening at `i`, if one does. */
function headingAt(tokens: readonly Token[], i: number): Heading | null {
  const open = tokens[i];
  if (open?.type !== 'heading_open') return null;
  return {
    level: Number(open.tag.slice(1)),
    id: String(open.attrGet('id') ?? ''),
    title: plainText([tokens[i + 1] as Token]),
    end: i + 3,
  };
}

/**
 * Render one page's Markdown into a document: its `#` title, the text before the first `##`,
 * and each `##` section with its `###` entries, every one with its HTML and plain text. Every
 * `##` and `###` heading must carry an `{#anchor}`; the page has exactly one `#` heading,
 * first, and headings go no deeper than `###`.
 */
export function renderContent(
  source: string,
  page: ContentPageId,
  lang: ContentLanguage,
): ContentDocument {
  const where = `${lang}/${page}.md`;
  const { fields, body } = frontMatter(source);
  const tokens = md.parse(body, {});
  const title = headingAt(tokens, 0);
  if (!title || title.level !== 1) throw new ContentError(`${where}: must start with a # title`);

  const sections: ContentSection[] = [];
  let introEnd = tokens.length;
  let current: { heading: Heading; start: number } | null = null;
  const close = (end: number) => {
    if (!current) return;
    const { heading, start } = current;
    const slice = tokens.slice(start, end);
    const entry = { id: heading.id, title: heading.title, html: renderTokens(slice) };
    const text = plainText(slice);
    if (heading.level === 2) sections.push({ ...entry, text, entries: [] });
    else {
      const section = sections.at(-1);
      if (!section) throw new ContentError(`${where}: "${heading.title}" comes before any ##`);
      section.entries.push({ ...entry, text });
    }
    current = null;
  };
  for (let i = title.end; i < tokens.length; i++) {
    const heading = headingAt(tokens, i);
    if (!heading) continue;
    if (heading.level === 1 || heading.level > 3) {
      throw new ContentError(`${where}: "${heading.title}" must be a ## or ### heading`);
    }
    if (!heading.id) throw new ContentError(`${where}: "${heading.title}" has no {#anchor}`);
    if (introEnd === tokens.length) introEnd = i;
    close(i);
    current = { heading, start: heading.end };
    i = heading.end - 1;
  }
  close(tokens.length);

  const updated = fields.updated ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(updated)) {
    throw new ContentError(`${where}: front matter needs updated: YYYY-MM-DD`);
  }
  return {
    page,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    title: title.title,
    description: fields.description ?? plainText(tokens.slice(title.end, introEnd)),
    updated,
    toc: fields.toc === 'true',
    intro: renderTokens(tokens.slice(title.end, introEnd)),
    sections,
  };
}
