import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { publishedReviews, type Review } from '../../../shared/reviews.ts';
import type { ApiClient } from '../api-client.ts';

const reviewEntry = z.object({
  id: z.number(),
  rate: z.number(),
  title: z.string(),
  content: z.string(),
  author: z.string(),
  city: z.string(),
  publish_date: z.string(),
});

/**
 * The customer-reviews service's cache file, kept to the reviews spec §5 shows. Loaded once
 * and cached for the visit (spec §4); a failure is logged, with no message to the visitor (spec §8).
 */
export const reviewsQuery = (reviews: ApiClient) =>
  queryOptions({
    queryKey: ['reviews'],
    staleTime: Infinity,
    queryFn: async (): Promise<Review[]> => {
      try {
        return publishedReviews(
          z.array(reviewEntry).parse(await reviews.get('/reviews-cache/reviews.json')),
        );
      } catch (error) {
        console.error(
          'There was an error fetching reviews',
          error instanceof Error ? error.message : error,
        );
        return [];
      }
    },
  });
