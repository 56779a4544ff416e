import { apiQuery } from '@quoteway/api-client';
import { type ContentPageId, isContentLanguage, policyPages } from '@quoteway/domain';
import { i18n } from '@quoteway/i18n';
import { api } from '../../api';
import { queryClient } from '../../queryClient';
import type { PageAddress } from '../../routing/preload';

/**
 * A content page's text, in the interface's language (English for one the pages lack), as
 * the page reads it, beside its code when it is opened from its address (the route table's
 * `handle.prefetch`): its first render is the whole page.
 */
export function prefetchContent(page: ContentPageId) {
  return (): Promise<unknown> => {
    const lang = isContentLanguage(i18n.locale) ? i18n.locale : 'en';
    return queryClient.prefetchQuery(
      apiQuery(api, 'contentPage', { params: { page }, query: { lang } }),
    );
  };
}

/** /policy/:tid: the policy it names (0 privacy, 1 terms, 2 FAQ). */
export function prefetchPolicy({ params }: PageAddress): Promise<unknown> {
  const page = /^\d$/.test(params.tid ?? '') ? policyPages[Number(params.tid)] : undefined;
  return page ? prefetchContent(page)() : Promise.resolve();
}
