import { Trans, useLingui } from '@lingui/react/macro';
import { popularTrades } from '@quoteway/domain';
import { apiQuery, type Locality } from '@quoteway/api-client';
import { Checkbox, Combobox, Spinner, TextLink, VisuallyHidden } from '@quoteway/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { localityLabel, useLocalitySearch } from '@quoteway/account-forms/fields';
import { type ProfessionList, siteCountry } from '@quoteway/job-wizard';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../api';
import { SimplePage } from '../pages/SimplePage';
import { RouterLink } from '../RouterLink';
import * as css from './businesses.css';
import { DirectoryResults, NothingFound, useListingTitle } from './DirectoryResults';
import {
  type DirectoryParams,
  directoryParamsQuery,
  directorySearchOf,
  readDirectoryParams,
} from './directoryParams';
import { LoadProblem } from './LoadProblem';
import * as page from './pages.css';
import { directoryQuery } from './queries';

type Trade = ProfessionList['professions'][number];

/**
 * Text typed into a field, for the value it was typed over: once the value changes (a
 * choice, the back button) the field shows the new value's label.
 */
interface Typed<T> {
  for: T;
  text: string;
}

/**
 * /business-directory: find businesses by trade and place, verified only or 4 stars and up,
 * best first (the ranking is explained on the page). The search is in the URL. Below, every
 * trade by category.
 */
export function BusinessDirectoryPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const search = readDirectoryParams(params);
  const professions = useQuery(apiQuery(api, 'professions'));
  const trades = professions.data?.professions ?? [];
  const trade = search.trade ? (trades.find((p) => p.slug === search.trade) ?? null) : null;
  const chosen = search.trade !== null || search.place !== null;
  const list = useInfiniteQuery({
    ...directoryQuery(directorySearchOf(search)),
    enabled: chosen,
    // A new search keeps the last results on screen, marked busy, until its own arrive: a
    // spinner in their place would pull up what is under them, then push it down again.
    placeholderData: keepPreviousData,
  });
  // The place as the gazetteer spells it: the one picked here, or the directory's answer.
  const [picked, setPicked] = useState<Locality | null>(null);
  const answered = list.data?.pages[0]?.locality ?? null;
  const place =
    picked?.id === search.place ? picked : answered?.id === search.place ? answered : null;
  const title = useListingTitle();

  const go = (change: Partial<DirectoryParams>) => {
    void setParams(directoryParamsQuery({ ...search, ...change }).slice(1));
  };
  const filtered = search.verified || search.topRated;

  return (
    <SimplePage title={t`Business Directory`}>
      <div className={page.stack}>
        <p className={css.muted}>
          <Trans>
            Find trusted local businesses by trade and place, with ratings from verified hires.
          </Trans>
        </p>
        <form
          className={page.searchForm}
          role="search"
          aria-label={t`Search the directory`}
          onSubmit={(event) => event.preventDefault()}
        >
          <TradeField
            trades={trades}
            loading={professions.isPending}
            value={trade}
            slug={search.trade}
            onChange={(next) => go({ trade: next?.slug ?? null })}
          />
          <PlaceField
            value={place}
            id={search.place}
            onChange={(next) => {
              setPicked(next);
              go({ place: next?.id ?? null });
            }}
          />
          <fieldset className={page.filters}>
            <VisuallyHidden as="legend">
              <Trans>Filters</Trans>
            </VisuallyHidden>
            <Checkbox
              label={t`Verified only`}
              name="verified"
              checked={search.verified}
              onChange={(verified) => go({ verified })}
            />
            <Checkbox
              label={t`4 stars and up`}
              name="rating"
              checked={search.topRated}
              onChange={(topRated) => go({ topRated })}
            />
          </fieldset>
        </form>

        {professions.isError && (
          <LoadProblem
            message={t`The trades could not be loaded.`}
            error={professions.error}
            retry={() => void professions.refetch()}
          />
        )}

        {chosen ? (
          <DirectoryResults
            list={list}
            title={title(trade?.name ?? null, place?.locality ?? null)}
            empty={
              <NothingFound
                trade={trade}
                place={place}
                hrefWithoutFilters={
                  filtered
                    ? `/business-directory${directoryParamsQuery({ ...search, verified: false, topRated: false })}`
                    : null
                }
                hrefForPlace={(bigger) =>
                  `/business-directory${directoryParamsQuery({ ...search, place: bigger.id })}`
                }
                hrefEverywhere={
                  search.place !== null && search.trade !== null
                    ? `/business-directory${directoryParamsQuery({ ...search, place: null })}`
                    : null
                }
              />
            }
          />
        ) : (
          <PopularTrades trades={trades} />
        )}

        <RankingExplained />
        <AllTrades professions={professions.data} loading={professions.isPending} />
      </div>
    </SimplePage>
  );
}

interface TradeFieldProps {
  trades: readonly Trade[];
  loading: boolean;
  /** The chosen trade, once the trades are loaded. */
  value: Trade | null;
  /** The chosen trade's slug (known before the trades are). */
  slug: string | null;
  onChange(trade: Trade | null): void;
}

