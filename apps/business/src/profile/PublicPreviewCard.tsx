import { businessPagePath } from '@quoteway/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Avatar, ButtonLink, Card, Stack, VisuallyHidden } from '@quoteway/ui';
import { useId } from 'react';
import { RouterLink } from '../RouterLink';
import { factList, factTerm, mutedText } from '../styles.css';
import * as css from './profile.css';
import type { PublicBusiness } from './profileCache';
import { VerifiedBadge } from './VerificationStatus';

/** The business's public page in the shell (`/b/<slug>`). */
export function publicPagePath(business: Pick<PublicBusiness, 'slug'>): string {
  return businessPagePath(business.slug);
}

/**
 * What customers see of the business in a list or at the top of its page: logo, name,
 * rating, the verified badge, trades and where it works; and the way to the whole page.
 */
export function PublicPreviewCard({ business }: { business: PublicBusiness }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { rating, location } = business;
  const name = business.businessName;
  const average =
    rating.average === null
      ? null
      : new Intl.NumberFormat(i18n.locale, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(rating.average);
  const count = rating.count;
  const trades = business.professions.map((p) => p.name);
  const place = location ? `${location.locality}, ${location.region}` : null;
  const radius = business.serviceRadiusKm;

  return (
    <Card as="section" labelledBy={headingId}>
      <Stack gap="md">
        <Stack gap="xs">
          <h2 id={headingId}>
            <Trans>How customers see you</Trans>
          </h2>
          <p className={mutedText}>
            <Trans>Your saved profile, as it appears in search results and on your page.</Trans>
          </p>
        </Stack>
        {business.coverUrl ? (
          <img className={css.previewCover} src={business.coverUrl} alt="" loading="lazy" />
        ) : null}
        <div className={css.previewHeader}>
          {business.logoUrl ? (
            <img
              className={css.previewLogo}
              src={business.logoUrl}
              alt={t`${name} logo`}
              loading="lazy"
            />
          ) : (
            <Avatar name={business.businessName} size="lg" decorative />
          )}
          <Stack gap="xs" align="start">
            <p className={css.previewName}>{business.businessName}</p>
            <VerifiedBadge verified={business.verified} />
          </Stack>
        </div>
        <p>
          {average === null ? (
            <span className={mutedText}>
              <Trans>No reviews yet</Trans>
            </span>
          ) : (
            <>
              <span className={css.stars} aria-hidden="true">
                {'★ '}
                {average}
              </span>{' '}
              <span aria-hidden="true">
                <Plural value={count} one="(# review)" other="(# reviews)" />
              </span>
              <VisuallyHidden>
                <Plural
                  value={count}
                  one={`Rated ${average} out of 5 from # review`}
                  other={`Rated ${average} out of 5 from # reviews`}
                />
              </VisuallyHidden>
            </>
          )}
        </p>
        <dl className={factList}>
          <dt className={factTerm}>
            <Trans>Trades</Trans>
          </dt>
          <dd>{trades.length > 0 ? trades.join(', ') : t`No trades chosen yet`}</dd>
          <dt className={factTerm}>
            <Trans>Location</Trans>
          </dt>
          <dd>{place ? t`${place}, travels up to ${radius} km` : t`No base locality yet`}</dd>
        </dl>
        <ButtonLink as={RouterLink} href={publicPagePath(business)} variant="outline">
          {t`View your public page`}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
