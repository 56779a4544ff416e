import { i18n } from '@quoteway/i18n';
import { formatLocalMoney, leadCreditCost, leadPriceReason } from '@quoteway/domain';
import { describe, expect, it } from 'vitest';
import { leadPriceSentence } from './leadPriceSentence';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const dollars = (cents: number) => formatLocalMoney(cents, 'NZD', 'en-NZ');
const rule = 'Leads are priced by trade and budget:';

/** The sentence a lead of this trade standard, budget and price gets. */
function sentence(
  base: number,
  budgetCents: number | null,
  credits = leadCreditCost(base, budgetCents, 'NZD'),
) {
  return leadPriceSentence(leadPriceReason(credits, base, budgetCents, 'NZD'), 'Plumber', dollars);
}

describe('leadPriceSentence', () => {
  it.each([
    // [trade's standard credits, budget in cents, the sentence]
    [8, 30_000, `${rule} Plumber jobs under $500 cost half the standard 8 credits.`],
    [8, 0, `${rule} Plumber jobs under $500 cost half the standard 8 credits.`],
    [8, 53_000, `${rule} Plumber jobs from $500 to $2,000 cost the standard 8 credits.`],
    [
      8,
      450_000,
      `${rule} Plumber jobs from $2,000 to $10,000 cost one and a half times the standard 8 credits.`,
    ],
    [
      8,
      1_200_000,
      `${rule} Plumber jobs from $10,000 to $50,000 cost twice the standard 8 credits.`,
    ],
    [
      8,
      7_500_000,
      `${rule} Plumber jobs of $50,000 or more cost three times the standard 8 credits.`,
    ],
    [8, null, `${rule} Plumber jobs without a budget cost the standard 8 credits.`],
    [1, 100_000, `${rule} Plumber jobs from $500 to $2,000 cost the standard 1 credit.`],
    [1, 30_000, `${rule} Plumber jobs under $500 cost half the standard 1 credit.`],
  ])('standard %d credits, budget %s cents: %s', (base, budget, expected) => {
    expect(sentence(base, budget)).toBe(expected);
  });

  it('says a lead keeps its price when the trade has changed its price since it was posted', () => {
    expect(sentence(10, 53_000, 8)).toBe(
      'This lead keeps the price it had when the job was posted.',
    );
  });

  it('names the bands in rupees, grouped the Indian way, for a job in India', () => {
    const rupees = (cents: number) => formatLocalMoney(cents, 'INR', 'en-IN');
    const budget = 30_000_000; // ₹3,00,000
    const credits = leadCreditCost(8, budget, 'INR');
    expect(credits).toBe(12);
    expect(leadPriceSentence(leadPriceReason(credits, 8, budget, 'INR'), 'Plumber', rupees)).toBe(
      `${rule} Plumber jobs from ₹1,00,000 to ₹5,00,000 cost one and a half times the standard 8 credits.`,
    );
  });

  it('names the factor of a band the table may gain', () => {
    expect(
      leadPriceSentence(
        { kind: 'band', credits: 20, baseCredits: 8, factor: 2.5, fromCents: 0, toCents: null },
        'Plumber',
        dollars,
      ),
    ).toBe(
      `${rule} Plumber jobs with a budget like this one cost 2.5 times the standard 8 credits.`,
    );
  });
});
