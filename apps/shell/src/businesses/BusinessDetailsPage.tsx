import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, apiQuery } from '@quoteway/api-client';
import { businessPagePath, COVER_SIZE } from '@quoteway/domain';
import { PhotoGrid, RatingSummary, ReviewCard } from '@quoteway/reviews';
import {
  Avatar,
  Button,
  ButtonLink,
  Card,
  PageContainer,
  RatingBadge,
  Spinner,
  TextLink,
  useDocumentTitle,
  VerifiedBadge,
} from '@quoteway/ui';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../api';
import { isUuid } from '@quoteway/validation';
import { formStyles as forms } from '@quoteway/account-forms/fields';
import { WhenNear } from '../layout/WhenNear';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouterLink } from '../RouterLink';
import * as css from './businesses.css';
import * as page from './pages.css';
import {
  formatDistance,
  formatMonthOf,
  formatTimeOfDay,
  formatWeekday,
  placeName,
  responseTime,
  weekOrder,
} from './format';
import { LoadProblem } from './LoadProblem';
import { businessReviewsQuery } from './queries';
import type { PublicBusiness } from './wireTypes';

/**
 * Where "Request a quote" goes: the job wizard asking this business, on its trade. With
 * several trades none is named, and the wizard asks which of them (never guessing the first:
 * a plumbing-and-gas business is not asked about drains).
 */
export function requestQuoteHref(business: Pick<PublicBusiness, '_id' | 'professions'>): string {
  const only = business.professions.length === 1 ? business.professions[0]?.slug : undefined;
  return `/landing-page${only ? `/${only}` : ''}?business=${business._id}`;
}

/**
 * /b/:slug: a business's public page (profile, photos, ratings, verified reviews) with
 * "Request a quote". Its old address, /business-details/:id, shows the same page and puts
 * /b/<slug> in the history in its place (the server answers that address with a 301). An
 * unknown business is the not-found page (the server answers 404 for its HTML too).
 */
export function BusinessDetailsPage() {
  const { t } = useLingui();
  const { id = '', slug } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const valid = slug !== undefined ? slug !== '' : isUuid(id);
  const byId = useQuery({
    ...apiQuery(api, 'business', { params: { id } }),
    enabled: valid && slug === undefined,
  });
  const bySlug = useQuery({
    ...apiQuery(api, 'businessBySlug', { params: { slug: slug ?? '' } }),
    enabled: valid && slug !== undefined,
  });
  const business = slug === undefined ? byId : bySlug;
  const found = slug === undefined ? byId.data : undefined;
  useEffect(() => {
    if (!found) return;
    // The old address: the page's own takes its place, with what it already read.
    const byItsSlug = apiQuery(api, 'businessBySlug', { params: { slug: found.slug } });
    queryClient.setQueryData(byItsSlug.queryKey, found);
    void navigate(`${businessPagePath(found.slug)}${location.search}${location.hash}`, {
      replace: true,
    });
  }, [found, location.search, location.hash, navigate, queryClient]);
  const missing =
    !valid ||
    (business.error instanceof ApiRequestError &&
      (business.error.status === 404 || business.error.status === 400));
  if (missing) return <NotFoundPage />;
  if (business.isSuccess) return <BusinessProfile business={business.data} />;
  // Holds a screen's height while the business loads: the footer stays below the fold.
  return (
    <div className={page.loading}>
      <PageContainer>
        {business.isError ? (
          <LoadProblem
            message={t`This business could not be loaded.`}
            error={business.error}
            retry={() => void business.refetch()}
          />
        ) : (
          <Spinner label={t`Loading the business`} />
        )}
      </PageContainer>
    </div>
  );
}

