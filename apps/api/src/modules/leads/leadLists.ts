import type { LeadListPayload, LeadListQuery } from '@quoteway/contracts';
import {
  type CurrencyCode,
  currencyOfCountry,
  leadBudgetBounds,
  type SiteCountry,
} from '@quoteway/domain';
import type { z } from 'zod';
import { requireBusiness } from '../auth';
import { type Account, type LeadKit, type LeadServiceDeps, toLead } from './leadKit';
import { type LeadFilters, type LeadKind, leadRepository } from './repository';

type ListQuery = z.output<typeof LeadListQuery>;

const DAY_MS = 86_400_000;

/** The business's lead lists: new, quoted and draft, a page at a time with their filters. */
export function leadListService(deps: LeadServiceDeps, kit: LeadKit) {
  const { db, clock } = deps;
  const { businessOf } = kit;
  const repository = leadRepository(db);

  /**
   * The filters every list shares: age window, budget slider, category. The slider counts
   * steps of the currency of the business's country, where its leads are.
   */
  function filters(query: ListQuery, currency: CurrencyCode): LeadFilters {
    const now = clock.now().getTime();
    const budget = leadBudgetBounds(query.range, currency);
    return {
      publishedFrom: new Date(now - query.age * DAY_MS).toISOString(),
      publishedTo: new Date(now - query.age1 * DAY_MS).toISOString(),
      // The slider in steps (100: no upper limit; a job without a budget passes at 0).
      minBudgetCents: budget.fromCents,
      maxBudgetCents: budget.toCents,
      category: query.category,
    };
  }

  async function list(
    account: Account,
    kind: LeadKind,
    query: ListQuery,
  ): Promise<LeadListPayload> {
    requireBusiness(account);
    const b = await businessOf(account);
    const offset = (query.page - 1) * query.perPage;
    const currency = currencyOfCountry(b.country as SiteCountry);
    const rows = await repository.leadPage(b, kind, filters(query, currency), {
      limit: query.perPage + 1,
      offset,
    });
    const page = rows.slice(0, query.perPage);
    // The total rides on the rows; past the last page there are none, so count the first.
    const total: number = rows[0]
      ? rows[0].total
      : offset > 0
        ? (await list(account, kind, { ...query, page: 1, perPage: 1 })).total
        : 0;
    return {
      data: page.map(toLead),
      moreToLoad: rows.length > query.perPage,
      total,
    } satisfies LeadListPayload;
  }

  return { list };
}
