import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, RatingBadge, VerifiedBadge } from '@quoteway/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { businessPath } from './BusinessTrust';
import * as css from './businesses.css';
import { formatDistance, formatList, placeName } from './format';
import type { DirectoryEntry } from './wireTypes';

interface BusinessCardProps {
  business: DirectoryEntry;
  /** The level of the business's name in the page's outline (default 3). */
  headingLevel?: 2 | 3;
}

/**
 * A business in a list of results: logo, name (the link to its page), verification,
 * rating, hires, trades, where it is and how far, and the start of its description.
 */
export function BusinessCard({ business, headingLevel = 3 }: BusinessCardProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const { rating, location, distanceKm } = business;
  const count = rating.count;
  const hires = business.hires;
  const distance = distanceKm === null ? null : formatDistance(distanceKm, i18n.locale);
  const place = location ? placeName(location) : null;
  const trades = formatList(
    business.professions.map((p) => p.name),
    i18n.locale,
  );
  return (
    <article className={css.card} aria-labelledby={headingId}>
      <div className={css.cardTop}>
        <Avatar
          name={business.businessName}
          src={business.logoUrl ?? undefined}
          size="lg"
          decorative
        />
        <div className={css.cardTitles}>
          <Heading id={headingId} className={css.cardName}>
            <Link
              to={businessPath(business._id, business.slug)}
              className={css.cardLink}
              dir="auto"
            >
              {business.businessName}
            </Link>
          </Heading>
          <div className={css.inlineFacts}>
            {business.verified && <VerifiedBadge size="sm" />}
            <RatingBadge value={rating.average} count={count} />
          </div>
        </div>
      </div>
      <ul className={css.facts}>
        {trades && <li>{trades}</li>}
        {place && (
          <li>
            {distance ? (
              <Trans>
                {place} · {distance} away
              </Trans>
            ) : (
              place
            )}
          </li>
        )}
        {hires > 0 && (
          <li>{plural(hires, { one: '# hire on Quoteway', other: '# hires on Quoteway' })}</li>
        )}
      </ul>
      {business.summary && <p className={css.summaryText}>{business.summary}</p>}
    </article>
  );
}
