// spec §5 and §9: reviews shown are those rated at least 5, in the file's order, first 40.
export const minimumReviewRate = 5;
export const maximumReviews = 40;

export interface Review {
  id: number;
  rate: number;
  title: string;
  content: string;
  author: string;
  city: string;
  /** SQL date, shown in French (« 14 juillet 2026 ») */
  publish_date: string;
}

export function publishedReviews<T extends { rate: number }>(reviews: readonly T[]): T[] {
  return reviews.filter((review) => review.rate >= minimumReviewRate).slice(0, maximumReviews);
}
