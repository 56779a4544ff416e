import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  contentLanguageFor,
  contentPageAt,
  contentPagePath,
  contentPages,
  isContentLanguage,
  isContentPage,
  policyPages,
} from './siteContent';

describe('content pages', () => {
  it('puts the policies at /policy/:tid in the spec’s order and the rest at their id', () => {
    expect(policyPages.map(contentPagePath)).toEqual(['/policy/0', '/policy/1', '/policy/2']);
    expect(contentPagePath('help')).toBe('/help');
    expect(contentPagePath('how-it-works')).toBe('/how-it-works');
  });

  it('finds the page at each page’s own address, and no page elsewhere', () => {
    for (const page of contentPages) expect(contentPageAt(contentPagePath(page))).toBe(page);
    expect(contentPageAt('/help/')).toBe('help');
    for (const path of ['/faq', '/privacy', '/policy/3', '/policy/x', '/home', '/']) {
      expect(contentPageAt(path)).toBeUndefined();
    }
  });

  it('knows its pages and languages, and nothing else', () => {
    expect(isContentPage('terms')).toBe(true);
    expect(isContentPage('constructor')).toBe(false);
    expect(isContentLanguage('ar')).toBe(true);
    expect(isContentLanguage('de')).toBe(false);
  });

  it('serves the language asked for, else the first preferred one it has, else English', () => {
    expect(contentLanguageFor('fr', ['ar'])).toBe('fr');
    expect(contentLanguageFor('de', ['de-DE', 'ar-EG', 'fr'])).toBe('ar');
    expect(contentLanguageFor(null, ['zh-Hans-CN'])).toBe('zh');
    expect(contentLanguageFor(undefined, ['IT'])).toBe('it');
    expect(contentLanguageFor(null, ['de', 'pt'])).toBe('en');
    expect(contentLanguageFor(null, [])).toBe('en');
  });

  it('reads an Accept-Language header by preference, leaving out q=0 and *', () => {
    expect(acceptedLanguages('de-DE, fr;q=0.8, ar;q=0.9, *;q=0.5, it;q=0')).toEqual([
      'de-DE',
      'ar',
      'fr',
    ]);
    expect(acceptedLanguages('zh-CN,zh;q=0.9')).toEqual(['zh-CN', 'zh']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
