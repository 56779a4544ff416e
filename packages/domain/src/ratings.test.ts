import { describe, expect, it } from 'vitest';
import { ratingAverage, reviewerName } from './ratings';

describe('ratingAverage', () => {
  it('is null before the first rating', () => {
    expect(ratingAverage(0, 0)).toBeNull();
  });
  it('rounds to one decimal', () => {
    expect(ratingAverage(14, 3)).toBe(4.7);
    expect(ratingAverage(192, 40)).toBe(4.8);
    expect(ratingAverage(5, 1)).toBe(5);
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
