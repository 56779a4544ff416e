import type { CardEntry } from '@quoteway/contracts';
import { regionalSites, type SiteCountry, siteCountries } from '@quoteway/domain';
import type { Clock } from '../../infra/clock';
import type { SessionAccount } from '../../session';
import type { Metrics } from '../../infra/metrics';
import type { Database } from '../../db/client';
import type { Notify } from '../notifications';
import type { PaymentGateway } from '../../infra/payments';
import type { Realtime } from '../../plugins/app/realtime';
import type { SavedCardRow } from './repository';
import type { TaxSellers } from './taxDocuments';

export interface CreditServiceDependencies {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  /** Tells the buyer of a receipt, the owner of expiring credits (modules/notifications). */
  notify: Notify;
  /** Counts settled purchases for operators (infra/metrics). */
  metrics: Pick<Metrics, 'count'>;
  /** Tells the buyer's open tabs that the balance changed (`update-credits`). */
  realtime: Realtime;
  /** The seller on each site's tax invoices and credit notes (configuration). */
  sellers: TaxSellers;
  /** Signs the addresses of tax documents' PDFs (MEDIA_URL_SECRET, else per process). */
  pdfSecret: string;
  /** How the browser takes a new card (the sandbox form, or Stripe's Payment Element). */
  cardEntry: CardEntry;
  /**
   * Stripe's webhook (`POST /api/stripe/webhook`): its signing secret (STRIPE_WEBHOOK_SECRET;
   * without it the webhook is not served), the site's origin for the receipt's links, and
   * where to say what an event could not be matched with.
   */
  stripeWebhook?: {
    secret: string | undefined;
    siteOrigin: string;
    warn(details: Record<string, unknown>, message: string): void;
  };
}

/** What a regional site charges (`regionalSites` in @quoteway/domain). */
export const pricingOf = (site: SiteCountry) => regionalSites[site].pricing;

/**
 * The regional site whose prices, currency, GST and invoice series a buyer pays in: a
 * business's own country (its business number's and location's), on whichever host it opens
 * the plans, since its tax invoices are that country's; anyone else (signed out, or a business
 * account whose business is not made yet) sees the request's market (`marketOf`).
 */
export function buyerSite(
  account: Pick<SessionAccount, 'business'> | null,
  market: SiteCountry,
): { site: SiteCountry; pricedFor: 'business' | 'site' } {
  const own = siteCountries.find((country) => country === account?.business?.country);
  return own ? { site: own, pricedFor: 'business' } : { site: market, pricedFor: 'site' };
}

/** A saved card as the client sees it: brand, last digits and expiry, never the token. */
export function presentCard(card: SavedCardRow | undefined) {
  return card
    ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
    : null;
}
