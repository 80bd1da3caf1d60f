import { describe, expect, it } from 'vitest';
import { reviewSummary } from '../../shared/review-summary.ts';
import { maximumReviews, minimumReviewRate, publishedReviews } from '../../shared/reviews.ts';

const rated = (rates: number[]) => rates.map((rate, id) => ({ id, rate }));

describe('the reviews shown (spec §5, §9)', () => {
  it('keeps the five-star reviews, in the file’s order, first 40', () => {
    expect(minimumReviewRate).toBe(5);
    expect(maximumReviews).toBe(40);
    const file = rated([5, 4, 5, 1, 3, 5, 2]);
    expect(publishedReviews(file).map((review) => review.id)).toEqual([0, 2, 5]);
    const many = rated(Array.from({ length: 60 }, (_, index) => (index % 3 === 0 ? 4 : 5)));
    const kept = publishedReviews(many);
    expect(kept).toHaveLength(40);
    expect(kept.every((review) => review.rate === 5)).toBe(true);
    expect(kept[0]?.id).toBe(1);
  });
});

describe('the summary of every review', () => {
  it('counts every review of the file, not only those shown', () => {
    // 96 reviews: 62 five-star, 18 four, 8 three, 5 two, 3 one (the seed's mix)
    const file = rated([
      ...Array<number>(62).fill(5),
      ...Array<number>(18).fill(4),
      ...Array<number>(8).fill(3),
      ...Array<number>(5).fill(2),
      ...Array<number>(3).fill(1),
    ]);
    const summary = reviewSummary(file);
    expect(summary).toMatchObject({ total: 96, fiveStars: 62 });
    expect(summary?.fiveStarShare).toBeCloseTo(62 / 96);
    expect(summary?.average).toBeCloseTo((62 * 5 + 18 * 4 + 8 * 3 + 5 * 2 + 3) / 96);
    expect(summary?.byRate).toEqual([
      { rate: 5, count: 62 },
      { rate: 4, count: 18 },
      { rate: 3, count: 8 },
      { rate: 2, count: 5 },
      { rate: 1, count: 3 },
    ]);
    expect(publishedReviews(file)).toHaveLength(40);
  });

  it('is nothing for an empty file, and ignores rates outside 1–5', () => {
    expect(reviewSummary([])).toBeNull();
    expect(reviewSummary(rated([0, 6, 4.5]))).toBeNull();
    expect(reviewSummary(rated([5, 7]))?.total).toBe(1);
  });
});
