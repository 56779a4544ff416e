import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type BusinessReview, nextReviewsPage, patchReview, type ReviewsPage } from './reviewCache';

function review(n: number): BusinessReview {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    businessId: '00000000-0000-4000-8000-000000000900',
    reviewerName: `Reviewer ${n}.`,
    rating: 5,
    quality: 5,
    communication: 5,
    value: 5,
    punctuality: 5,
    text: `Review number ${n}, about a tap that no longer leaks.`,
    photos: [],
    professionSlug: 'plumber',
    professionName: 'Plumber',
    jobMonth: '2026-11',
    createdAt: '2026-11-20T09:00:00.000Z',
    editedAt: null,
    reply: null,
    reported: false,
  };
}

const page = (n: number, reviews: BusinessReview[]): ReviewsPage => ({
  reviews,
  total: 3,
  page: n,
  perPage: 2,
});

describe('patchReview', () => {
  const data: InfiniteData<ReviewsPage> = {
    pages: [page(1, [review(1), review(2)]), page(2, [review(3)])],
    pageParams: [1, 2],
  };

  it('changes the one review and keeps every other page and review as it was', () => {
    const patched = patchReview(data, review(3)._id, (r) => ({ ...r, reported: true }));
    expect(patched?.pages[1]?.reviews[0]).toEqual({ ...review(3), reported: true });
    expect(patched?.pages[0]).toBe(data.pages[0]);
    expect(patched?.pageParams).toBe(data.pageParams);
    expect(data.pages[1]?.reviews[0]?.reported).toBe(false);
  });

  it('leaves nothing loaded as nothing', () => {
    expect(patchReview(undefined, review(1)._id, (r) => r)).toBeUndefined();
  });
});

describe('nextReviewsPage', () => {
  it('asks for the next page until every review is loaded', () => {
    expect(nextReviewsPage(page(1, [review(1), review(2)]))).toBe(2);
    expect(nextReviewsPage(page(2, [review(3)]))).toBeUndefined();
  });
});
