import { Link } from '../../components/link.tsx';
import { formatDate } from '../../../shared/format-fr.ts';
import type { Review } from '../../../shared/reviews.ts';
import { StarRating } from '../../components/star-rating.tsx';
import styles from './home-page.module.css';

/** Three five-star reviews (spec §5: only those are shown), with the way to all of them. */
export function HomeReviews({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className={styles.section}>
      <div className={styles.sectionHead}>
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
                <time dateTime={review.publish_date}>{formatDate(review.publish_date)}</time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
