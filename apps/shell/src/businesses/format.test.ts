import { describe, expect, it } from 'vitest';
import { bestLocality, placeQuery } from '@quoteway/domain';
import {
  directoryParamsQuery,
  directorySearchOf,
  postJobHref,
  readDirectoryParams,
} from './directoryParams';
import { formatTimeOfDay, formatWeekday, responseTime } from './format';

describe('formats', () => {
  it('rounds a response time up to the hour, then the day', () => {
    expect(responseTime(12)).toEqual({ unit: 'hour-or-less' });
    expect(responseTime(60)).toEqual({ unit: 'hour-or-less' });
    expect(responseTime(61)).toEqual({ unit: 'hours', hours: 2 });
    expect(responseTime(23 * 60)).toEqual({ unit: 'hours', hours: 23 });
    expect(responseTime(23 * 60 + 1)).toEqual({ unit: 'days', days: 1 });
    expect(responseTime(50 * 60)).toEqual({ unit: 'days', days: 3 });
  });

  it('names days and times as the reader’s clock does', () => {
    expect(formatWeekday(0, 'en')).toBe('Sunday');
    expect(formatWeekday(1, 'es')).toBe('lunes');
    expect(formatTimeOfDay('16:00', 'fr')).toBe('16:00');
    expect(formatTimeOfDay('07:30', 'en')).toMatch(/^7:30\sAM$/);
  });
});

describe('directory search in the URL', () => {
  it('reads what is well formed and leaves out the rest', () => {
    expect(
      readDirectoryParams(new URLSearchParams('trade=plumber&place=101&verified=1&rating=4')),
    ).toEqual({
      trade: 'plumber',
      place: 101,
      verified: true,
      topRated: true,
    });
    expect(
      readDirectoryParams(new URLSearchParams('trade=<b>&place=-3&verified=yes&rating=5')),
    ).toEqual({ trade: null, place: null, verified: false, topRated: false });
    expect(readDirectoryParams(new URLSearchParams('place=99999999999'))).toMatchObject({
      place: null,
    });
  });

  it('writes only what is set, and asks the directory the same', () => {
    const search = { trade: 'plumber', place: 101, verified: false, topRated: true };
    expect(directoryParamsQuery(search)).toBe('?trade=plumber&place=101&rating=4');
    expect(
      directoryParamsQuery({ trade: null, place: null, verified: false, topRated: false }),
    ).toBe('');
    expect(directorySearchOf(search)).toEqual({
      profession: 'plumber',
      localityId: 101,
      minRating: 4,
    });
  });

  it('posts a job with the trade and place, or from the home page without a trade', () => {
    expect(postJobHref('plumber', 'Mt Eden')).toBe('/landing-page/plumber/Mt%20Eden');
    expect(postJobHref('plumber', null)).toBe('/landing-page/plumber');
    expect(postJobHref(null, 'Mt Eden')).toBe('/home');
  });

  it('finds the place a URL names: exact name, then a name starting so, then the best guess', () => {
    const places = [
      { locality: 'Auckland Central' },
      { locality: 'Auckland' },
      { locality: 'Mt Eden' },
    ];
    expect(bestLocality(places, placeQuery('auckland'))).toBe(places[1]);
    expect(bestLocality(places, placeQuery('mt-eden'))).toBe(places[2]);
    expect(bestLocality(places, 'auck')).toBe(places[0]);
    expect(bestLocality(places, 'Aukland')).toBe(places[0]);
    expect(bestLocality(places, 'Aukland', { guess: false })).toBeUndefined();
  });
});
