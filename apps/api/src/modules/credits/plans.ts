import type { CardEntry } from '@quoteway/contracts';
import { creditOffer, regionalSites, type SiteCountry } from '@quoteway/domain';
import { entityTag } from '../../plugins/app/entityTag';
import { pricingOf } from './creditKit';

/** The plans and custom pricing each regional site offers, and how the browser takes cards. */
export function planService(cardEntry: CardEntry) {
  /** Each site's plans answer and its entity tag (see `cachedPlans`). */
  const offers = new Map<SiteCountry, { body: ReturnType<typeof plansOf>; etag: string }>();
  const plansOf = (site: SiteCountry) => ({
    country: site,
    gstRatePercent: regionalSites[site].gst.ratePercent,
    cardEntry,
    ...creditOffer(pricingOf(site)),
  });

  return {
    /** The plans and custom pricing of a regional site (the request's market), in its currency. */
    plans: plansOf,

    /** `plans` with its entity tag, worked out once per site (prices change with a deploy). */
    cachedPlans(site: SiteCountry) {
      let kept = offers.get(site);
      if (!kept) {
        const body = plansOf(site);
        kept = { body, etag: entityTag(body) };
        offers.set(site, kept);
      }
      return kept;
    },
  };
}
