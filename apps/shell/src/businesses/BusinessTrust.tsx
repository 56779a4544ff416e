import { Avatar, RatingBadge, VerifiedBadge } from '@quoteway/ui';
import { Link } from 'react-router';
import * as css from './trust.css';

/** What a quote or a conversation says about the business behind it. */
interface TrustedBusiness {
  /** The business's user id: its public page is /business-details/<id>. */
  id: string;
  businessName: string;
  logoUrl: string | null;
  verified: boolean;
  /** The register that confirmed its number (the badge then reads "NZBN verified"). */
  register?: string | null;
  rating: { average: number | null; count: number };
}

/** The public page of a business. */
export function businessPath(id: string): string {
  return `/business-details/${encodeURIComponent(id)}`;
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
      <Link to={businessPath(business.id)} className={css.businessName} dir="auto">
        {business.businessName}
      </Link>
      {business.verified && <VerifiedBadge register={business.register} />}
      <RatingBadge value={business.rating.average} count={business.rating.count} size="sm" />
    </div>
  );
}
