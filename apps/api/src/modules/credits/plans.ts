import type { CardEntry } from '@quoteway/contracts';
import { creditOffer, regionalSites, type SiteCountry } from '@quoteway/domain';
import { entityTag } from '../../plugins/app/entityTag';
import { pricingOf } from './creditKit';

type PricedFor = 'business' | 'site';

/** The plans and custom pricing each regional site offers, and how the browser takes cards. */
export function planService(cardEntry: CardEntry) {
  /** Each site's plans answer and its entity tag (see `cachedPlans`). */
  const offers = new Map<string, { body: ReturnType<typeof plansOf>; etag: string }>();
  const plansOf = (site: SiteCountry, pricedFor: PricedFor = 'site') => ({
    country: site,
    pricedFor,
    gstRatePercent: regionalSites[site].gst.ratePercent,
    cardEntry,
    ...creditOffer(pricingOf(site)),
  });

  return {
    /**
     * The plans and custom pricing of a regional site, in its currency: the buyer's own
     * country for a business (`pricedFor: 'business'`), else the request's market.
     */
    plans: plansOf,

    /** `plans` with its entity tag, worked out once per site (prices change with a deploy). */
    cachedPlans(site: SiteCountry, pricedFor: PricedFor = 'site') {
      const key = `${site}:${pricedFor}`;
      let kept = offers.get(key);
      if (!kept) {
        const body = plansOf(site, pricedFor);
        kept = { body, etag: entityTag(body) };
        offers.set(key, kept);
      }
      return kept;
    },
  };
}
