// Building the served HTML: escaping, the head's tags, the JSON-LD blocks and the static
// content put inside the SPA's root element. Every value that comes from data (a business's
// name, a review) goes through `text()` or `attr()`; markup is only ever ours.
import { escapeHtml } from '../../escapeHtml';

/** HTML that is always safe to put in element content or a quoted attribute. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/**
 * The template tag for markup: what is interpolated is escaped unless it is already `Html`
 * (made by this tag), so user text can never become markup.
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** Several pieces of markup as one. */
export function join(parts: readonly Part[]): Html {
  return new Html(render(parts));
}

/**
 * A JSON-LD block. JSON.stringify leaves `<`, `>` and `&` as they are, so a review saying
 * `</script><script>...` could end the block; they are written as \u escapes instead (still
 * the same JSON), as are the line separators JavaScript once refused in strings.
 */
function jsonLdScript(data: unknown): Html {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new Html(`<script type="application/ld+json">${json}</script>`);
}

/** Text cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** What the head says about a page. */
export interface Head {
  title: string;
  description: string;
  /** Absolute; none for pages that are not indexed. */
  canonical: string | null;
  /** `noindex` for pages search engines should leave out. */
  robots: 'noindex' | null;
  ogType: 'website' | 'article' | 'profile';
  /** Absolute image address for link previews, when the page has one. */
  image: string | null;
  /** `en_NZ`, ... */
  locale: string;
  jsonLd: readonly unknown[];
  /** The page's language and direction, when it is not the site's English (`<html lang dir>`). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The page in each of its languages (`<link rel="alternate" hreflang>`). */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
}

const SITE_NAME = 'Quoteway';

/** The document title as the SPA writes it (`useDocumentTitle`): "{title} · Quoteway". */
function documentTitle(title: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

function headTags(head: Head): Html {
  const line = (part: Html | string) => (part === '' ? '' : html`${part}\n`);
  const meta = (attribute: 'name' | 'property', key: string, content: string | null) =>
    content === null ? '' : html`<meta ${new Html(attribute)}="${key}" content="${content}" />`;
  const title = documentTitle(head.title);
  return join(
    [
      meta('name', 'description', head.description),
      head.robots ? meta('name', 'robots', head.robots) : '',
      head.canonical ? html`<link rel="canonical" href="${head.canonical}" />` : '',
      ...(head.alternates ?? []).map(
        (a) => html`<link rel="alternate" hreflang="${a.hreflang}" href="${a.href}" />`,
      ),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:type', head.ogType),
      meta('property', 'og:title', title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', head.canonical),
      meta('property', 'og:image', head.image),
      meta('property', 'og:locale', head.locale),
      meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', head.image),
      ...head.jsonLd.map(jsonLdScript),
    ].map(line),
  );
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/gi;
const ROOT = /<div id="root"><\/div>/;
const HTML_TAG = /<html\b[^>]*>/i;

/**
 * The SPA's index.html with the page's head and static content: the title replaced, the
 * generic description removed, the page's tags added before `</head>`, the content put
 * inside `<div id="root">`, which React replaces when it mounts (`createRoot().render`), and
 * `<html lang dir>` set for a page in another language (the app sets them again when it runs).
 */
export function fillTemplate(template: string, head: Head, body: Html | null): string {
  const title = html`<title>${documentTitle(head.title)}</title>`.value;
  let out = template.replace(DESCRIPTION, '');
  out = TITLE.test(out)
    ? out.replace(TITLE, () => title)
    : out.replace(/<head>/i, `<head>${title}`);
  const tags = headTags(head).value;
  out = /<\/head>/i.test(out)
    ? out.replace(/<\/head>/i, () => `${tags}</head>`)
    : out.replace(title, () => `${title}${tags}`);
  if (body) out = out.replace(ROOT, () => `<div id="root">${body.value}</div>`);
  if (head.lang) {
    const tag = html`<html lang="${head.lang}" dir="${head.dir ?? 'ltr'}">`.value;
    out = out.replace(HTML_TAG, () => tag);
  }
  return out;
}
