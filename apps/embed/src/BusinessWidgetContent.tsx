import { businessPagePath } from '@quoteway/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQuery } from '@quoteway/api-client';
import { formStyles } from '@quoteway/account-forms/fields';
import { useJobWizardServices, useLandingTarget } from '@quoteway/job-wizard';
import {
  Avatar,
  Button,
  ButtonLink,
  RatingBadge,
  Spinner,
  TextLink,
  VerifiedBadge,
} from '@quoteway/ui';
import { isUuid } from '@quoteway/validation';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetAddress } from './address';
import { EmbedServices } from './EmbedServices';
// The wizard comes in the same chunk as the businesses (`widgetContent.ts`): a direct request
// costs the visitor no further request.
import { JobPosting } from './JobPosting';
import * as css from './widgets.css';

/** How many of the best-ranked businesses the widget lists. */
const LISTED_BUSINESSES = 5;
/** How many of a business's latest verified reviews its card shows. */
const LATEST_REVIEWS = 3;

type PublicBusiness = ApiOutput<'business'>;
type Review = ApiOutput<'businessReviews'>['reviews'][number];

/** A page of Quoteway, opened in a new tab: the visitor's place on the host page stays. */
function siteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

function businessUrl(slug: string): string {
  return siteUrl(businessPagePath(slug));
}

/** The business widget's content, loaded after its frame. */
export function BusinessWidgetContent(address: WidgetAddress) {
  return (
    <EmbedServices>
      {address.business ? (
        <OneBusiness id={address.business} address={address} />
      ) : (
        <BestBusinesses address={address} />
      )}
    </EmbedServices>
  );
}

/**
 * The wizard in place of what the widget showed, with a way back; focus goes to the wizard,
 * and back to the button that opened it.
 */
function useWizardToggle() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const [returned, setReturned] = useState(0);
  useLayoutEffect(() => {
    if (returned > 0) opener.current?.focus();
  }, [returned]);
  return {
    open,
    opener,
    show: () => setOpen(true),
    hide: () => {
      setOpen(false);
      setReturned((n) => n + 1);
    },
  };
}

/** A failed read, in the server's words when it sent some, with "Try again". */
function LoadProblem({
  message,
  error,
  retry,
}: {
  message: string;
  error: unknown;
  retry(): void;
}) {
  const { t } = useLingui();
  return (
    <div className={css.stack} role="alert">
      <p className={formStyles.error}>
        {error instanceof ApiRequestError ? error.message : message}
      </p>
      <div>
        <Button variant="outline" size="sm" onClick={retry}>
          {t`Try again`}
        </Button>
      </div>
    </div>
  );
}

/** Logo, name (its page, in a new tab), verification and rating of one business. */
function BusinessSummary({
  business,
  heading: Heading,
}: {
  business: Pick<PublicBusiness, '_id' | 'slug' | 'businessName' | 'logoUrl' | 'verified'> & {
    rating: { average: number | null; count: number };
  };
  heading: 'h1' | 'h2';
}) {
  return (
    <div className={css.business}>
      <Avatar
        name={business.businessName}
        src={business.logoUrl ?? undefined}
        size="lg"
        decorative
      />
      <div className={css.businessText}>
        <Heading className={Heading === 'h1' ? css.heading : css.businessName}>
          <TextLink href={businessUrl(business.slug)} target="_blank">
            <span dir="auto">{business.businessName}</span>
          </TextLink>
        </Heading>
        <div className={css.facts}>
          {business.verified && <VerifiedBadge size="sm" />}
          <RatingBadge value={business.rating.average} count={business.rating.count} />
        </div>
      </div>
    </div>
  );
}

/**
 * `/businessiframe?business=<id>`, the widget a business puts on its own website: its card,
 * its latest verified reviews, and "Request a quote", which runs the wizard here as a direct
 * lead to it.
 */
