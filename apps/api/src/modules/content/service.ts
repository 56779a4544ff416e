import type { TradeGuideAnswer } from '@quoteway/contracts';
import { type LoadedContent, loadContent, tradeGuide } from '@quoteway/content';
import { type ContentLanguage, isContentPage, type SiteCountry } from '@quoteway/domain';
import { directionOf, type Locale, translator } from '@quoteway/i18n/server';
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

    /**
     * The guide to hiring a trade in a site's country, each sentence in the reader's language
     * (the server catalog); null for a trade without one.
     */
    tradeGuide(trade: string, country: SiteCountry, locale: Locale): TradeGuideAnswer {
      const guide = tradeGuide(trade, country);
      const tr = translator(locale);
      return {
        lang: locale,
        dir: directionOf(locale),
        guide: guide
          ? {
              questions: guide.questions.map((q) => tr.t(q)),
              licences: guide.licences.map((l) => tr.t(l)),
            }
          : null,
      };
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
