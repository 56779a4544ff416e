import { describe, expect, it } from 'vitest';
import {
  countryOfTimeZone,
  type RegionalPopupInput,
  regionalSuggestion,
  siteCountryOfHost,
} from './regions';

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
