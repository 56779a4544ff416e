import { checkBusinessNumberFormat, readPhone } from '@quoteway/validation';
import { describe, expect, it } from 'vitest';
import { creditOffer, customPurchaseQuote, specPricing } from './credits';
import {
  currencyOfCountry,
  type RegionalPopupInput,
  regionalSites,
  regionalSuggestion,
  siteOfHost,
} from './regions';
import { countryOfTimeZone, siteCountries, siteCountryOfHost } from './siteHosts';

describe('currencyOfCountry', () => {
  it.each([
    ['NZ', 'NZD'],
    ['AU', 'AUD'],
    ['IN', 'INR'],
  ] as const)('a job in %s is in %s', (country, currency) => {
    expect(currencyOfCountry(country)).toBe(currency);
  });
});

describe('regionalSites: the one table of the sites', () => {
  it('sells New Zealand credits at the spec table exactly (section 9)', () => {
    const offer = creditOffer(regionalSites.NZ.pricing);
    expect(offer.currency).toBe('NZD');
    expect(offer.plans.map((p) => [p.credits, p.bonusCredits, p.priceCents, p.expiryDays])).toEqual(
      [
        [50, 10, 2000, 90],
        [100, 24, 5000, 90],
        [200, 50, 10000, 90],
        [500, 100, 20000, 90],
      ],
    );
    expect(offer.custom).toEqual({
      minCredits: 500,
      maxCredits: 5000,
      stepCredits: 100,
      bonusDivisor: 5,
      expiryDays: 90,
      priceBands: [
        { upToCredits: 1000, perCreditCents: 40 },
        { upToCredits: 2000, perCreditCents: 37 },
        { upToCredits: 3000, perCreditCents: 35 },
        { upToCredits: 4000, perCreditCents: 33 },
        { upToCredits: 5000, perCreditCents: 31 },
      ],
    });
  });

  it.each([
    ['NZ', 'NZD', [2000, 5000, 10000, 20000]],
    ['AU', 'AUD', [1800, 4500, 9000, 18000]],
    ['IN', 'INR', [100_000, 250_000, 500_000, 1_000_000]],
  ] as const)('%s sells in %s at %j', (country, currency, prices) => {
    const offer = creditOffer(regionalSites[country].pricing);
    expect(offer.currency).toBe(currency);
    expect(offer.plans.map((p) => p.priceCents)).toEqual(prices);
  });

  // Parity with New Zealand (see regions.ts): no site is a cheaper shop for the same credits.
  it.each([
    ['AU', 0.9],
    ['IN', 50],
  ] as const)('%s prices every plan and custom size at %d to the NZ dollar', (country, rate) => {
    const { pricing } = regionalSites[country];
    for (const plan of creditOffer(pricing).plans) {
      const nz = creditOffer(specPricing).plans.find((p) => p.id === plan.id);
      expect(plan.priceCents / rate / (nz?.priceCents ?? 0)).toBeCloseTo(1, 1);
    }
    for (let credits = 500; credits <= 5000; credits += 100) {
      const here = customPurchaseQuote(credits, pricing);
      const nz = customPurchaseQuote(credits, specPricing);
      if (!here.ok || !nz.ok) throw new Error(`${credits} credits are not for sale`);
      expect(here.priceCents / rate / nz.priceCents).toBeGreaterThan(0.95);
      expect(here.priceCents / rate / nz.priceCents).toBeLessThan(1.05);
      expect(Number.isSafeInteger(here.priceCents)).toBe(true);
    }
  });

  it.each([
    ['NZ', '+64', '021 555 0198', '+64 21 555 0198'],
    ['AU', '+61', '0412 345 678', '+61 412 345 678'],
    ['IN', '+91', '98765 43210', '+91 98765 43210'],
  ] as const)('%s phones: %s, like %s', (country, callingCode, example, international) => {
    const { phone } = regionalSites[country];
    expect(phone).toEqual({ callingCode, example });
    expect(readPhone(phone.callingCode, phone.example)).toMatchObject({ ok: true, international });
  });

  it.each([
    ['NZ', ['NZBN'], '9429041925676'],
    ['AU', ['ABN', 'ACN'], '51 824 753 556'],
    ['IN', ['GSTIN'], '27AAPFU0939F1ZV'],
  ] as const)('%s businesses register with %j', (country, kinds, number) => {
    expect(regionalSites[country].businessNumbers).toEqual(kinds);
    const check = checkBusinessNumberFormat(country, number);
    expect(check.ok && check.kind).toBe(kinds[0]);
  });

  it.each(siteCountries)('%s is served on its own host', (country) => {
    const site = regionalSites[country];
    expect(site.country).toBe(country);
    expect(siteOfHost(`www.${site.host}`)).toBe(site);
  });
});

describe('siteCountryOfHost', () => {
  it.each([
    ['quoteway.co.nz', 'NZ'],
    ['www.quoteway.com.au', 'AU'],
    ['QUOTEWAY.IN', 'IN'],
    ['staging.quoteway.in', 'IN'],
    ['localhost', 'NZ'],
    ['evilquoteway.in', 'NZ'],
  ])('%s -> %s', (host, country) => {
    expect(siteCountryOfHost(host)).toBe(country);
  });
});

describe('countryOfTimeZone', () => {
  it.each([
    ['Pacific/Auckland', 'NZ'],
    ['Australia/Sydney', 'AU'],
    ['Australia/Perth', 'AU'],
    ['Asia/Kolkata', 'IN'],
    ['Europe/London', null],
    [undefined, null],
  ])('%s -> %s', (tz, country) => {
    expect(countryOfTimeZone(tz)).toBe(country);
  });
});

describe('regionalSuggestion', () => {
  const base: RegionalPopupInput = {
    detected: 'AU',
    site: 'NZ',
    pathname: '/home',
    search: '',
    dismissed: false,
  };
  it.each([
    [{}, 'AU'],
    [{ detected: 'NZ' }, null],
    [{ detected: null }, null],
    [{ dismissed: true }, null],
    [{ pathname: '/jobiframe/plumber' }, null],
    [{ pathname: '/businessiframe' }, 'AU'],
    [{ search: '?locationPopup=false' }, null],
    [{ search: '?locationPopup=true' }, 'AU'],
    [{ detected: 'IN', site: 'AU' }, 'IN'],
  ] as Array<[Partial<RegionalPopupInput>, string | null]>)('%o -> %s', (change, expected) => {
    expect(regionalSuggestion({ ...base, ...change })?.country ?? null).toBe(expected);
  });
});
