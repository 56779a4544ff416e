import { placeQuery, siteCountryOfHost } from '@quoteway/domain';
import { startFirstRead } from '../../query/firstReads';
import type { PageAddress } from '../../routing/preload';

/**
 * The home and landing pages' first reads, beside their code when one is opened from its
 * address: the trades (the search's popular trades, a landing page's trade in its heading)
 * and the place a landing address names, as the job wizard's `useLandingTarget` asks for it,
 * so the heading is the landing page's from the first render. Plain fetches (`firstReads`):
 * the first screen does not wait for the query runtime, which takes their answers over.
 */
export function prefetchHome({ params }: PageAddress): Promise<unknown> {
  const words = placeQuery(params.locations ?? '');
  const country = siteCountryOfHost(window.location.hostname);
  return Promise.all([
    startFirstRead('professions'),
    words ? startFirstRead('searchLocalities', { query: { q: words, limit: 1, country } }) : null,
  ]);
}
