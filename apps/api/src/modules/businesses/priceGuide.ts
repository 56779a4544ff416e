import {
  PRICE_GUIDE_MIN_QUOTES,
  PRICE_GUIDE_NEARBY_KM,
  type PriceGuide,
  type PriceGuideQuery,
} from '@quoteway/contracts';
import { regionalSites, type SiteCountry } from '@quoteway/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { FieldRejected } from '../../errors';
import { priceGuideRepository } from './priceGuideRepository';

type PriceGuideInput = z.output<typeof PriceGuideQuery>;

/**
 * The price guide of a local page: what the quotes on a trade's jobs near a place say (median
 * and the middle 80%), only when PRICE_GUIDE_MIN_QUOTES quotes back it; else the same over
 * the place's region, saying so; else nothing. A place of another site's country is refused,
 * so a site never shows another country's prices.
 */
export function priceGuideService({ db }: { db: Queryable }) {
  const repository = priceGuideRepository(db);
  return {
    async priceGuide(site: SiteCountry, query: PriceGuideInput): Promise<PriceGuide> {
      const place = await repository.locality(query.localityId);
      if (!place || place.country !== site)
        throw new FieldRejected('querystring.localityId', /*i18n*/ 'is not a known locality');
      const base = { region: place.region, currency: regionalSites[site].pricing.currency };
      const nearby = await repository.nearby(query.profession, place, PRICE_GUIDE_NEARBY_KM * 1000);
      if (nearby.quotes >= PRICE_GUIDE_MIN_QUOTES) return { ...base, scope: 'nearby', ...nearby };
      const region = await repository.inRegion(query.profession, site, place.region);
      if (region.quotes >= PRICE_GUIDE_MIN_QUOTES) return { ...base, scope: 'region', ...region };
      return {
        ...base,
        scope: null,
        quotes: region.quotes,
        medianCents: null,
        lowCents: null,
        highCents: null,
      };
    },
  };
}
