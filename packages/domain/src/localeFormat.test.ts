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

  // Spaces inside a formatted amount differ between ICU versions (U+00A0, U+202F); Arabic
  // carries a right-to-left mark.
  const plain = (text: string) => text.replace(/[\s\u00a0\u202f\u200f]+/g, ' ').trim();

  it.each([
    ['en', '₹1,00,000', '₹12,34,56,789'],
    ['zh', '₹1,00,000', '₹12,34,56,789'],
    ['es', '1.00.000 ₹', '12.34.56.789 ₹'],
    ['fr', '1 00 000 ₹', '12 34 56 789 ₹'],
    ['it', '1.00.000 ₹', '12.34.56.789 ₹'],
    ['ar', '1,00,000 ₹', '12,34,56,789 ₹'],
  ])(
    'groups rupees in lakhs and crores when read in %s on the IN site',
    (language, lakh, crores) => {
      expect(plain(formatSiteMoney(10_000_000, 'INR', language, 'IN'))).toBe(lakh);
      expect(plain(formatSiteMoney(123_456_789_00, 'INR', language, 'IN'))).toBe(crores);
    },
  );

  it('leaves amounts under a lakh as the locale writes them on the IN site', () => {
    expect(formatSiteMoney(4_500_000, 'INR', 'en', 'IN')).toBe('₹45,000');
    expect(formatSiteMoney(245_050, 'INR', 'en', 'IN')).toBe('₹2,450.50');
  });

  it('writes each site its own dollar, plain, and groups dollars in threes', () => {
    expect(formatSiteMoney(10_000_000, 'AUD', 'en', 'AU')).toBe('$100,000');
    expect(formatSiteMoney(10_000_000, 'NZD', 'en', 'NZ')).toBe('$100,000');
    expect(formatSiteMoney(245_000, 'AUD', 'zh', 'AU')).toBe('$2,450');
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
