import { businessPagePath } from '@quoteway/domain';
import { Avatar, RatingBadge, VerifiedBadge } from '@quoteway/ui';
import { Link } from 'react-router';
import * as css from './trust.css';

/** What a quote or a conversation says about the business behind it. */
interface TrustedBusiness {
  /** The business's user id, and its page's slug when the answer carries it. */
  id: string;
  slug?: string;
  businessName: string;
  logoUrl: string | null;
  verified: boolean;
  /** The register that confirmed its number (the badge then reads "NZBN verified"). */
  register?: string | null;
  rating: { average: number | null; count: number };
}

/**
 * The public page of a business: `/b/<slug>`. Where only its id is known, its old address,
 * which the page replaces with `/b/<slug>` once it has loaded.
 */
export function businessPath(id: string, slug?: string): string {
  return slug ? businessPagePath(slug) : `/business-details/${encodeURIComponent(id)}`;
}

interface BusinessTrustProps {
  business: TrustedBusiness;
  /** A picture to show when the business has no logo (the owner's photo). */
  fallbackImageUrl?: string | null;
  /** Show the logo (or initials) before the name. */
  withLogo?: boolean;
}

/**
 * Name (linked to the business's public page), verification badge and stars: the trust line
 * shown wherever a customer weighs a quote.
 */
export function BusinessTrust({ business, fallbackImageUrl, withLogo = true }: BusinessTrustProps) {
  const logo = business.logoUrl ?? fallbackImageUrl ?? undefined;
  return (
    <div className={css.trustLine}>
      {withLogo && <Avatar name={business.businessName} src={logo} size="sm" decorative />}
      <Link to={businessPath(business.id, business.slug)} className={css.businessName} dir="auto">
        {business.businessName}
      </Link>
      {business.verified && <VerifiedBadge register={business.register} />}
      <RatingBadge value={business.rating.average} count={business.rating.count} size="sm" />
    </div>
  );
}
