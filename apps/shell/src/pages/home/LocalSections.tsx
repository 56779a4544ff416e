import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiQuery } from '@quoteway/api-client';
import { professionPath } from '@quoteway/domain';
import { RatingBadge, TextLink } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '../../api';
import { businessPath } from '../../businesses/BusinessTrust';
import { RouterLink } from '../../RouterLink';
import { RecentReviewsSection } from './RecentReviewsSection';
import { useSiteFormat } from '../../useSiteFormat';
import * as css from './sections.css';

/** How many of the place's businesses the landing page lists (the listing has them all). */
const LISTED = 5;
/** How many reviews from the area it shows. */
const LOCAL_REVIEWS = 3;

interface LocalSectionsProps {
  trade: { slug: string; name: string };
  locality: { id: number; locality: string };
  /** The place as the address names it. */
  place: string;
}

/**
 * Below a landing page's hero (a trade in a place; its own chunk): the businesses serving the
 * place, ranked as the directory ranks them, with how many hear of a job posted here; what
 * the trade's jobs cost nearby (or across the region); recent reviews from the area; the guide
 * to hiring the trade in the site's country, in the reader's language. The served HTML says
 * the same (apps/api modules/publicPages/localPage.ts).
 */
export function LocalSections({ trade, locality, place }: LocalSectionsProps) {
  const area = { profession: trade.slug, localityId: locality.id };
  return (
    <>
      <LocalBusinesses trade={trade} locality={locality} place={place} area={area} />
      <PriceGuide trade={trade} place={place} area={area} />
      <LocalReviews place={place} area={area} />
      <TradeGuide trade={trade} />
    </>
  );
}

type Area = { profession: string; localityId: number };

function LocalBusinesses({ trade, locality, place, area }: LocalSectionsProps & { area: Area }) {
  const { t } = useLingui();
  const id = useId();
  const list = useQuery(apiQuery(api, 'directory', { query: { ...area, perPage: LISTED } }));
  if (!list.data) return null;
  const { businesses, total } = list.data;
  const tradeName = trade.name;
  const heard =
    total === 0
      ? t`No ${tradeName} business lists ${place} in its service area yet. Post your job anyway: businesses that join hear of it, and you can ask any business in the directory directly.`
      : plural(total, {
          one: `# ${tradeName} business serves ${place}: post your job and it hears of it at once.`,
          other: `# ${tradeName} businesses serve ${place}: post your job and all of them hear of it at once.`,
        });
  return (
    <section className={css.section} aria-labelledby={id}>
      <div className={css.sectionHeader}>
        <h2 id={id} className={css.sectionTitle}>
          <Trans>
            {tradeName} businesses serving {place}
          </Trans>
        </h2>
        <p className={css.sectionLead} data-next-step={total < 3 ? 'few' : 'many'}>
          {heard}
        </p>
      </div>
      {businesses.length > 0 && (
        <ol className={css.reviews}>
          {businesses.map((business) => (
            <li key={business._id}>
              <article className={css.review} aria-label={business.businessName}>
                <p className={css.reviewBy} dir="auto">
                  <TextLink as={RouterLink} href={businessPath(business._id, business.slug)}>
                    {business.businessName}
                  </TextLink>
                </p>
                {business.rating.average !== null && business.rating.count > 0 && (
                  <RatingBadge value={business.rating.average} size="sm" />
                )}
                <p className={css.reviewText} dir="auto">
                  {business.summary}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {total > businesses.length && (
        <div className={css.moreLink}>
          <TextLink as={RouterLink} href={professionPath(trade.slug, locality.locality)}>
            {t`All ${total} businesses`}
          </TextLink>
        </div>
      )}
    </section>
  );
}

function PriceGuide({
  trade,
  place,
  area,
}: {
  trade: { name: string };
  place: string;
  area: Area;
}) {
  const id = useId();
  const { money } = useSiteFormat();
  const guide = useQuery(apiQuery(api, 'priceGuide', { query: area }));
  const data = guide.data;
  if (
    !data ||
    data.scope === null ||
    data.medianCents === null ||
    data.lowCents === null ||
    data.highCents === null
  ) {
    return null;
  }
  const tradeName = trade.name;
  const quotes = data.quotes;
  const region = data.region;
  const median = money(data.medianCents);
  const low = money(data.lowCents);
  const high = money(data.highCents);
  return (
    <section className={css.section} aria-labelledby={id} data-price-guide={data.scope}>
      <div className={css.sectionHeader}>
        <h2 id={id} className={css.sectionTitle}>
          <Trans>What it costs</Trans>
        </h2>
        <p className={css.sectionLead}>
          {data.scope === 'nearby' ? (
            <Trans>
              From {quotes} {tradeName} quotes sent on Quoteway near {place}.
            </Trans>
          ) : (
            <Trans>
              Too few quotes were sent near {place}: this guide is from {quotes} {tradeName} quotes
              across {region}.
            </Trans>
          )}
        </p>
      </div>
      <ul className={css.priceFigures}>
        <li className={css.figure}>
          <span className={css.priceValue} data-median>
            {median}
          </span>
          <span className={css.figureLabel}>
            <Trans>median quote</Trans>
          </span>
        </li>
        <li className={css.figure}>
          <span className={css.priceValue}>
            <Trans>
              {low} to {high}
            </Trans>
          </span>
          <span className={css.figureLabel}>
            <Trans>what most quotes come to</Trans>
          </span>
        </li>
      </ul>
    </section>
  );
}

function LocalReviews({ place, area }: { place: string; area: Area }) {
  const recent = useQuery(
    apiQuery(api, 'recentReviews', { query: { ...area, limit: LOCAL_REVIEWS } }),
  );
  return (
    <RecentReviewsSection
      title={<Trans>Recent reviews near {place}</Trans>}
      reviews={recent.data?.reviews ?? []}
    />
  );
}

/**
 * What to ask before hiring the trade, and the licences to look for in the site's country:
 * the API's guide, translated by the server into the interface language.
 */
function TradeGuide({ trade }: { trade: { slug: string } }) {
  const id = useId();
  const answer = useQuery(apiQuery(api, 'tradeGuide', { params: { slug: trade.slug } })).data;
  const guide = answer?.guide;
  if (!guide) return null;
  return (
    <section className={css.section} aria-labelledby={id} data-trade-guide={answer.lang}>
      <div className={css.sectionHeader}>
        <h2 id={id} className={css.sectionTitle}>
          <Trans>What to ask before hiring</Trans>
        </h2>
      </div>
      <ul className={css.guideList}>
        {guide.questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>
      <h3 className={css.guideHeading}>
        <Trans>Licences to look for</Trans>
      </h3>
      {guide.licences.map((licence) => (
        <p key={licence} className={css.sectionLead}>
          {licence}
        </p>
      ))}
    </section>
  );
}
