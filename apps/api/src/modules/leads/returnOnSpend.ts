import type { ReturnOnSpendQuery, ReturnOnSpendResponse } from '@quoteway/contracts';
import { regionalSites, type SiteCountry } from '@quoteway/domain';
import type { z } from 'zod';
import { requireBusiness } from '../auth';
import type { Account, LeadKit, LeadServiceDeps } from './leadKit';
import {
  type CreditRate,
  type FigureRow,
  type Period,
  returnOnSpendRepository,
} from './returnOnSpendRepository';

const DAY = 86_400_000;

type Query = z.output<typeof ReturnOnSpendQuery>;

/**
 * The period asked for: the last 7, 30 or 90 days up to now, or the UTC days from `from` to
 * `to`, both included (the contract checked that they are there and in order).
 */
function periodOf(query: Query, now: Date): Period {
  if (query.period === 'custom' && query.from && query.to) {
    return {
      from: new Date(`${query.from}T00:00:00Z`),
      to: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY),
    };
  }
  const days = query.period === 'custom' ? 30 : Number(query.period);
  return { from: new Date(now.getTime() - days * DAY), to: now };
}

function figures(row: FigureRow | undefined) {
  return {
    leadsReceived: row?.leadsReceived ?? 0,
    quotesSent: row?.quotesSent ?? 0,
    opened: row?.opened ?? 0,
    replied: row?.replied ?? 0,
    hired: row?.hired ?? 0,
    creditsSpent: row?.creditsSpent ?? 0,
    creditsReturned: row?.creditsReturned ?? 0,
    spentCents: row?.spentCents ?? 0,
    returnedCents: row?.returnedCents ?? 0,
    netCostCents: row?.netCostCents ?? 0,
    costPerHireCents: row?.costPerHireCents ?? null,
    wonValueCents: row?.wonValueCents ?? 0,
  };
}

/**
 * Return on spend: what a period's credits bought a business (leads, quotes, opened, replied,
 * hired), what they cost in its site's currency and what each hire cost, in total, per trade
 * and per week. Every figure is computed in SQL from the ledger and the quotes
 * (`returnOnSpendRepository`).
 *
 * Credits become money at what the business paid for them: the average price per credit of
 * its purchases in the period (cents paid over credits received, bonus credits included);
 * without one, that of all its purchases before; without any, the site's list price of one
 * credit (the price of the first custom band, as the Plans page values credits).
 */
export function returnOnSpendService(
  { db, clock }: Pick<LeadServiceDeps, 'db' | 'clock'>,
  kit: LeadKit,
) {
  const repository = returnOnSpendRepository(db);
  return {
    async returnOnSpend(account: Account, query: Query): Promise<ReturnOnSpendResponse> {
      requireBusiness(account);
      const business = await kit.businessOf(account);
      const site = regionalSites[business.country as SiteCountry] ?? regionalSites.NZ;
      const currency = site.pricing.currency;
      const period = periodOf(query, clock.now());
      const paid = await repository.purchases(account.id, currency, period);
      const listCents = site.pricing.customPriceBands[0]?.perCreditCents ?? 0;
      const [basis, rate]: [ReturnOnSpendResponse['creditPrice']['basis'], CreditRate] =
        paid.period.credits > 0
          ? ['period', paid.period]
          : paid.earlier.credits > 0
            ? ['earlier', paid.earlier]
            : ['list', { cents: listCents, credits: 1 }];
      const rows = await repository.figures(account.id, period, rate);
      const weeks = await repository.weeks(account.id, period, rate);
      return {
        from: period.from.toISOString(),
        to: period.to.toISOString(),
        currency,
        creditPrice: { basis, ...rate },
        totals: figures(rows.find((row) => row.slug === null)),
        trades: rows.flatMap((row) =>
          row.slug === null
            ? []
            : [
                {
                  ...figures(row),
                  professionSlug: row.slug,
                  professionName: row.professionName ?? row.slug,
                },
              ],
        ),
        weeks,
      };
    },
  };
}
