import { regionalSites } from '@quoteway/domain';
import type { Clock } from '../../infra/clock';
import type { Metrics } from '../../infra/metrics';
import type { Database } from '../../db/client';
import { siteOfOrigin } from '../../origin';
import type { Notify } from '../notifications';
import type { PaymentGateway } from '../../infra/payments';
import type { SavedCardRow } from './repository';

export interface CreditServiceDependencies {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  /** Tells the buyer of a receipt, the owner of expiring credits (modules/notifications). */
  notify: Notify;
  /** Counts settled purchases for operators (infra/metrics). */
  metrics: Pick<Metrics, 'count'>;
}

/** What the regional site of `origin` charges (`regionalSites` in @quoteway/domain). */
export const pricingOf = (origin: string) => regionalSites[siteOfOrigin(origin)].pricing;

/** A saved card as the client sees it: brand, last digits and expiry, never the token. */
export function presentCard(card: SavedCardRow | undefined) {
  return card
    ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
    : null;
}
