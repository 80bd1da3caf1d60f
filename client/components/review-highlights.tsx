import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../api/api-context.tsx';
import { reviewHighlightsQuery } from '../api/queries/reviews.ts';
import { Link } from './link.tsx';
import styles from './review-highlights.module.css';
import { StarRating } from './star-rating.tsx';

/**
 * Three five-star reviews (spec §5: only those are shown), with the way to all of them; the
 * page's loader pre-fetches `reviewHighlightsQuery`. Nothing when the file could not be read
 * (spec §8).
 */
export function ReviewHighlights({ className }: { className?: string }) {
  const reviews = useSuspenseQuery(reviewHighlightsQuery(useClients().reviews)).data;
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className={className}>
      <div className={styles.head}>
        <h2 id="reviews-title">Ils cuisinent avec nous</h2>
        <Link to="/avis-clients" className={styles.more}>
          Tous les avis de nos clients
        </Link>
      </div>
      <ul className={styles.reviews}>
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className={styles.review}>
              <StarRating value={review.rate} size="sm" />
              <blockquote className={styles.quote}>
                <p className={styles.reviewTitle}>«&nbsp;{review.title}&nbsp;»</p>
                <p>{review.content}</p>
              </blockquote>
              <figcaption className={styles.author}>
                {review.author}, {review.city} —{' '}
                <time dateTime={review.publish_date}>{review.publishedOn}</time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
