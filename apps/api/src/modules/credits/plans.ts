import type { CardEntry } from '@quoteway/contracts';
import { creditOffer, regionalSites, type SiteCountry } from '@quoteway/domain';
import { siteOfOrigin } from '../../origin';
import { entityTag } from '../../plugins/app/entityTag';
import { pricingOf } from './creditKit';

/** The plans and custom pricing each regional site offers, and how the browser takes cards. */
export function planService(cardEntry: CardEntry) {
  /** Each site's plans answer and its entity tag (see `cachedPlans`). */
  const offers = new Map<SiteCountry, { body: ReturnType<typeof plansOf>; etag: string }>();
  const plansOf = (origin: string) => ({
    country: siteOfOrigin(origin),
    gstRatePercent: regionalSites[siteOfOrigin(origin)].gst.ratePercent,
    cardEntry,
    ...creditOffer(pricingOf(origin)),
  });

  return {
    /** The plans and custom pricing of the regional site of `origin`, in its currency. */
    plans: plansOf,

    /** `plans` with its entity tag, worked out once per site (prices change with a deploy). */
    cachedPlans(origin: string) {
      const country = siteOfOrigin(origin);
      let kept = offers.get(country);
      if (!kept) {
        const body = plansOf(origin);
        kept = { body, etag: entityTag(body) };
        offers.set(country, kept);
      }
      return kept;
    },
  };
}