function BusinessProfile({ business }: { business: PublicBusiness }) {
  const { t, i18n } = useLingui();
  const name = business.businessName;
  useDocumentTitle(name);
  const [photo, setPhoto] = useState<number | null>(null);
  const { rating } = business;
  const aboutId = useId();
  const photosId = useId();
  const reviewsId = useId();
  const count = rating.count;
  const register = business.businessNumberKind;
  const where = business.location ? placeName(business.location) : null;
  const radius = formatDistance(business.serviceRadiusKm, i18n.locale);

  return (
    <PageContainer>
      <div className={page.profile}>
        {business.coverUrl && (
          // The page's largest picture: asked for first, its room known before it loads.
          <img
            className={page.cover}
            src={business.coverUrl}
            alt=""
            width={COVER_SIZE.width}
            height={COVER_SIZE.height}
            fetchPriority="high"
          />
        )}
        <header className={page.profileHeader}>
          <Avatar name={name} src={business.logoUrl ?? undefined} size="xl" decorative />
          <div className={page.profileTitles}>
            {/* The name isolated (its own direction) in a heading aligned with the page's. */}
            <h1 className={page.title}>
              <bdi>{name}</bdi>
            </h1>
            <div className={css.inlineFacts}>
              {business.verified && <VerifiedBadge register={register} />}
              {rating.average !== null && count > 0 ? (
                <a href={`#${reviewsId}`} className={page.ratingLink}>
                  <RatingBadge value={rating.average} count={count} />
                </a>
              ) : (
                <span className={css.muted}>
                  <Trans>No reviews yet</Trans>
                </span>
              )}
            </div>
            {business.professions.length > 0 && (
              <ul className={page.tradeLinks} aria-label={t`Trades`}>
                {business.professions.map((p) => (
                  <li key={p.slug}>
                    <RouterLink href={`/profession/${p.slug}`} className={page.tradeChip}>
                      {p.name}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            )}
            {where && (
              <p className={css.muted}>
                <Trans>
                  Based in {where} · works up to {radius} away
                </Trans>
              </p>
            )}
          </div>
          <div className={page.headerAction}>
            <ButtonLink as={RouterLink} href={requestQuoteHref(business)} size="lg">
              {t`Request a quote`}
            </ButtonLink>
          </div>
        </header>

        <div className={page.profileBody}>
          <section className={page.about} aria-labelledby={aboutId}>
            <h2 id={aboutId} className={page.sectionTitle}>
              <Trans>About</Trans>
            </h2>
            {business.description.trim() ? (
              <p className={css.userText}>{business.description}</p>
            ) : (
              <p className={css.muted}>
                <Trans>This business has not written about itself yet.</Trans>
              </p>
            )}
          </section>

          <aside className={page.aside} aria-label={t`Business facts`}>
            <Facts business={business} />
            <Licences business={business} />
            <Hours business={business} />
          </aside>

          {business.gallery.length > 0 && (
            <section className={page.photos} aria-labelledby={photosId}>
              <h2 id={photosId} className={page.sectionTitle}>
                <Trans>Photos of past work</Trans>
              </h2>
              <PhotoGrid
                photos={business.gallery}
                label={t`Photos of ${name}`}
                open={photo}
                onOpenChange={setPhoto}
              />
            </section>
          )}

          <section className={page.reviews} aria-labelledby={`${reviewsId}-title`} id={reviewsId}>
            <h2 id={`${reviewsId}-title`} className={page.sectionTitle}>
              <Trans>Reviews</Trans>
            </h2>
            <RatingSummary rating={rating} />
            <p className={css.muted}>
              <Trans>
                Every review comes from a customer who hired this business through Quoteway.
              </Trans>
            </p>
            {/* Below the fold: the list comes as it comes near the viewport, or once the
                page is idle (the first page of it was read beside the page's code). */}
            <WhenNear>
              <Reviews business={business} />
            </WhenNear>
          </section>
        </div>
      </div>
    </PageContainer>
  );
}

/** Hires, response time, membership, founding year, contact details, business number. */
function Facts({ business }: { business: PublicBusiness }) {
  const { t, i18n } = useLingui();
  const hires = business.hires;
  const since = formatMonthOf(business.memberSince, i18n.locale);
  const founded = business.yearFounded;
  const number = `${business.businessNumberKind} ${business.businessNumber}`;
  const website =
    business.website && /^https?:\/\//i.test(business.website) ? business.website : null;
  const phone = business.publicPhone;
  return (
    <Card padding="md">
      <ul className={page.factList}>
        <li>
          {plural(hires, {
            0: 'No hires on Quoteway yet',
            one: 'Hired # time on Quoteway',
            other: 'Hired # times on Quoteway',
          })}
        </li>
        {business.responseMinutes !== null && (
          <li>
            <ResponseTime minutes={business.responseMinutes} />
          </li>
        )}
        <li>{t`Member since ${since}`}</li>
        {founded !== null && <li>{t`In business since ${founded}`}</li>}
        {website && (
          <li>
            <span className={page.factTerm}>
              <Trans>Website</Trans>
            </span>{' '}
            <TextLink href={website} target="_blank">
              <span dir="ltr">{hostOf(website)}</span>
            </TextLink>
          </li>
        )}
        {phone && (
          <li>
            <span className={page.factTerm}>
              <Trans>Phone</Trans>
            </span>{' '}
            <TextLink href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              <span dir="ltr">{phone}</span>
            </TextLink>
          </li>
        )}
        {business.businessNumber && (
          <li>
            <span className={page.factTerm}>
              <Trans>Business number</Trans>
            </span>{' '}
            <span dir="ltr">{number}</span>
          </li>
        )}
      </ul>
    </Card>
  );
}

/** "www.example.co.nz" from "https://www.example.co.nz/about". */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** "Usually responds within 2 hours". */
function ResponseTime({ minutes }: { minutes: number }) {
  const time = responseTime(minutes);
  switch (time.unit) {
    case 'hour-or-less':
      return <Trans>Usually responds within an hour</Trans>;
    case 'hours': {
      const hours = time.hours;
      return (
        <>
          {plural(hours, {
            one: 'Usually responds within # hour',
            other: 'Usually responds within # hours',
          })}
        </>
      );
    }
    case 'days': {
      const days = time.days;
      return (
        <>
          {plural(days, {
            one: 'Usually responds within # day',
            other: 'Usually responds within # days',
          })}
        </>
      );
    }
  }
}

function AsideSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" padding="md" labelledBy={id}>
      <h2 id={id} className={page.asideTitle}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Licences({ business }: { business: PublicBusiness }) {
  const { t } = useLingui();
  if (business.licences.length === 0) return null;
  return (
    <AsideSection title={t`Licences and memberships`}>
      <ul className={page.factList}>
        {business.licences.map((licence) => (
          <li key={`${licence.name}|${licence.number}`} dir="auto">
            {licence.name}
            {licence.number && (
              <>
                {' '}
                <span className={css.muted}>{licence.number}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </AsideSection>
  );
}

function Hours({ business }: { business: PublicBusiness }) {
  const { t, i18n } = useLingui();
  const hours = business.openingHours;
  if (!business.businessAlwaysOpen && hours === null) return null;
  return (
    <AsideSection title={t`Opening hours`}>
      {business.businessAlwaysOpen ? (
        <p className={page.flush}>
          <Trans>Open 24 hours, 7 days a week</Trans>
        </p>
      ) : (
        <dl className={page.hours}>
          {weekOrder.map((day) => {
            const entry = hours?.find((h) => h.day === day);
            const open = entry && 'open' in entry ? entry : null;
            const from = open ? formatTimeOfDay(open.open, i18n.locale) : '';
            const to = open ? formatTimeOfDay(open.close, i18n.locale) : '';
            return (
              <div key={day} className={page.hoursRow}>
                <dt>{formatWeekday(day, i18n.locale)}</dt>
                <dd>{open ? t`${from} – ${to}` : t`Closed`}</dd>
              </div>
            );
          })}
        </dl>
      )}
    </AsideSection>
  );
}

/** The verified reviews, a page at a time. */
function Reviews({ business }: { business: PublicBusiness }) {
  const { t } = useLingui();
  const reviews = useInfiniteQuery(businessReviewsQuery(business._id));
  if (reviews.isPending) return <Spinner label={t`Loading the reviews`} />;
  if (reviews.isError) {
    return (
      <LoadProblem
        message={t`The reviews could not be loaded.`}
        error={reviews.error}
        retry={() => void reviews.refetch()}
      />
    );
  }
  const all = reviews.data.pages.flatMap((p) => p.reviews);
  if (all.length === 0) {
    return (
      <p>
        <Trans>No one has reviewed this business yet.</Trans>
      </p>
    );
  }
  const total = reviews.data.pages.at(-1)?.total ?? all.length;
  const shown = all.length;
  const name = business.businessName;
  return (
    <>
      <ul className={css.reviewList} aria-label={t`Reviews of ${name}`}>
        {all.map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} businessName={business.businessName} />
          </li>
        ))}
      </ul>
      <p className={css.muted} role="status">
        {plural(total, {
          one: `Showing ${shown} of # review`,
          other: `Showing ${shown} of # reviews`,
        })}
      </p>
      {reviews.hasNextPage && (
        <div>
          <Button
            variant="outline"
            onClick={() => void reviews.fetchNextPage()}
            loading={reviews.isFetchingNextPage}
          >
            {t`Load more reviews`}
          </Button>
        </div>
      )}
      {reviews.isFetchNextPageError && (
        <p role="alert" className={forms.error}>
          <Trans>More reviews could not be loaded. Please try again.</Trans>
        </p>
      )}
    </>
  );
}
