import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test/renderWithI18n';
import { RatingBadge } from './RatingBadge';

afterEach(cleanup);

describe('RatingBadge', () => {
  it('is one image naming the figure and the count, with both shown', () => {
    renderWithI18n(<RatingBadge value={4.76} count={12} />);
    const badge = screen.getByRole('img', { name: 'Rated 4.8 out of 5 from 12 reviews' });
    expect(badge.textContent).toBe('4.812 reviews');
    expect(badge.querySelectorAll('svg')).toHaveLength(5);
  });

  it('says one review in the singular, and the count in brackets when small', () => {
    renderWithI18n(<RatingBadge value={5} count={1} size="sm" />);
    const badge = screen.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' });
    expect(badge.textContent).toBe('5.0(1)');
  });

  it('names a rating without a count', () => {
    renderWithI18n(<RatingBadge value={3} />);
    expect(screen.getByRole('img', { name: 'Rated 3.0 out of 5' }).textContent).toBe('3.0');
  });

  it('fills stars to the nearest half', () => {
    renderWithI18n(<RatingBadge value={3.6} count={4} />);
    const paths = screen.getByRole('img').querySelectorAll('svg');
    const filled = Array.from(paths).map((svg) => svg.querySelectorAll('path').length);
    // Three full, one half (outline + half), one empty.
    expect(filled).toEqual([1, 1, 1, 2, 1]);
  });

  it.each([
    [null, 3],
    [4.5, 0],
  ])('says "No reviews yet" for %s from %s reviews', (value, count) => {
    renderWithI18n(<RatingBadge value={value} count={count} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
