import { describe, expect, it } from 'vitest';
import { formatSiteDate, formatSiteMoney, siteLocaleTag } from './localeFormat';

describe('money and dates on a regional site', () => {
  it.each([
    [245_000, 'NZD', 'en', 'NZ', '$2,450'],
    [245_050, 'NZD', 'en', 'NZ', '$2,450.50'],
    [5, 'AUD', 'en', 'AU', '$0.05'],
    [24_500_000, 'INR', 'en', 'IN', '₹2,45,000'],
    [-12_000, 'NZD', 'en', 'NZ', '-$120'],
  ] as const)('%i %s read in %s on %s is %s', (cents, currency, language, country, shown) => {
    expect(formatSiteMoney(cents, currency, language, country)).toBe(shown);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => formatSiteMoney(1.5, 'NZD', 'en', 'NZ')).toThrow(RangeError);
  });

  it('writes dates day first on the NZ site in English', () => {
    expect(formatSiteDate('2026-12-07T09:00:00Z', 'en', 'NZ')).toBe('7 Dec 2026');
    expect(formatSiteDate(new Date('2026-12-07T09:00:00Z'), 'en', 'AU')).toBe('7 Dec 2026');
  });

  it('pairs the reader language with the site country', () => {
    expect(siteLocaleTag('ar', 'NZ')).toBe('ar-NZ');
    expect(siteLocaleTag('zh-Hans', 'AU')).toBe('zh-AU');
  });
});
