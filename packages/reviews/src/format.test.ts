import { describe, expect, it } from 'vitest';
import { formatJobMonth, formatRating, formatStars } from './format';

describe('review formats', () => {
  it('names a review’s job month in the reader’s language', () => {
    expect(formatJobMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatJobMonth('2026-01', 'fr')).toBe('janvier 2026');
    expect(formatJobMonth('2026-11', 'zh')).toBe('2026年11月');
    expect(formatJobMonth('someday', 'en')).toBe('someday');
  });

  it('shows averages with one decimal and star counts without a needless one', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.75, 'fr')).toBe('4,8');
    expect(formatStars(5, 'en')).toBe('5');
    expect(formatStars(4.8, 'en')).toBe('4.8');
  });
});
