import { describe, expect, it } from 'vitest';
import { directionOf, isLocale, locales, matchLocale } from './locales';

describe('locales', () => {
  it('offers the six interface languages, English first', () => {
    expect(locales).toEqual(['en', 'zh', 'es', 'fr', 'it', 'ar']);
  });

  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
    ['zh', 'ltr'],
    ['fr', 'ltr'],
  ] as const)('%s is written %s', (locale, dir) => {
    expect(directionOf(locale)).toBe(dir);
  });

  it.each([
    [['fr-CA', 'en'], 'fr'],
    [['de-DE', 'it-IT'], 'it'],
    [['zh-Hans-CN'], 'zh'],
    [['AR-eg'], 'ar'],
    [['de', 'ja'], 'en'],
    [[], 'en'],
  ])('matches %o to %s', (preferred, expected) => {
    expect(matchLocale(preferred)).toBe(expected);
  });

  it('narrows unknown values', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
