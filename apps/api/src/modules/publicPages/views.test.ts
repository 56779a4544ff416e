import { describe, expect, it } from 'vitest';
import { count, siteNumber } from './views';

// The served pages write their figures as the page's site writes numbers in English.
describe('numbers on a served page', () => {
  it('groups in lakhs on the Indian site and in thousands elsewhere', () => {
    expect(siteNumber(250_000, { origin: 'https://quoteway.in' })).toBe('2,50,000');
    expect(siteNumber(250_000, { origin: 'https://quoteway.com.au' })).toBe('250,000');
    expect(siteNumber(250_000, { origin: 'https://quoteway.co.nz' })).toBe('250,000');
  });

  it('counts with the singular for one', () => {
    const site = { origin: 'https://quoteway.in' };
    expect(count(site, 1, 'review', 'reviews')).toBe('1 review');
    expect(count(site, 120_000, 'review', 'reviews')).toBe('1,20,000 reviews');
  });
});
