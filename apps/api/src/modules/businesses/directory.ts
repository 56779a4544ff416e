import type {
  DirectoryEntry,
  DirectoryQuery,
  DirectoryResponse,
  PublicBusiness,
  SiteStats,
} from '@quoteway/contracts';
import { ratingAverage, type SiteCountry } from '@quoteway/domain';
import type { z } from 'zod';
import { FieldRejected, NotFoundError } from '../../errors';
import { presentLocality } from '../jobs';
import {
  type BusinessServiceDeps,
  businessMessages,
  businessPresenter,
  isVerified,
  publicImageUrl,
  slugOf,
} from './businessKit';
import { businessRepository, type LocalityRow } from './repository';

type DirectoryInput = z.output<typeof DirectoryQuery>;

const SUMMARY_LENGTH = 200;
/** The site's mean rating when there are no reviews yet. */
const DEFAULT_SITE_MEAN = 4.0;
/**
 * The site's mean and the home page's figures are sums over every business (and this month's
 * jobs): each process reuses them for this long rather than scanning on every request.
 */
const SITE_FIGURES_TTL_MS = 60_000;

/** The first lines of a description, cut at a word. */
function summaryOf(description: string): string {
  if (description.length <= SUMMARY_LENGTH) return description;
  const cut = description.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The public side: a business's page, the directory, and the home page's figures. */
export function directoryService(deps: BusinessServiceDeps) {
  const { db, clock } = deps;
  const repository = businessRepository(db);
  const present = businessPresenter(deps);

  /** `load` per site, remembered for SITE_FIGURES_TTL_MS of the clock's time. */
  function remembered<T>(
    load: (site: SiteCountry) => Promise<T>,
  ): (site: SiteCountry) => Promise<T> {
    const held = new Map<SiteCountry, { at: number; value: Promise<T> }>();
    return (site) => {
      const at = clock.now().getTime();
      const last = held.get(site);
      if (last && at - last.at < SITE_FIGURES_TTL_MS && at >= last.at) return last.value;
      const value = load(site);
      held.set(site, { at, value });
      // A failed load is not remembered.
      void value.catch(() => {
        if (held.get(site)?.value === value) held.delete(site);
      });
      return value;
    };
  }
  const siteMean = remembered(
    async (site) => (await repository.siteMean(site)) ?? DEFAULT_SITE_MEAN,
  );
  const siteFigures = remembered((site) => {
    const now = clock.now();
    return repository.siteFigures(
      site,
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    );
  });

  return {
    /**
     * A business's public page on a site; unknown ids, customers, closed accounts and another
     * country's businesses are a 404.
     */
    /** A business's public page, by its id or by its address's slug (`/b/<slug>`). */
    async business(site: SiteCountry, key: string | { slug: string }): Promise<PublicBusiness> {
      const profile = await repository.profile(key, { onlyShown: true, country: site });
      if (!profile) throw new NotFoundError(businessMessages.notFound);
      return present(profile);
    },

    /** The site's businesses (its country's only), best first. */
    async directory(site: SiteCountry, query: DirectoryInput): Promise<DirectoryResponse> {
      const { page, perPage } = query;
      let place: LocalityRow | undefined;
      if (query.localityId !== undefined) {
        place = await repository.locality(query.localityId);
        if (!place)
          throw new FieldRejected('querystring.localityId', /*i18n*/ 'is not a known locality');
      }
      const { rows, total } = await repository.directory({
        country: site,
        siteMean: await siteMean(site),
        profession: query.profession,
        place,
        verified: query.verified,
        minRating: query.minRating,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const ids = rows.map((r) => r.business.userId);
      const [trades, hires] = await Promise.all([
        repository.professionsOf(ids),
        repository.hires(ids),
      ]);
      const businesses = rows.map(
        ({ business: b, locality, distanceM }): DirectoryEntry => ({
          _id: b.userId,
          slug: slugOf(b),
          businessName: b.businessName,
          logoUrl: publicImageUrl(b.logoKey),
          summary: summaryOf(b.description),
          professions: trades
            .filter((t) => t.userId === b.userId)
            .map(({ slug, name }) => ({ slug, name })),
          location: locality ? presentLocality(locality) : null,
          verified: isVerified(b),
          rating: { average: ratingAverage(b.ratingSum, b.ratingCount), count: b.ratingCount },
          hires: hires.get(b.userId) ?? 0,
          distanceKm: place && distanceM !== null ? oneDecimal(distanceM / 1000) : null,
        }),
      );
      return {
        businesses,
        total,
        page,
        perPage,
        locality: place ? presentLocality(place) : null,
      };
    },

    /** The site's figures for its home page, from the live data (at most a minute old). */
    async stats(site: SiteCountry): Promise<SiteStats> {
      const figures = await siteFigures(site);
      return {
        businesses: figures.businesses,
        verifiedBusinesses: figures.verified,
        averageRating: ratingAverage(figures.ratingSum, figures.reviews),
        reviews: figures.reviews,
        jobsThisMonth: figures.jobsThisMonth,
      };
    },
  };
}
