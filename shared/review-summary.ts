// An honest summary of the customer reviews (spec §5): the page shows five-star reviews only
// (spec §5), so it says how many reviews the file holds in all and how they are rated, computed
// from every review, not from the ones kept.

export interface ReviewSummary {
  /** every review of the file */
  total: number;
  /** reviews rated 5 */
  fiveStars: number;
  /** fiveStars / total, 0 to 1 */
  fiveStarShare: number;
  /** mean rate of every review */
  average: number;
  /** how many reviews give each rate, from 5 down to 1 */
  byRate: { rate: number; count: number }[];
}

export function reviewSummary(reviews: readonly { rate: number }[]): ReviewSummary | null {
  const rated = reviews.filter(
    (review) => Number.isInteger(review.rate) && review.rate >= 1 && review.rate <= 5,
  );
  if (rated.length === 0) return null;
  const byRate = [5, 4, 3, 2, 1].map((rate) => ({
    rate,
    count: rated.filter((review) => review.rate === rate).length,
  }));
  const fiveStars = byRate[0]?.count ?? 0;
  return {
    total: rated.length,
    fiveStars,
    fiveStarShare: fiveStars / rated.length,
    average: rated.reduce((sum, review) => sum + review.rate, 0) / rated.length,
    byRate,
  };
}