/** The trade: type to filter the trades, pick one; clearing the text drops it. */
function TradeField({ trades, loading, value, slug, onChange }: TradeFieldProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState<Typed<string | null> | null>(null);
  const text = typed && typed.for === slug ? typed.text : (value?.name ?? '');
  const wanted = text.trim().toLowerCase();
  const options =
    value && text === value.name
      ? trades
      : trades
          .filter((p) => p.name.toLowerCase().includes(wanted))
          .sort(
            (a, b) =>
              Number(!a.name.toLowerCase().startsWith(wanted)) -
              Number(!b.name.toLowerCase().startsWith(wanted)),
          );
  return (
    <Combobox
      label={t`Trade`}
      name="trade"
      hint={t`For example plumber, builder or electrician.`}
      value={text}
      onInputChange={(next) => {
        if (next.trim() === '' && slug !== null) {
          setTyped(null);
          onChange(null);
        } else setTyped({ for: slug, text: next });
      }}
      options={options}
      loading={loading}
      getOptionKey={(p) => p.slug}
      getOptionLabel={(p) => p.name}
      onSelect={(trade) => {
        setTyped(null);
        onChange(trade);
      }}
    />
  );
}

interface PlaceFieldProps {
  value: Locality | null;
  /** The chosen place's id (known before its name is). */
  id: number | null;
  onChange(place: Locality | null): void;
}

/** The place, from the gazetteer (as the job wizard finds it); clearing the text drops it. */
function PlaceField({ value, id, onChange }: PlaceFieldProps) {
  const { t } = useLingui();
  const [country] = useState(siteCountry);
  const [typed, setTyped] = useState<Typed<number | null> | null>(null);
  const label = value ? localityLabel(value) : '';
  const text = typed && typed.for === id ? typed.text : label;
  const search = useLocalitySearch(text === label ? '' : text, country);
  const searching = text !== label && text.trim().length >= 2;
  return (
    <Combobox
      label={t`Suburb or town`}
      name="place"
      hint={t`Start typing a suburb, town or postcode, then choose it from the list.`}
      value={text}
      onInputChange={(next) => {
        if (next.trim() === '' && id !== null) {
          setTyped(null);
          onChange(null);
        } else setTyped({ for: id, text: next });
      }}
      options={search.localities}
      loading={search.loading}
      emptyMessage={searching && !search.loading ? undefined : null}
      getOptionKey={(locality) => locality.id}
      getOptionLabel={localityLabel}
      onSelect={(place) => {
        setTyped(null);
        onChange(place);
      }}
    />
  );
}

/** Before a search: the trades most asked for. */
function PopularTrades({ trades }: { trades: readonly Trade[] }) {
  const headingId = useId();
  const popular = popularTrades
    .map((slug) => trades.find((p) => p.slug === slug))
    .filter((p) => p !== undefined);
  return (
    <section className={page.emptyState} aria-labelledby={headingId}>
      <p className={page.flush}>
        <Trans>Choose a trade, a place or both to see the businesses that match.</Trans>
      </p>
      {popular.length > 0 && (
        <>
          <h2 id={headingId} className={page.sectionTitle}>
            <Trans>Popular trades</Trans>
          </h2>
          <ul className={page.chips} aria-labelledby={headingId}>
            {popular.map((p) => (
              <li key={p.slug}>
                <Link to={`/business-directory?trade=${p.slug}`} className={page.tradeChip}>
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** How the results are ordered, in a few lines. */
export function RankingExplained() {
  const headingId = useId();
  return (
    <section className={page.explainer} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        <Trans>How we rank businesses</Trans>
      </h2>
      <p>
        <Trans>
          First by rating, using a Bayesian average: each business’s reviews are weighed together
          with a few average ones, so a single 5-star review does not outrank forty reviews
          averaging 4.8.
        </Trans>
      </p>
      <p>
        <Trans>
          Then by the number of reviews, whether the business is verified, and how far it is from
          the place you searched.
        </Trans>
      </p>
      <p>
        <strong>
          <Trans>No one can pay to rank higher.</Trans>
        </strong>
      </p>
    </section>
  );
}

/** Every trade by category, compact. */
function AllTrades({
  professions,
  loading,
}: {
  professions: ProfessionList | undefined;
  loading: boolean;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className={page.explainer} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        <Trans>Browse all trades</Trans>
      </h2>
      {loading && <Spinner label={t`Loading the trades`} />}
      {professions && (
        <ul className={page.categories}>
          {professions.categories.map((category) => (
            <li key={category.slug}>
              <h3 className={page.categoryName}>{category.name}</h3>
              <ul className={page.categoryTrades}>
                {professions.professions
                  .filter((p) => p.categorySlug === category.slug)
                  .map((p) => (
                    <li key={p.slug}>
                      <TextLink as={RouterLink} href={`/profession/${p.slug}`}>
                        {p.name}
                      </TextLink>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
