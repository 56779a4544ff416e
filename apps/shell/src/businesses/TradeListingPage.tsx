import { Trans, useLingui } from '@lingui/react/macro';
import { bestLocality, findTrade, placeQuery } from '@quoteway/domain';
import { apiQuery, type Locality } from '@quoteway/api-client';
import { ButtonLink, PageContainer, Spinner, TextLink, useDocumentTitle } from '@quoteway/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ProfessionList, siteCountry } from '@quoteway/job-wizard';
import { useId } from 'react';
import { useParams } from 'react-router';
import { api } from '../api';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouterLink } from '../RouterLink';
import * as css from './businesses.css';
import { RankingExplained } from './DirectoryPage';
import { DirectoryResults, NothingFound, useListingTitle } from './DirectoryResults';
import { directoryParamsQuery, postJobHref } from './directoryParams';
import { LoadProblem } from './LoadProblem';
import * as page from './pages.css';
import { directoryQuery } from './queries';

type Trade = ProfessionList['professions'][number];
type Category = ProfessionList['categories'][number];

/** /profession/:professionId/:selectedLocation?: one trade's businesses, maybe in one place. */
export function ProfessionPage() {
  const { professionId = '', selectedLocation } = useParams();
  return <TradeListing trade={professionId} place={selectedLocation ?? ''} />;
}

/** /category/:professionName/:locationName: the same listing, by the trade's name. */
export function CategoryPage() {
  const { professionName = '', locationName = '' } = useParams();
  return <TradeListing trade={professionName} place={locationName} />;
}

/**
 * A trade (by slug or name) and a place (by name, as the gazetteer best matches it): the
 * businesses of that trade serving that place, best first, with "Get quotes". A name that
 * is no trade but a category lists the category's trades; anything else is not found.
 */
function TradeListing({ trade: tradeParam, place: placeParam }: { trade: string; place: string }) {
  const { t } = useLingui();
  const professions = useQuery(apiQuery(api, 'professions'));
  const wantedPlace = placeQuery(placeParam);
  const places = useQuery({
    ...apiQuery(api, 'searchLocalities', {
      query: { q: wantedPlace, limit: 10, country: siteCountry() },
    }),
    enabled: wantedPlace !== '',
  });
  const place =
    wantedPlace && places.data ? (bestLocality(places.data.localities, wantedPlace) ?? null) : null;

  if (professions.isError) {
    return (
      <PageContainer>
        <LoadProblem
          message={t`The trades could not be loaded.`}
          error={professions.error}
          retry={() => void professions.refetch()}
        />
      </PageContainer>
    );
  }
  if (professions.isPending || (wantedPlace !== '' && places.isPending)) {
    // Holds a screen's height meanwhile: the footer stays below the fold.
    return (
      <div className={page.loading}>
        <PageContainer>
          <Spinner label={t`Loading`} />
        </PageContainer>
      </div>
    );
  }
  const trade = findTrade(professions.data.professions, tradeParam);
  if (trade) {
    return (
      <Listing
        trade={trade}
        place={place}
        unknownPlace={wantedPlace !== '' && place === null ? wantedPlace : null}
      />
    );
  }
  const category = findTrade(professions.data.categories, tradeParam);
  if (category) {
    return (
      <CategoryListing
        category={category}
        trades={professions.data.professions.filter((p) => p.categorySlug === category.slug)}
        place={place}
      />
    );
  }
  return <NotFoundPage />;
}

interface ListingProps {
  trade: Trade;
  place: Locality | null;
  /** The place the URL named when the gazetteer knows none by that name. */
  unknownPlace: string | null;
}

function Listing({ trade, place, unknownPlace }: ListingProps) {
  const { t } = useLingui();
  const title = useListingTitle()(trade.name, place?.locality ?? null);
  useDocumentTitle(title);
  const list = useInfiniteQuery(
    directoryQuery({ profession: trade.slug, ...(place ? { localityId: place.id } : {}) }),
  );
  const tradeName = trade.name;
  const refine = `/business-directory${directoryParamsQuery({
    trade: trade.slug,
    place: place?.id ?? null,
    verified: false,
    topRated: false,
  })}`;
  return (
    <PageContainer>
      <div className={page.stack}>
        <div className={page.listingHeader}>
          <Breadcrumb trade={trade} place={place} />
          <h1 className={page.pageTitle}>{title}</h1>
          {unknownPlace && (
            <p role="status" className={page.flush}>
              <Trans>
                We could not find the place “{unknownPlace}”. Showing {tradeName} businesses
                everywhere.
              </Trans>
            </p>
          )}
          <p className={`${page.flush} ${css.muted}`}>
            <Trans>
              Compare ratings from verified hires, or post your job once and let matching businesses
              quote.
            </Trans>
          </p>
          <div className={page.chips}>
            <ButtonLink as={RouterLink} href={postJobHref(trade.slug, place?.locality ?? null)}>
              {t`Get quotes`}
            </ButtonLink>
            <ButtonLink as={RouterLink} href={refine} variant="outline">
              {t`Refine this search`}
            </ButtonLink>
          </div>
        </div>
        <DirectoryResults
          list={list}
          title={t`Best rated first`}
          empty={
            <NothingFound
              trade={trade}
              place={place}
              hrefForPlace={(bigger) =>
                `/profession/${trade.slug}/${encodeURIComponent(bigger.locality)}`
              }
              hrefEverywhere={place ? `/profession/${trade.slug}` : null}
            />
          }
        />
        <RankingExplained />
      </div>
    </PageContainer>
  );
}

/** Home › Directory › Plumber › Auckland (the last crumb is this page). */
function Breadcrumb({ trade, place }: { trade: Trade; place: Locality | null }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className={page.breadcrumb}>
        <li className={page.crumb}>
          <TextLink as={RouterLink} href="/home">
            {t`Home`}
          </TextLink>
        </li>
        <li className={page.crumb}>
          <TextLink as={RouterLink} href="/business-directory">
            {t`Directory`}
          </TextLink>
        </li>
        <li className={page.crumb}>
          <TextLink as={RouterLink} href={`/profession/${trade.slug}`} current={place === null}>
            {trade.name}
          </TextLink>
        </li>
        {place && (
          <li className={page.crumb}>
            <TextLink
              as={RouterLink}
              href={`/profession/${trade.slug}/${encodeURIComponent(place.locality)}`}
              current
            >
              {place.locality}
            </TextLink>
          </li>
        )}
      </ol>
    </nav>
  );
}

/** A category named in the URL: its trades, each a listing in the same place. */
function CategoryListing({
  category,
  trades,
  place,
}: {
  category: Category;
  trades: readonly Trade[];
  place: Locality | null;
}) {
  const { t } = useLingui();
  const name = category.name;
  const where = place?.locality ?? '';
  const title = where ? t`${name} in ${where}` : name;
  useDocumentTitle(title);
  const headingId = useId();
  return (
    <PageContainer>
      <div className={page.stack}>
        <h1 className={page.pageTitle}>{title}</h1>
        <section aria-labelledby={headingId} className={page.explainer}>
          <h2 id={headingId} className={page.sectionTitle}>
            <Trans>Choose a trade</Trans>
          </h2>
          <ul className={page.chips}>
            {trades.map((p) => (
              <li key={p.slug}>
                <RouterLink
                  href={`/profession/${p.slug}${where ? `/${encodeURIComponent(where)}` : ''}`}
                  className={page.tradeChip}
                >
                  {p.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageContainer>
  );
}
