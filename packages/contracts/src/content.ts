import { contentLanguages, contentPages } from '@quoteway/domain';
import { z } from 'zod';

// The site's own pages (help, FAQ, policies, about, how it works, ads), written as Markdown
// in @quoteway/content and served rendered: HTML made by the server's renderer with raw HTML
// off and only http(s), mailto and relative links, so a client may insert it as it is.

/** A page of the site by its id; an id that names no page is a 404, not a 400. */
export const ContentPageParams = z.object({
  page: z.string().regex(/^[a-z][a-z-]{0,39}$/, /*i18n*/ 'must be a page id like "help"'),
});

export const ContentPageQuery = z.object({
  /** The language to read the page in; English when none is named. */
  lang: z.enum(contentLanguages).default('en'),
});

/** A heading (its anchor and text) and the text under it, as HTML and as plain text. */
export const ContentEntry = z.object({
  /** The heading's anchor, the same in every language. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  title: z.string(),
  html: z.string(),
  text: z.string(),
});
export type ContentEntry = z.infer<typeof ContentEntry>;

/** A `##` section: its own text and its `###` entries (a help centre's questions). */
export const ContentSection = ContentEntry.extend({ entries: z.array(ContentEntry) });
export type ContentSection = z.infer<typeof ContentSection>;

export const ContentPage = z.object({
  page: z.enum(contentPages),
  lang: z.enum(contentLanguages),
  dir: z.enum(['ltr', 'rtl']),
  title: z.string(),
  /** One or two sentences for search results and link previews. */
  description: z.string(),
  /** When the page last changed in substance (YYYY-MM-DD). */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Whether the page shows a table of contents of its sections. */
  toc: z.boolean(),
  /** What comes between the title and the first section, as HTML. */
  intro: z.string(),
  sections: z.array(ContentSection),
});
export type ContentPage = z.infer<typeof ContentPage>;

/**
 * The guide to hiring a trade in the site's country (a local page's): what to ask every
 * business that quotes, and the licences to look for, in the reader's language
 * (Accept-Language). `guide` is null for a trade without one (only the main trades have one).
 */
export const TradeGuideAnswer = z.object({
  lang: z.enum(contentLanguages),
  dir: z.enum(['ltr', 'rtl']),
  guide: z
    .object({
      questions: z.array(z.string()),
      licences: z.array(z.string()),
    })
    .nullable(),
});
export type TradeGuideAnswer = z.infer<typeof TradeGuideAnswer>;