function OneBusiness({ id, address }: { id: string; address: WidgetAddress }) {
  const { t } = useLingui();
  const { api } = useJobWizardServices();
  const valid = isUuid(id);
  const params = { id: id.toLowerCase() };
  const business = useQuery({ ...apiQuery(api, 'business', { params }), enabled: valid });
  const reviews = useQuery({
    ...apiQuery(api, 'businessReviews', { params, query: { perPage: LATEST_REVIEWS } }),
    enabled: valid,
  });
  const { open, opener, show, hide } = useWizardToggle();

  const gone = business.error instanceof ApiRequestError && business.error.status === 404;
  if (!valid || gone) {
    return (
      <div className={css.stack}>
        <h1 className={css.heading}>{t`This business is not on Quoteway`}</h1>
        <p className={css.lead}>
          <Trans>
            The widget names a business we do not know, or one that is no longer listed. You can
            still find trusted businesses on Quoteway.
          </Trans>
        </p>
        <div>
          <ButtonLink href={siteUrl('/business-directory')} target="_blank" variant="outline">
            {t`Find businesses`}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (business.isPending) return <Spinner label={t`Loading`} />;
  if (business.isError) {
    return (
      <LoadProblem
        message={t`This business could not be loaded.`}
        error={business.error}
        retry={() => void business.refetch()}
      />
    );
  }

  const found = business.data;
  const name = found.businessName;
  if (open) {
    // The business's only trade is the one to ask for, when the address names none.
    const onlyTrade = found.professions.length === 1 ? found.professions[0]?.slug : undefined;
    return (
      <Suspense fallback={<Spinner label={t`Loading`} />}>
        <JobPosting
          address={{ ...address, service: address.service ?? onlyTrade, business: params.id }}
          focusOnMount
          before={<BackButton onClick={hide}>{t`Back to ${name}`}</BackButton>}
        />
      </Suspense>
    );
  }
  return (
    <div className={css.stack}>
      <BusinessSummary business={found} heading="h1" />
      {found.professions.length > 0 && (
        <p className={css.muted}>{found.professions.map((p) => p.name).join(' · ')}</p>
      )}
      <div>
        <Button ref={opener} onClick={show}>
          {t`Request a quote`}
        </Button>
      </div>
      <LatestReviews reviews={reviews} />
    </div>
  );
}

function BackButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <div>
      <Button variant="text" size="sm" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}

/** The business's latest verified reviews. */
function LatestReviews({
  reviews,
}: {
  reviews: ReturnType<typeof useQuery<ApiOutput<'businessReviews'>>>;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className={css.stack} aria-labelledby={id}>
      <h2 id={id} className={css.subheading}>
        {t`Latest reviews`}
      </h2>
      {reviews.isPending ? (
        <Spinner label={t`Loading`} size="sm" />
      ) : reviews.isError ? (
        <LoadProblem
          message={t`The reviews could not be loaded.`}
          error={reviews.error}
          retry={() => void reviews.refetch()}
        />
      ) : reviews.data.reviews.length === 0 ? (
        <p className={css.muted}>
          <Trans>No reviews yet. Only customers who hired this business can review it.</Trans>
        </p>
      ) : (
        <ul className={css.reviews}>
          {reviews.data.reviews.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One verified review: who, stars, what the hire was, and their words (as text). */
function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useLingui();
  const trade = review.professionName;
  const month = jobMonth(review.jobMonth, i18n.locale);
  return (
    <li className={css.review}>
      <h3 className={css.reviewer} dir="auto">
        {review.reviewerName}
      </h3>
      <RatingBadge value={review.rating} size="sm" />
      <p className={css.muted}>{t`Verified hire · ${trade} · ${month}`}</p>
      <p className={css.userText}>{review.text}</p>
    </li>
  );
}

/** A review's job month ("2026-11") as "November 2026"; the text itself if it is not one. */
function jobMonth(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/**
 * `/businessiframe/:service?/:locations?`: the best-ranked businesses of that trade serving
 * that place (the directory's ranking), each linked to its page, and "Post a job".
 */
function BestBusinesses({ address }: { address: WidgetAddress }) {
  const { t } = useLingui();
  const id = useId();
  const { api } = useJobWizardServices();
  const professions = useQuery(apiQuery(api, 'professions'));
  const target = useLandingTarget(address, professions);
  const profession = target.profession;
  const locality = target.locality;
  const list = useQuery({
    ...apiQuery(api, 'directory', {
      query: {
        ...(profession ? { profession: profession.slug } : {}),
        ...(locality ? { localityId: locality.id } : {}),
        perPage: LISTED_BUSINESSES,
      },
    }),
    enabled: !target.pending,
  });
  const { open, opener, show, hide } = useWizardToggle();

  if (open) {
    return (
      <Suspense fallback={<Spinner label={t`Loading`} />}>
        <JobPosting
          address={{ ...address, business: null }}
          focusOnMount
          before={<BackButton onClick={hide}>{t`Back to the businesses`}</BackButton>}
        />
      </Suspense>
    );
  }

  const trade = profession?.name;
  const place = target.place;
  const heading =
    trade && place
      ? t`Find a trusted ${trade} in ${place}`
      : trade
        ? t`Find a trusted ${trade}`
        : place
          ? t`Find trusted local businesses in ${place}`
          : t`Find trusted local businesses`;
  // The same businesses, and more, on the trade's listing page (or the directory).
  const listing = profession
    ? siteUrl(
        `/profession/${encodeURIComponent(profession.slug)}${place ? `/${encodeURIComponent(place)}` : ''}`,
      )
    : siteUrl('/business-directory');

  let content: ReactNode;
  if (target.pending || list.isPending) content = <Spinner label={t`Loading`} />;
  else if (list.isError) {
    content = (
      <LoadProblem
        message={t`The businesses could not be loaded.`}
        error={list.error}
        retry={() => void list.refetch()}
      />
    );
  } else if (list.data.businesses.length === 0) {
    content = (
      <p>
        <Trans>
          No business is listed here yet. Post your job and the businesses that work in your area
          will be told.
        </Trans>
      </p>
    );
  } else {
    content = (
      <>
        <ol className={css.list} aria-labelledby={id}>
          {list.data.businesses.map((business) => (
            <li key={business._id}>
              <BusinessSummary business={business} heading="h2" />
            </li>
          ))}
        </ol>
        <p>
          <TextLink href={listing} target="_blank">
            <Trans>See all businesses on Quoteway</Trans>
          </TextLink>
        </p>
      </>
    );
  }

  return (
    <div className={css.stack}>
      <h1 id={id} className={css.heading} dir="auto">
        {heading}
      </h1>
      <p className={css.lead}>
        <Trans>Ranked by verified reviews from real hires. Compare them, then get quotes.</Trans>
      </p>
      {content}
      <div>
        <Button ref={opener} variant="outline" onClick={show}>
          {t`Post a job`}
        </Button>
      </div>
    </div>
  );
}
