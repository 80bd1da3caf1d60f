import { queryOptions } from '@tanstack/react-query';
import { reviewSummary, type ReviewSummary } from '../../../shared/review-summary.ts';
import { publishedReviews, type Review } from '../../../shared/reviews.ts';
import { logPageProblem } from '../../app/page-problems.ts';
import type { ApiClient } from '../api-client.ts';

/**
 * `publishedOn`: the day in French (« 14 juillet 2026 »), written where the file is read: the
 * first page shows it without making the browser's first `Intl` formatter (ADR 069).
 */
export type ShownReview = Review & { verified: boolean; publishedOn: string };

export interface ReviewsFile {
  /** spec §5: the reviews shown (five stars, first 40) */
  shown: ShownReview[];
  /** computed from every review of the file, or null when it could not be read */
  summary: ReviewSummary | null;
}

/**
 * The customer-reviews service's cache file, read once for the visit (spec §4): what spec §5
 * shows, and a summary of the whole file, so that the file itself is never kept nor sent to the
 * browser. A failure is logged, with no message to the visitor (spec §8).
 */
export const reviewsFileQuery = (reviews: ApiClient) =>
  queryOptions({
    queryKey: ['reviews'],
    staleTime: Infinity,
    queryFn: async (): Promise<ReviewsFile> => {
      try {
        const [{ reviewsFile }, { formatDate }, file] = await Promise.all([
          import('./reviews-schema.ts'),
          import('../../../shared/french-dates.ts'),
          reviews.get('/reviews-cache/reviews.json'),
        ]);
        const all = reviewsFile.parse(file);
        return {
          shown: publishedReviews(all).map((review) => ({
            ...review,
            verified: review.verified === true,
            publishedOn: formatDate(review.publish_date),
          })),
          summary: reviewSummary(all),
        };
      } catch (error) {
        logPageProblem(
          `There was an error fetching reviews: ${error instanceof Error ? error.message : String(error)}`,
        );
        return { shown: [], summary: null };
      }
    },
  });

/** how many reviews the highlights show, the first of the file (/gui shows the next ones) */
export const highlightedReviews = 3;

/**
 * The highlights' reviews alone, the first shown (spec §5), from the visit's file: what a page
 * that draws only them carries in its data block (3 reviews, not the file's 40; on the server
 * a shared result brings nothing else with it, `shared-results.server.ts`).
 */
export const reviewHighlightsQuery = (reviews: ApiClient) =>
  queryOptions({
    queryKey: ['reviews', 'highlights'],
    staleTime: Infinity,
    queryFn: async ({ client }): Promise<ShownReview[]> =>
      (await client.ensureQueryData(reviewsFileQuery(reviews))).shown.slice(0, highlightedReviews),
  });
