import { describe, expect, it } from 'vitest';
import { ratingAverage, reviewerName } from './ratings';

describe('ratingAverage', () => {
  it.each([
    [0, 0, null],
    [5, 1, 5],
    [192, 40, 4.8],
    [14, 3, 4.7],
    [13, 3, 4.3],
    [9, 2, 4.5],
  ])('%d over %d -> %s', (sum, count, average) => {
    expect(ratingAverage(sum, count)).toBe(average);
  });
});

describe('reviewerName', () => {
  it('keeps the first name and the last name’s initial', () => {
    expect(reviewerName('Aroha Ngata')).toBe('Aroha N.');
    expect(reviewerName('  mere  te  whare ')).toBe('mere W.');
  });
  it('keeps a single name whole', () => {
    expect(reviewerName('Tane')).toBe('Tane');
    expect(reviewerName('   ')).toBe('');
  });
});
