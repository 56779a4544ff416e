import { describe, expect, it } from 'vitest';
import {
  appPages,
  bestLocality,
  findTrade,
  matchPage,
  matchPath,
  namedPlace,
  placeQuery,
  professionPath,
  sameName,
} from './pages';

describe('matchPage', () => {
  it.each([
    ['/', '/', {}],
    ['', '/', {}],
    ['/home', '/home', {}],
    ['/home/', '/home', {}],
    ['/HOME', '/home', {}],
    ['/landing-page', '/landing-page/:service?/:locations?', {}],
    ['/landing-page/plumber', '/landing-page/:service?/:locations?', { service: 'plumber' }],
    [
      '/landing-page/plumber/Wellington%20Central',
      '/landing-page/:service?/:locations?',
      { service: 'plumber', locations: 'Wellington Central' },
    ],
    [
      '/profession/plumber/Auckland',
      '/profession/:professionId/:selectedLocation?',
      { professionId: 'plumber', selectedLocation: 'Auckland' },
    ],
    ['/b/tane-plumbing-4f2a', '/b/:slug', { slug: 'tane-plumbing-4f2a' }],
    ['/business-details/abc', '/business-details/:id', { id: 'abc' }],
    ['/policy/2', '/policy/:tid', { tid: '2' }],
    [
      '/chat/a/b/c',
      '/chat/:senderId/:receiverId/:jobId',
      { senderId: 'a', receiverId: 'b', jobId: 'c' },
    ],
    ['/leads/tab', '/leads/tab/:tabId?', {}],
    ['/leads/reviews', '/leads/reviews', {}],
    ['/my-jobs/1/x', '/my-jobs/:tabId?/:expandedId?', { tabId: '1', expandedId: 'x' }],
    ['/review/x', '/review/:jobId', { jobId: 'x' }],
  ])('%s is %s', (pathname, path, params) => {
    expect(matchPage(pathname)).toEqual({
      page: expect.objectContaining({ path }),
      params,
    });
  });

  it.each([
    '/no-such-page',
    '/business-details',
    '/business-details/a/b',
    '/profession',
    '/profession/a/b/c',
    '/category/plumber',
    '/chat/a/b',
    '/leads',
    '/homepage',
    '//',
    '/policy//',
    '/b',
    '/b/',
    '/b/some-slug/more',
  ])('%s is no page', (pathname) => {
    expect(matchPage(pathname)).toBeNull();
  });

  it('keeps a malformed escape as written', () => {
    expect(matchPage('/business-details/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('lists each pattern once', () => {
    const paths = appPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('marks the guarded pages signed-in only', () => {
    const signedIn = appPages.filter((p) => p.audience === 'signedIn').map((p) => p.path);
    expect(signedIn).toEqual(
      expect.arrayContaining([
        '/my-jobs/:tabId?/:expandedId?',
        '/inbox',
        '/leads/tab/:tabId?',
        '/leads/reviews',
      ]),
    );
    expect(signedIn).not.toContain('/business-details/:id');
    expect(signedIn).not.toContain('/b/:slug');
  });

  it('makes a business page public at its address and at its old one', () => {
    const publicPages = appPages.filter((p) => p.audience === 'public').map((p) => p.path);
    expect(publicPages).toEqual(expect.arrayContaining(['/b/:slug', '/business-details/:id']));
  });
});

describe('matchPath', () => {
  it('reads one pattern', () => {
    expect(matchPath('/b/:slug', '/b/tane-plumbing')).toEqual({ slug: 'tane-plumbing' });
    expect(matchPath('/b/:slug', '/b')).toBeNull();
  });
});

describe('professionPath', () => {
  it('encodes the place as the gazetteer names it', () => {
    expect(professionPath('plumber')).toBe('/profession/plumber');
    expect(professionPath('plumber', 'Mount Eden')).toBe('/profession/plumber/Mount%20Eden');
    expect(matchPage(professionPath('plumber', 'Whangārei'))?.params).toEqual({
      professionId: 'plumber',
      selectedLocation: 'Whangārei',
    });
  });
});

describe('findTrade', () => {
  const trades = [
    { slug: 'gib-stopper', name: 'GIB Stopper' },
    { slug: 'plumber', name: 'Plumber' },
  ];
  it.each(['gib-stopper', 'GIB Stopper', 'gib stopper', ' Gib  Stopper '])('reads %s', (text) => {
    expect(findTrade(trades, text)?.slug).toBe('gib-stopper');
  });
  it('reads names in any script', () => {
    expect(
      findTrade([{ slug: 'x', name: 'Plombier Électricien' }], 'plombier-électricien')?.slug,
    ).toBe('x');
  });
  it.each(['', '---', 'plumbers', 'electrician'])('finds nothing for %s', (text) => {
    expect(findTrade(trades, text)).toBeUndefined();
  });
});

describe('places in addresses', () => {
  it('reads a place as search words', () => {
    expect(placeQuery('mt-eden')).toBe('mt eden');
    expect(placeQuery('new--plymouth  ')).toBe('new plymouth');
    expect(placeQuery(' Wellington Central ')).toBe('Wellington Central');
  });
  it('prefers the place named exactly, then one starting so, then the first', () => {
    const found = [{ locality: 'Mount Edenvale' }, { locality: 'Mount Eden' }];
    expect(bestLocality(found, 'mount eden')?.locality).toBe('Mount Eden');
    expect(bestLocality(found, 'Mount Ed')?.locality).toBe('Mount Edenvale');
    expect(bestLocality([{ locality: 'Whangārei' }], 'whangarei')?.locality).toBe('Whangārei');
    expect(bestLocality(found, 'Mt Edn')?.locality).toBe('Mount Edenvale');
    expect(bestLocality([], 'x')).toBeUndefined();
    expect(bestLocality(found, 'Mt Edn', { guess: false })).toBeUndefined();
  });
  it('compares place names without case, accents or punctuation', () => {
    expect(sameName('Whangārei', 'whangarei')).toBe(true);
    expect(sameName('Mt-Eden', 'mt eden')).toBe(true);
    expect(sameName('Mt Eden', 'Mount Eden')).toBe(false);
  });
  it('names a landing page’s place as the address did: locality, territory or region', () => {
    const place = { locality: 'Auckland Central', territory: 'Auckland', region: 'Auckland' };
    expect(namedPlace(place, 'auckland')).toBe('Auckland');
    expect(namedPlace(place, 'auckland central')).toBe('Auckland Central');
    expect(namedPlace(place, 'akl')).toBe('Auckland Central');
  });
});
