import { type LoadedContent, loadContent } from '@quoteway/content';
import { type ContentLanguage, isContentPage } from '@quoteway/domain';
import { NotFoundError } from '../../errors';

/** The pages, read and rendered once per process: they change only with a deploy. */
let loaded: ReturnType<typeof loadContent> | undefined;

/**
 * The site's own pages (help, FAQ, policies, about, how it works, ads), written as Markdown
 * in @quoteway/content, rendered at start-up and served as they are.
 */
export function contentService(pages: ReturnType<typeof loadContent> = (loaded ??= loadContent())) {
  return {
    /** A page in a language with its ETag; 404 for an id that names no page. */
    page(id: string, lang: ContentLanguage): LoadedContent {
      const found = isContentPage(id) ? pages.get(`${id}/${lang}`) : undefined;
      if (!found) throw new NotFoundError(/*i18n*/ 'There is no page "{page}"', { page: id });
      return found;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
