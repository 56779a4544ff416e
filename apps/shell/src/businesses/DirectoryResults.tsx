import { plural } from '@lingui/core/macro';
import { bestLocality, sameName } from '@quoteway/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiQuery, type ApiOutput, type Locality } from '@quoteway/api-client';
import { Button, ButtonLink, Spinner } from '@quoteway/ui';
import { type InfiniteData, type UseInfiniteQueryResult, useQuery } from '@tanstack/react-query';
import { formStyles as forms } from '@quoteway/account-forms/fields';
import { siteCountry } from '@quoteway/job-wizard';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { RouterLink } from '../RouterLink';
import { LoadProblem } from './LoadProblem';
import { BusinessCard } from './BusinessCard';
import * as css from './businesses.css';
import { postJobHref } from './directoryParams';
import * as page from './pages.css';

type DirectoryPages = UseInfiniteQueryResult<InfiniteData<ApiOutput<'directory'>>>;

/** A listing's title: "Plumber businesses in Auckland", "Plumber businesses", ... */
export function useListingTitle(): (trade: string | null, place: string | null) => string {
  const { t } = useLingui();
  return (trade, place) => {
    if (trade && place) return t`${trade} businesses in ${place}`;
    if (trade) return t`${trade} businesses`;
    if (place) return t`Businesses in ${place}`;
    return t`Businesses`;
  };
}

interface DirectoryResultsProps {
  list: DirectoryPages;
  /** The results' heading (level 2). */
  title: string;
  /** What to show when nothing matches. */
  empty: ReactNode;
}

/** The directory's results: how many, the cards, "Show more". */
export function DirectoryResults({ list, title, empty }: DirectoryResultsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const found = list.data?.pages[0]?.total ?? 0;
  // The last search's results while this one loads (the page's `keepPreviousData`).
  const refreshing = list.isPlaceholderData;
  return (
    <section className={page.results} aria-labelledby={headingId} aria-busy={refreshing}>
      <div className={page.resultsHeader}>
        <h2 id={headingId} className={page.sectionTitle}>
          {title}
        </h2>
        {list.isSuccess && (
          <p role="status" className={`${page.flush} ${css.muted}`}>
            {refreshing
              ? t`Finding businesses`
              : plural(found, {
                  0: 'No businesses found',
                  one: '# business found',
                  other: '# businesses found',
                })}
          </p>
        )}
      </div>
      {list.isPending && <Spinner label={t`Finding businesses`} />}
      {list.isError && (
        <LoadProblem
          message={t`The businesses could not be loaded.`}
          error={list.error}
          retry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && (
        <div className={refreshing ? `${page.results} ${page.stale}` : page.results}>
          <ResultCards list={list} title={title} empty={empty} />
        </div>
      )}
    </section>
  );
}

function ResultCards({
  list,
  title,
  empty,
}: DirectoryResultsProps & { list: DirectoryPages & { isSuccess: true } }) {
  const { t } = useLingui();
  const businesses = list.data.pages.flatMap((p) => p.businesses);
  if (businesses.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={css.cardList} aria-label={title}>
        {businesses.map((business) => (
          <li key={business._id}>
            <BusinessCard business={business} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div>
          <Button
            variant="outline"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t`Show more businesses`}
          </Button>
        </div>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className={forms.error}>
          <Trans>More businesses could not be loaded. Please try again.</Trans>
        </p>
      )}
    </>
  );
}

/**
 * The place a bigger search could use: the region's town of the same name ("Auckland" for
 * Ponsonby), if the gazetteer has one and it is not the place itself.
 */
function useBiggerPlace(place: Locality | null): Locality | null {
  const region = place && !sameName(place.region, place.locality) ? place.region : '';
  const found = useQuery({
    ...apiQuery(api, 'searchLocalities', {
      query: { q: region, limit: 5, country: place?.country ?? siteCountry() },
    }),
    enabled: region !== '',
  });
  const match = found.data ? bestLocality(found.data.localities, region, { guess: false }) : null;
  return match && match.id !== place?.id ? match : null;
}

interface NothingFoundProps {
  trade: { slug: string; name: string } | null;
  place: Locality | null;
  /** The same search without "Verified only" and "4 stars and up", when one is on. */
  hrefWithoutFilters?: string | null;
  /** The same search in another place (a bigger town nearby). */
  hrefForPlace(place: Locality): string;
  /** The same search without a place, if there was one. */
  hrefEverywhere: string | null;
}

/** Nothing matched: ways to widen the search, or to post the job and let businesses come. */
export function NothingFound({
  trade,
  place,
  hrefWithoutFilters,
  hrefForPlace,
  hrefEverywhere,
}: NothingFoundProps) {
  const { t } = useLingui();
  const bigger = useBiggerPlace(place);
  const biggerName = bigger?.locality ?? '';
  return (
    <div className={page.emptyState}>
      <p className={page.flush}>
        <Trans>No business matches this search yet. Try widening it:</Trans>
      </p>
      <ul className={page.suggestions}>
        {hrefWithoutFilters && (
          <li>
            <Link to={hrefWithoutFilters}>{t`Remove the filters`}</Link>
          </li>
        )}
        {bigger && (
          <li>
            <Link
              to={hrefForPlace(bigger)}
            >{t`Search in ${biggerName}, a bigger town nearby`}</Link>
          </li>
        )}
        {hrefEverywhere && (
          <li>
            <Link to={hrefEverywhere}>{t`Search everywhere`}</Link>
          </li>
        )}
      </ul>
      {trade && (
        <ButtonLink as={RouterLink} href={postJobHref(trade.slug, place?.locality ?? null)}>
          {t`Post your job and matching businesses will quote`}
        </ButtonLink>
      )}
    </div>
  );
}
