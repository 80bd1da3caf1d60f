import { Router } from 'express';
import type { ApiContext } from '../context.ts';

/**
 * The customer-reviews service's cache file (spec §7 "static reviews file"): every review,
 * newest first; the site keeps the five-star ones (spec §5).
 */
export function reviewsCacheRoute(ctx: ApiContext): Router {
  const router = Router();
  router.get('/reviews-cache/reviews.json', (_req, res) => {
    const reviews = ctx.store.all(
      ctx.store.db.selectFrom('reviews').selectAll().orderBy('publish_date', 'desc').orderBy('id'),
    );
    res.set('Cache-Control', 'public, max-age=300');
    res.json(
      reviews.map((review) => ({
        id: review.id,
        rate: review.rate,
        title: review.title,
        content: review.content,
        author: review.author,
        city: review.city,
        publish_date: review.publish_date,
        verified: review.verified === 1,
      })),
    );
  });
  return router;
}
