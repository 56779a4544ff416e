import { apiQuery } from '@quoteway/api-client';
import { bestLocality, findTrade, placeQuery, siteCountryOfHost } from '@quoteway/domain';
import { isUuid } from '@quoteway/validation';
import { api } from '../api';
import { queryClient } from '../queryClient';
import type { PageAddress } from '../routing/preload';
import { directorySearchOf, readDirectoryParams } from './directoryParams';
import { businessReviewsQuery, directoryQuery } from './queries';

// What the directory, the trade listings and a business's page show first, read beside their code when one is
// opened from its address: the first render is the whole page, so nothing under a loading
// state moves when its data comes (the route table's `handle.prefetch`).

/** The directory: the trades (popular trades, every trade) and a search's first results. */
export function prefetchDirectory({ search }: PageAddress): Promise<unknown> {
  const params = readDirectoryParams(search);
  const chosen = params.trade !== null || params.place !== null;
  return Promise.all([
    queryClient.prefetchQuery(apiQuery(api, 'professions')),
    chosen ? queryClient.prefetchInfiniteQuery(directoryQuery(directorySearchOf(params))) : null,
  ]);
}

/**
 * A business's page (/b/:slug, or its old address by id): the business, then the first page
 * of its reviews.
 */
export async function prefetchBusiness({ params }: PageAddress): Promise<unknown> {
  if (params.slug) {
    const business = await queryClient
      .fetchQuery(apiQuery(api, 'businessBySlug', { params: { slug: params.slug } }))
      .catch(() => null);
    return business ? queryClient.prefetchInfiniteQuery(businessReviewsQuery(business._id)) : null;
  }
  const id = params.id ?? '';
  if (!isUuid(id)) return;
  return Promise.all([
    queryClient.prefetchQuery(apiQuery(api, 'business', { params: { id } })),
    queryClient.prefetchInfiniteQuery(businessReviewsQuery(id)),
  ]);
}

/**
 * A trade listing (/profession/:professionId/:selectedLocation?, /category/:professionName/
 * :locationName): the trades and the place its address names, then, for a trade, its first
 * results there, as the listing finds them.
 */
export async function prefetchListing({ params }: PageAddress): Promise<unknown> {
  const tradeName = params.professionId ?? params.professionName ?? '';
  const wantedPlace = placeQuery(params.selectedLocation ?? params.locationName ?? '');
  const country = siteCountryOfHost(window.location.hostname);
  const [trades, places] = await Promise.all([
    queryClient.fetchQuery(apiQuery(api, 'professions')),
    wantedPlace
      ? queryClient.fetchQuery(
          apiQuery(api, 'searchLocalities', { query: { q: wantedPlace, limit: 10, country } }),
        )
      : null,
  ]);
  const trade = findTrade(trades.professions, tradeName);
  if (!trade) return;
  const place = places ? bestLocality(places.localities, wantedPlace) : undefined;
  await queryClient.prefetchInfiniteQuery(
    directoryQuery({ profession: trade.slug, ...(place ? { localityId: place.id } : {}) }),
  );
}
